import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slogans, surveyQuestions, vehicleBrands, vehicleModels } from '../../server/core/db/schema/index.ts';
import { errorCode } from '../support/graphql-client.ts';
import { PNG_1PX_DATA_URL } from '../support/images.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  type Call,
  caller,
  demoCaller,
  fieldsOf,
  romaOnlyManager,
  rowCount,
  workshopIDs,
} from './admin-support.ts';

// Slogans, exit-interview questions and the vehicle catalogue, rule by rule: each bad input is
// refused on its field and changes nothing; a manager of another workshop is refused.

let server: TestServer;
let admin: Call;
let manager: Call;
let romaManager: Call;
let milano: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await demoCaller(server, 'admin');
  manager = await demoCaller(server, 'manager');
  romaManager = caller(server, await romaOnlyManager(server));
  ({ milano } = await workshopIDs(server));
});
afterAll(async () => {
  await server?.stop();
});

const SLOGAN =
  'slogan { sloganID title text order duration isVisible workshopID } formErrors { field code message }';
const CREATE_SLOGAN = `mutation ($input: CreateSloganInput!) { createSlogan(input: $input) { ${SLOGAN} } }`;
const UPDATE_SLOGAN = `mutation ($input: UpdateSloganInput!) { updateSlogan(input: $input) { ${SLOGAN} } }`;

describe('slogans', () => {
  it('need a title and a duration from 1 to 3600 seconds; order from 0 to 9999', async () => {
    const before = await rowCount(server, slogans);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ', duration: 10 }, 'title:validation.required'],
      [{ title: 'T', duration: 0 }, 'duration:validation.range'],
      [{ title: 'T', duration: 3601 }, 'duration:validation.range'],
      [{ title: 'T', duration: 10, order: -1 }, 'order:validation.range'],
      [{ title: 'T', duration: 10, text: 'x'.repeat(1001) }, 'text:validation.maxLength'],
    ];
    for (const [input, expected] of cases) {
      const reply = await manager(CREATE_SLOGAN, { input: { workshopID: milano, ...input } });
      expect(fieldsOf(reply.data!.createSlogan), expected).toEqual([expected]);
    }
    expect(await rowCount(server, slogans)).toBe(before);
  });

  it('a hidden slogan is in the editor’s list but not on the monitors; edits and deletion stick', async () => {
    const made = await manager(CREATE_SLOGAN, {
      input: { workshopID: milano, title: '  Nascosto ', duration: 20, order: 50, isVisible: false },
    });
    const slogan = made.data!.createSlogan.slogan;
    expect(slogan).toMatchObject({ title: 'Nascosto', text: '', order: 50, duration: 20, isVisible: false });
    const all = await manager(`{ allSlogans(workshopID: "${milano}") { sloganID } }`);
    expect(all.data!.allSlogans.map((s: { sloganID: string }) => s.sloganID)).toContain(slogan.sloganID);
    const shown = await manager(`{ slogans(workshopID: "${milano}") { sloganID } }`);
    expect(shown.data!.slogans.map((s: { sloganID: string }) => s.sloganID)).not.toContain(slogan.sloganID);

    const bad = await manager(UPDATE_SLOGAN, {
      input: { sloganID: slogan.sloganID, title: '', duration: 20 },
    });
    expect(fieldsOf(bad.data!.updateSlogan)).toEqual(['title:validation.required']);
    const [unchanged] = await server.services.db
      .select()
      .from(slogans)
      .where(eq(slogans.sloganID, slogan.sloganID));
    expect(unchanged!.title).toBe('Nascosto');

    const edited = await manager(UPDATE_SLOGAN, {
      input: { sloganID: slogan.sloganID, title: 'Visibile', duration: 8, isVisible: true },
    });
    expect(edited.data!.updateSlogan.slogan).toMatchObject({
      title: 'Visibile',
      duration: 8,
      isVisible: true,
    });
    const deleted = await manager(`mutation { deleteSlogan(sloganID: "${slogan.sloganID}") { success } }`);
    expect(deleted.data!.deleteSlogan.success).toBe(true);
    expect(await server.services.db.$count(slogans, eq(slogans.sloganID, slogan.sloganID))).toBe(0);
  });

  it('a manager of another workshop cannot change Milano’s slogan', async () => {
    const [row] = await server.services.db
      .select()
      .from(slogans)
      .where(eq(slogans.workshopID, milano))
      .limit(1);
    const reply = await romaManager(UPDATE_SLOGAN, {
      input: { sloganID: row!.sloganID, title: 'Roma', duration: 5 },
    });
    expect(errorCode(reply)).toBe('FORBIDDEN');
    const [after] = await server.services.db
      .select()
      .from(slogans)
      .where(eq(slogans.sloganID, row!.sloganID));
    expect(after!.title).toBe(row!.title);
  });
});

