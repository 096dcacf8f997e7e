import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleBrands, vehicleModels } from '../../server/core/db/schema/index.ts';
import { type Call, demoCaller, fieldsOf, rowCount } from '../support/admin-support.ts';
import { errorCode } from '../support/graphql-client.ts';
import { PNG_1PX_DATA_URL } from '../support/images.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The vehicle catalogue (brands and models), rule by rule: each bad input is refused on its field
// and changes nothing.

let server: TestServer;
let admin: Call;
let manager: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = await demoCaller(server, 'admin');
  manager = await demoCaller(server, 'manager');
});
afterAll(async () => {
  await server?.stop();
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
