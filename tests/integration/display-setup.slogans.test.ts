import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slogans } from '../../server/core/db/schema/index.ts';
import {
  type Call,
  caller,
  demoCaller,
  fieldsOf,
  romaOnlyManager,
  rowCount,
  workshopIDs,
} from '../support/admin-support.ts';
import { errorCode } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Slogans, rule by rule: each bad input is refused on its field and changes nothing; a manager of
// another workshop is refused.

let server: TestServer;
let manager: Call;
let romaManager: Call;
let milano: string;

beforeAll(async () => {
  server = await startTestServer();
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
