import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentUploads, workshopParameters } from '../../server/core/db/schema/index.ts';
import { storedFile } from '../../server/features/uploads/upload-files.ts';
import {
  createUploadRetention,
  UPLOAD_RETENTION_JOB,
} from '../../server/features/uploads/upload-retention.ts';
import { errorCode, gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postUploadFile, settledUpload, UPLOAD_PATH } from '../support/upload-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// The upload screen's format hint, the paged preview and the retention of the stored files
// (docs/upload.md), over real HTTP.

const HEADER = ['Targa', 'Nome', 'Cellulare', 'Marca', 'Modello', 'Data', 'Ora'];
const row = (plate: string, time: string) => [
  plate,
  'Mario Rossi',
  '3331234567',
  'Fiat',
  'Panda',
  '12/06/2031',
  time,
];
const csv = (rows: string[][]) => Buffer.from(`${rows.map((r) => r.join(';')).join('\n')}\n`);

let server: TestServer;
let manager: string;
let cashier: string;
let milano: string;

beforeAll(async () => {
  server = await startTestServer();
  manager = (await signIn(server.url, 'manager', DEMO_PASSWORD)).token;
  cashier = (await signIn(server.url, 'cashier', DEMO_PASSWORD)).token;
  milano = (await demoWorkshop(server, 'MI01')).workshopID;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

async function upload(bytes: Uint8Array, name: string) {
  const reply = await postUploadFile(server.url, manager, milano, bytes, name);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return settledUpload(server.url, manager, reply.body.uploadID);
}

const FORMAT = `query ($w: ID!) { appointmentsUploadFormat(workshopID: $w) { field name required headers } }`;
type Column = { field: string; name: string; required: boolean; headers: string[] };

describe('the format of the file', () => {
  it('names the columns in the caller’s language, required first, with the workshop’s queue header', async () => {
    await server.services.db
      .update(workshopParameters)
      .set({ queueUploadColumn: 'Reparto' })
      .where(eq(workshopParameters.workshopID, milano));
    const italian = await gql<{ appointmentsUploadFormat: Column[] }>(
      server.url,
      FORMAT,
      { w: milano },
      {
        token: manager,
        headers: { 'accept-language': 'it' },
      },
    );
    const columns = italian.data?.appointmentsUploadFormat ?? [];
    expect(columns.slice(0, 7).map((c) => [c.name, c.required])).toEqual([
      ['Targa', true],
      ['Nome', true],
      ['Cellulare', true],
      ['Marca', true],
      ['Modello', true],
      ['Data', true],
      ['Ora', true],
    ]);
    expect(columns.find((c) => c.field === 'licensePlate')?.headers).toEqual(
      expect.arrayContaining(['targa', 'plate']),
    );
    expect(columns.find((c) => c.field === 'queue')).toEqual({
      field: 'queue',
      name: 'Coda',
      required: false,
      headers: ['Reparto'],
    });

    await server.services.db
      .update(workshopParameters)
      .set({ queueUploadColumn: null })
      .where(eq(workshopParameters.workshopID, milano));
    const english = await gql<{ appointmentsUploadFormat: Column[] }>(
      server.url,
      FORMAT,
      { w: milano },
      {
        token: manager,
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      },
    );
    const queue = english.data?.appointmentsUploadFormat.find((c) => c.field === 'queue');
    expect(queue).toMatchObject({ name: 'Queue', headers: ['coda', 'queue'] });
    expect(english.data?.appointmentsUploadFormat[0]?.name).toBe('Plate');
  });

  it('is for the upload roles only', async () => {
    const reply = await gql(server.url, FORMAT, { w: milano }, { token: cashier });
    expect(errorCode(reply)).toBe('FORBIDDEN');
  });
});

const PAGE = `query ($id: ID!, $first: Int, $after: String, $action: AppointmentsUploadRowAction) {
  appointmentsUpload(uploadID: $id) {
    previewRows(first: $first, after: $after, action: $action) {
      totalCount
      nodes { rowNumber action licensePlate messages { field code } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
}`;
type Page = {
  totalCount: number;
  nodes: { rowNumber: number; action: string; messages: { field: string; code: string }[] }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
};
const page = async (variables: Record<string, unknown>) =>
  gql<{ appointmentsUpload: { previewRows: Page } }>(server.url, PAGE, variables, { token: manager });

describe('what spreadsheets and scripts write', () => {
  const ROWS = `query ($id: ID!) {
    appointmentsUpload(uploadID: $id) {
      status errorCode
      previewRows(first: 50) { nodes { rowNumber action licensePlate name messages { field code } } }
    }
  }`;
  type Rows = {
    appointmentsUpload: {
      status: string;
      errorCode: string | null;
      previewRows: {
        nodes: {
          rowNumber: number;
          action: string;
          licensePlate: string | null;
          name: string | null;
          messages: { field: string; code: string }[];
        }[];
      };
    };
  };
  const HEADER_WITH_NOTE = [...HEADER, 'Note'];

  it('takes a quote inside a cell as text, and names the row a quote never closed in', async () => {
    const lines = [
      HEADER_WITH_NOTE,
      [...row('QT001AA', '08:00'), 'Gomme 17" invernali'],
      [...row('QT002AA', '08:30'), '"Cerchi 18"" e gomme"'],
      [...row('QT003AA', '09:00'), '"mai chiusa'],
      [...row('QT004AA', '09:30'), 'persa'],
    ];
    const checked = await upload(csv(lines), 'quotes.csv');
    const reply = await gql<Rows>(server.url, ROWS, { id: checked.uploadID }, { token: manager });
    const state = reply.data!.appointmentsUpload;
    expect(state.errorCode).toBeNull();
    expect(state.previewRows.nodes.map((n) => [n.rowNumber, n.action, n.messages])).toEqual([
      [2, 'create', []],
      [3, 'create', []],
      [4, 'error', [{ field: null, code: 'upload.quoteNotClosed' }]],
    ]);
  });

  it('shows a refused row with its plate and customer as they were read', async () => {
    const checked = await upload(
      csv([HEADER, row('X', '08:00'), ['QT005AA', '', '333', 'Fiat', 'Panda', 'x', '08:00']]),
      'refused.csv',
    );
    const reply = await gql<Rows>(server.url, ROWS, { id: checked.uploadID }, { token: manager });
    const nodes = reply.data!.appointmentsUpload.previewRows.nodes;
    expect(nodes.map((n) => [n.action, n.licensePlate, n.name])).toEqual([
      ['error', 'X', 'Mario Rossi'],
      ['error', 'QT005AA', null],
    ]);
  });
});

describe('the paged preview', () => {
  let uploadID: string;
  let otherID: string;

  beforeAll(async () => {
    // Rows 2–8: five bookings and two refused plates (rows 4 and 7).
    const rows = [
      row('PG001AA', '08:00'),
      row('PG002AA', '08:30'),
      row('X', '09:00'),
      row('PG004AA', '09:30'),
      row('PG005AA', '10:00'),
      row('Y', '10:30'),
      row('PG007AA', '11:00'),
    ];
    uploadID = (await upload(csv([HEADER, ...rows]), 'paged.csv')).uploadID;
    otherID = (await upload(csv([HEADER, row('PG999AA', '12:00')]), 'other.csv')).uploadID;
  });

  it('walks every row in file order, a page at a time', async () => {
    const first = (await page({ id: uploadID, first: 3 })).data?.appointmentsUpload.previewRows;
    expect(first?.totalCount).toBe(7);
    expect(first?.nodes.map((n) => n.rowNumber)).toEqual([2, 3, 4]);
    expect(first?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // Each row comes with its own report lines.
    expect(first?.nodes[2]?.messages).toEqual([{ field: 'licensePlate', code: 'validation.licensePlate' }]);
    expect(first?.nodes[0]?.messages).toEqual([]);
    const second = (await page({ id: uploadID, first: 3, after: first?.pageInfo.endCursor })).data
      ?.appointmentsUpload.previewRows;
    expect(second?.nodes.map((n) => n.rowNumber)).toEqual([5, 6, 7]);
    expect(second?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const last = (await page({ id: uploadID, first: 3, after: second?.pageInfo.endCursor })).data
      ?.appointmentsUpload.previewRows;
    expect(last?.nodes.map((n) => n.rowNumber)).toEqual([8]);
    expect(last?.pageInfo.hasNextPage).toBe(false);
  });

  it('keeps only the rows of one action', async () => {
    const errors = (await page({ id: uploadID, action: 'error' })).data?.appointmentsUpload.previewRows;
    expect(errors?.totalCount).toBe(2);
    expect(errors?.nodes.map((n) => [n.rowNumber, n.action])).toEqual([
      [4, 'error'],
      [7, 'error'],
    ]);
    const creations = (await page({ id: uploadID, action: 'create', first: 4 })).data?.appointmentsUpload
      .previewRows;
    expect(creations?.totalCount).toBe(5);
    const after = (
      await page({ id: uploadID, action: 'create', first: 4, after: creations?.pageInfo.endCursor })
    ).data?.appointmentsUpload.previewRows;
    expect(after?.nodes.map((n) => n.rowNumber)).toEqual([8]);
    const skips = (await page({ id: uploadID, action: 'skip' })).data?.appointmentsUpload.previewRows;
    expect(skips).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('refuses a forged cursor, another upload’s cursor, a bad size and a bad action as bad input', async () => {
    expect(errorCode(await page({ id: uploadID, after: 'not-a-cursor' }))).toBe('BAD_USER_INPUT');
    const forged = Buffer.from(JSON.stringify({ o: 'uploadRow', v: 'x', id: uploadID })).toString(
      'base64url',
    );
    expect(errorCode(await page({ id: uploadID, after: forged }))).toBe('BAD_USER_INPUT');
    const other = (await page({ id: otherID, first: 1 })).data?.appointmentsUpload.previewRows;
    expect(other?.pageInfo.endCursor).toBeTruthy();
    expect(errorCode(await page({ id: uploadID, after: other?.pageInfo.endCursor }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await page({ id: uploadID, first: 0 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await page({ id: uploadID, action: 'explode' }))).toBe('BAD_USER_INPUT');
  });
});

describe('the retention of the stored files', () => {
  it('deletes originals older than the retention, keeps the row and answers 410 for them', async () => {
    const old = await upload(csv([HEADER, row('RT001AA', '08:00')]), 'old.csv');
    const recent = await upload(csv([HEADER, row('RT002AA', '08:00')]), 'recent.csv');
    const now = new Date('2031-01-31T03:20:00Z');
    const db = server.services.db;
    // Every upload of this server older than 30 days but `recent`, which is 29 days old.
    await db.update(appointmentUploads).set({ createdAt: new Date('2030-12-01T10:00:00Z') });
    await db
      .update(appointmentUploads)
      .set({ createdAt: new Date('2031-01-02T10:00:00Z') })
      .where(eq(appointmentUploads.uploadID, recent.uploadID));
    const [oldRow] = await db
      .select()
      .from(appointmentUploads)
      .where(eq(appointmentUploads.uploadID, old.uploadID));
    const oldPath = storedFile(server.services.config.uploadDir, oldRow?.filePath ?? '');
    expect(existsSync(oldPath)).toBe(true);

    const retention = createUploadRetention({
      db,
      logger: server.services.logger,
      uploadDir: server.services.config.uploadDir,
      now: () => now,
      retentionDays: 30,
    });
    const job = retention.jobs.find((definition) => definition.name === UPLOAD_RETENTION_JOB);
    await (job as unknown as { handler(job: unknown): Promise<void> }).handler({ id: 'test', data: {} });

    expect(existsSync(oldPath)).toBe(false);
    const [after] = await db
      .select()
      .from(appointmentUploads)
      .where(eq(appointmentUploads.uploadID, old.uploadID));
    expect(after).toMatchObject({ status: 'checked', fileDeletedAt: now, totalRows: 1 });
    const download = (id: string) =>
      fetch(`${server.url}${UPLOAD_PATH}/${id}`, { headers: { authorization: `Bearer ${manager}` } });
    const gone = await download(old.uploadID);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({
      error: {
        code: 'upload.fileDeleted',
        message: 'The original file is no longer kept: files are deleted 30 days after their upload.',
      },
    });
    expect((await download(recent.uploadID)).status).toBe(200);
    const state = await gql<{ appointmentsUpload: { fileDeletedAt: string | null; previewRows: Page } }>(
      server.url,
      `query ($id: ID!) { appointmentsUpload(uploadID: $id) { fileDeletedAt previewRows { totalCount } } }`,
      { id: old.uploadID },
      { token: manager },
    );
    expect(state.data?.appointmentsUpload).toEqual({
      fileDeletedAt: now.toISOString(),
      previewRows: { totalCount: 1 },
    });

    // Run again the next night: nothing more to do, the recent file still kept.
    await (job as unknown as { handler(job: unknown): Promise<void> }).handler({ id: 'test', data: {} });
    const [again] = await db
      .select()
      .from(appointmentUploads)
      .where(eq(appointmentUploads.uploadID, old.uploadID));
    expect(again?.fileDeletedAt).toEqual(now);
  });
});