const SAVE_QUESTIONS = `mutation ($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {
  saveSurveyQuestions(workshopID: $workshopID, questions: $questions) {
    questions { customerSurveyQuestionID text questionTypeID position workshopID }
    formErrors { field code message }
  }
}`;
const LIST_QUESTIONS = `query ($workshopID: ID!) {
  surveyQuestions(workshopID: $workshopID) { customerSurveyQuestionID text questionTypeID position workshopID }
}`;
const milanoQuestions = () =>
  server.services.db.select().from(surveyQuestions).where(eq(surveyQuestions.workshopID, milano));

describe('exit-interview questions', () => {
  it('an eleventh question is refused and nothing changes', async () => {
    const before = await milanoQuestions();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ text: `Q${i}`, questionTypeID: 1, position: i }));
    const reply = await manager(SAVE_QUESTIONS, { workshopID: milano, questions: eleven });
    expect(fieldsOf(reply.data!.saveSurveyQuestions)).toEqual(['questions:validation.maxQuestions']);
    expect(reply.data!.saveSurveyQuestions.formErrors[0].message).toBe('Maximum 10 questions reached');
    expect(await milanoQuestions()).toEqual(before);
  });

  it('each question needs its text and a known type, named by its row; nothing changes', async () => {
    const before = await milanoQuestions();
    const reply = await manager(SAVE_QUESTIONS, {
      workshopID: milano,
      questions: [
        { text: 'Va bene?', questionTypeID: 1, position: 0 },
        { text: '  ', questionTypeID: 1, position: 1 },
        { text: 'Voto?', questionTypeID: 7, position: 2 },
      ],
    });
    expect(fieldsOf(reply.data!.saveSurveyQuestions)).toEqual([
      'questions.1.text:validation.required',
      'questions.2.questionTypeID:validation.invalid',
    ]);
    expect(await milanoQuestions()).toEqual(before);
  });

  it('saving reorders, keeps the ids of kept questions, adds new ones and drops the rest', async () => {
    const current = (await manager(LIST_QUESTIONS, { workshopID: milano })).data!.surveyQuestions;
    expect(current.length).toBeGreaterThanOrEqual(2);
    const [first, second] = current;
    const reply = await manager(SAVE_QUESTIONS, {
      workshopID: milano,
      questions: [
        {
          customerSurveyQuestionID: second.customerSurveyQuestionID,
          text: second.text,
          questionTypeID: 2,
          position: 0,
        },
        {
          customerSurveyQuestionID: first.customerSurveyQuestionID,
          text: first.text,
          questionTypeID: 1,
          position: 1,
        },
        { text: 'Tornerebbe da noi?', questionTypeID: 1, position: 2 },
      ],
    });
    expect(reply.data!.saveSurveyQuestions.formErrors).toEqual([]);
    const saved = (await manager(LIST_QUESTIONS, { workshopID: milano })).data!.surveyQuestions;
    expect(saved.map((q: { text: string }) => q.text)).toEqual([
      second.text,
      first.text,
      'Tornerebbe da noi?',
    ]);
    expect(saved[0]).toMatchObject({
      customerSurveyQuestionID: second.customerSurveyQuestionID,
      questionTypeID: 2,
    });
    expect(saved[1].customerSurveyQuestionID).toBe(first.customerSurveyQuestionID);
    expect(await milanoQuestions()).toHaveLength(3);
  });

  it('a manager of another workshop cannot replace Milano’s questions', async () => {
    const before = await milanoQuestions();
    const reply = await romaManager(SAVE_QUESTIONS, { workshopID: milano, questions: [] });
    expect(errorCode(reply)).toBe('FORBIDDEN');
    expect(await milanoQuestions()).toEqual(before);
  });
});

const BRAND =
  'vehicleBrand { vehicleBrandID name position aliases logoUrl modelCount } formErrors { field code }';
const CREATE_BRAND = `mutation ($input: CreateVehicleBrandInput!) { createVehicleBrand(input: $input) { ${BRAND} } }`;
const UPDATE_BRAND = `mutation ($input: UpdateVehicleBrandInput!) { updateVehicleBrand(input: $input) { ${BRAND} } }`;
const CREATE_MODEL = `mutation ($input: CreateVehicleModelInput!) {
  createVehicleModel(input: $input) { vehicleModel { vehicleModelID vehicleBrandID name } formErrors { field code } }
}`;
const MOVE = `mutation ($ids: [ID!]!, $to: ID!) { moveVehicleModels(vehicleModelIDs: $ids, toBrandID: $to) { moved formErrors { field code } } }`;
const DELETE_BRAND = `mutation ($id: ID!) { deleteVehicleBrand(vehicleBrandID: $id) { success } }`;

async function newBrand(name: string) {
  const reply = await admin(CREATE_BRAND, { input: { name, position: 100 } });
  return reply.data!.createVehicleBrand.vehicleBrand.vehicleBrandID as string;
}
async function newModel(vehicleBrandID: string, name: string) {
  const reply = await admin(CREATE_MODEL, { input: { vehicleBrandID, name } });
  return reply.data!.createVehicleModel.vehicleModel.vehicleModelID as string;
}

describe('vehicle brands', () => {
  it('need a name no other brand has and a whole-number position; a logo must be a real image', async () => {
    const before = await rowCount(server, vehicleBrands);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', position: 1 }, 'name:validation.required'],
      [{ name: 'Zeta', position: -1 }, 'position:validation.range'],
      [{ name: 'fiat', position: 1 }, 'name:validation.duplicate'],
      [{ name: 'Zeta', position: 1, logoUrl: 'https://x.example/logo.png' }, 'logoUrl:validation.imageType'],
      [
        { name: 'Zeta', position: 1, logoUrl: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' },
        'logoUrl:validation.imageType',
      ],
      [
        { name: 'Zeta', position: 1, logoUrl: `data:image/png;base64,${'A'.repeat(700_000)}` },
        'logoUrl:validation.imageSize',
      ],
    ];
    for (const [input, expected] of cases) {
      const reply = await admin(CREATE_BRAND, { input });
      expect(fieldsOf(reply.data!.createVehicleBrand), expected).toEqual([expected]);
    }
    const notANumber = await admin(CREATE_BRAND, { input: { name: 'Zeta', position: 'primo' } });
    expect(errorCode(notANumber)).toBe('BAD_USER_INPUT');
    expect(await rowCount(server, vehicleBrands)).toBe(before);
  });

  it('keep their logo and comma-joined aliases; an edit may remove the logo', async () => {
    const made = await admin(CREATE_BRAND, {
      input: { name: 'Logata', position: 40, aliases: ' LG,, Logo ', logoUrl: PNG_1PX_DATA_URL },
    });
    const brand = made.data!.createVehicleBrand.vehicleBrand;
    expect(brand).toMatchObject({
      name: 'Logata',
      aliases: 'LG, Logo',
      logoUrl: PNG_1PX_DATA_URL,
      modelCount: 0,
    });
    const edited = await admin(UPDATE_BRAND, {
      input: {
        vehicleBrandID: brand.vehicleBrandID,
        name: 'Logata',
        position: 41,
        aliases: 'LG',
        logoUrl: '',
      },
    });
    expect(edited.data!.updateVehicleBrand.vehicleBrand).toMatchObject({ position: 41, logoUrl: null });
  });

  it('a brand with models cannot be deleted; once they are moved away it can', async () => {
    const from = await newBrand('Partenza');
    const to = await newBrand('Arrivo');
    const ids = [await newModel(from, 'Uno'), await newModel(from, 'Due')];
    const refused = await admin(DELETE_BRAND, { id: from });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.extensions).toMatchObject({ reason: 'BRAND_HAS_MODELS', count: 2 });
    expect(await server.services.db.$count(vehicleBrands, eq(vehicleBrands.vehicleBrandID, from))).toBe(1);

    const moved = await admin(MOVE, { ids, to });
    expect(moved.data!.moveVehicleModels).toEqual({ moved: 2, formErrors: [] });
    const deleted = await admin(DELETE_BRAND, { id: from });
    expect(deleted.data!.deleteVehicleBrand.success).toBe(true);
  });

  it('are the admin’s: a manager is refused', async () => {
    const reply = await manager(CREATE_BRAND, { input: { name: 'Gestore', position: 1 } });
    expect(errorCode(reply)).toBe('FORBIDDEN');
  });
});

describe('vehicle models', () => {
  it('need a name unique in their brand and a brand that exists', async () => {
    const brand = await newBrand('Modellata');
    await newModel(brand, 'Alfa');
    const before = await rowCount(server, vehicleModels);
    const noName = await admin(CREATE_MODEL, { input: { vehicleBrandID: brand, name: ' ' } });
    expect(fieldsOf(noName.data!.createVehicleModel)).toEqual(['name:validation.required']);
    const twice = await admin(CREATE_MODEL, { input: { vehicleBrandID: brand, name: 'alfa' } });
    expect(fieldsOf(twice.data!.createVehicleModel)).toEqual(['name:validation.duplicate']);
    const noBrand = await admin(CREATE_MODEL, {
      input: { vehicleBrandID: '00000000-0000-4000-8000-000000000000', name: 'Beta' },
    });
    expect(fieldsOf(noBrand.data!.createVehicleModel)).toEqual(['vehicleBrandID:validation.invalid']);
    expect(await rowCount(server, vehicleModels)).toBe(before);
  });

  it('a move that would give the target brand a name twice moves nothing', async () => {
    const a = await newBrand('Sorgente');
    const b = await newBrand('Destinazione');
    const clash = await newModel(a, 'Gemello');
    const other = await newModel(a, 'Singolo');
    await newModel(b, 'GEMELLO');
    const reply = await admin(MOVE, { ids: [clash, other], to: b });
    expect(reply.data!.moveVehicleModels).toEqual({
      moved: 0,
      formErrors: [{ field: 'vehicleModelIDs', code: 'validation.duplicate' }],
    });
    const stillInA = await server.services.db
      .select()
      .from(vehicleModels)
      .where(and(eq(vehicleModels.vehicleBrandID, a)));
    expect(stillInA.map((m) => m.name).sort()).toEqual(['Gemello', 'Singolo']);

    const empty = await admin(MOVE, { ids: [], to: b });
    expect(fieldsOf(empty.data!.moveVehicleModels)).toEqual(['vehicleModelIDs:validation.atLeastOne']);
    const unknownTarget = await admin(MOVE, { ids: [other], to: '00000000-0000-4000-8000-000000000000' });
    expect(fieldsOf(unknownTarget.data!.moveVehicleModels)).toEqual(['toBrandID:validation.invalid']);
  });
});
