import { readFileSync } from 'node:fs';
import { parse as parseContentDisposition } from 'content-disposition';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, appointments, appointmentUploads } from '../../server/core/db/schema/index.ts';
import { UPLOAD_JOBS } from '../../server/features/uploads/upload-jobs.ts';
import { errorCode, gql, gqlUpload, signIn, wsClient } from '../support/graphql-client.ts';
import { pngBytes } from '../support/images.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  postUploadFile,
  readUpload,
  settledUpload,
  UPLOAD_FIELDS,
  UPLOAD_PATH,
  xlsxOf,
  zipOf,
} from '../support/upload-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// The bulk appointment upload (docs/upload.md) over real HTTP: the REST endpoint and the GraphQL
// multipart path, the dry run, the apply, the undo, hostile files and who may do what.

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const HEADER = ['Targa', 'Nome', 'Cellulare', 'Marca', 'Modello', 'Data', 'Ora', 'Coda'];
const row = (plate: string, time = '10:00', day = '12/06/2031', queue = 'Pneumatici') => [
  plate,
  'Mario Rossi',
  '3331234567',
  'Fiat',
  'Panda',
  day,
  time,
  queue,
];
const csv = (rows: string[][]) => Buffer.from(`${rows.map((r) => r.join(';')).join('\n')}\n`);

let server: TestServer;
let manager: string;
let acceptor: string;
let cashier: string;
let milano: string;
let roma: string;

beforeAll(async () => {
  server = await startTestServer();
  [manager, acceptor, cashier] = (await Promise.all(
    ['manager', 'acceptor1', 'cashier'].map(
      async (name) => (await signIn(server.url, name, DEMO_PASSWORD)).token,
    ),
  )) as [string, string, string];
  milano = (await demoWorkshop(server, 'MI01')).workshopID;
  roma = (await demoWorkshop(server, 'RM01')).workshopID;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

async function upload(bytes: Uint8Array, name: string, token = manager, workshopID = milano) {
  const reply = await postUploadFile(server.url, token, workshopID, bytes, name);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return settledUpload(server.url, token, reply.body.uploadID);
}

const apply = (uploadID: string, token = manager) =>
  gql(
    server.url,
    `mutation ($id: ID!) { applyAppointmentUpload(uploadID: $id) { status } }`,
    { id: uploadID },
    { token },
  );
const undo = (uploadID: string, token = manager) =>
  gql(
    server.url,
    `mutation ($id: ID!) { undoAppointmentUpload(uploadID: $id) { status undone kept } }`,
    { id: uploadID },
    { token },
  );

async function liveCreations(uploadID: string) {
  return server.services.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.uploadID, uploadID), isNull(appointments.deletedAt)));
}

describe('the sample files', () => {
  it('dry-runs the sample CSV: six creations, two rows refused with their fields, nothing booked', async () => {
    const checked = await upload(fixture('appointments-upload-sample.csv'), 'appointments-upload-sample.csv');
    expect(checked).toMatchObject({
      status: 'checked',
      created: 6,
      updated: 0,
      skipped: 0,
      errors: 2,
      totalRows: 8,
    });
    expect(checked.rows.map((r: { action: string }) => r.action)).toEqual([
      'create',
      'create',
      'create',
      'create',
      'create',
      'create',
      'error',
      'error',
    ]);
    expect(checked.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rowNumber: 8, field: 'licensePlate', code: 'validation.licensePlate' }),
        expect.objectContaining({ rowNumber: 9, field: 'queue', code: 'upload.unknownQueue' }),
      ]),
    );
    expect(await liveCreations(checked.uploadID)).toHaveLength(0);
  });

  it('applies the sample XLSX: six bookings with the upload id and a log row each; undo removes them', async () => {
    const checked = await upload(fixture('appointments-upload-sample.xlsx'), 'Appuntamenti marzo.xlsx');
    expect(checked).toMatchObject({ status: 'checked', created: 6, errors: 2 });
    expect((await apply(checked.uploadID)).errors).toBeUndefined();
    const applied = await settledUpload(server.url, manager, checked.uploadID);
    expect(applied).toMatchObject({
      status: 'applied',
      isProcessed: true,
      isSuccessful: true,
      created: 6,
      successful: 6,
    });
    const made = await liveCreations(checked.uploadID);
    expect(made).toHaveLength(6);
    expect(made.every((a) => a.statusCode === 1 && a.workshopID === milano)).toBe(true);
    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(eq(appointmentLogs.appointmentID, made[0]!.appointmentID));
    expect(logs.map((l) => l.actionType)).toEqual(['BookedAppointmentCreated']);

    // The same file again: every booking already there as written.
    const again = await upload(fixture('appointments-upload-sample.xlsx'), 'again.xlsx');
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 6, errors: 2 });

    const undone = await undo(checked.uploadID);
    expect(undone.data?.undoAppointmentUpload).toEqual({ status: 'undone', undone: 6, kept: 0 });
    expect(await liveCreations(checked.uploadID)).toHaveLength(0);
    expect(errorCode(await undo(checked.uploadID))).toBe('CONFLICT');
  });
});

describe('the customer language column', () => {
  it('maps "Lingua" to the customer language; an unknown value is a row message, an empty cell not known', async () => {
    const rows = [
      [...HEADER, 'Lingua'],
      [...row('LANG01A'), 'en'],
      [...row('LANG02B', '11:00'), 'Italiano'],
      [...row('LANG03C', '12:00'), ''],
      [...row('LANG04D', '13:00'), 'de'],
    ];
    const checked = await upload(csv(rows), 'languages.csv');
    expect(checked.messages).toEqual([
      expect.objectContaining({ rowNumber: 5, field: 'customerLanguage', code: 'upload.language' }),
    ]);
    expect(checked).toMatchObject({ created: 3 });
    await apply(checked.uploadID);
    await settledUpload(server.url, manager, checked.uploadID);
    const made = await liveCreations(checked.uploadID);
    expect(Object.fromEntries(made.map((a) => [a.licensePlate, a.customerLanguage]))).toEqual({
      LANG01A: 'en',
      LANG02B: 'it',
      LANG03C: null,
    });

    // "Language" too; an empty cell leaves a booking's language as it was, a new one changes it.
    const again = await upload(
      csv([
        [...HEADER, 'Language'],
        [...row('LANG01A', '10:30'), ''],
        [...row('LANG03C', '12:00'), 'EN'],
      ]),
      'languages-again.csv',
    );
    expect(again).toMatchObject({ updated: 2 });
    await apply(again.uploadID);
    await settledUpload(server.url, manager, again.uploadID);
    const after = await server.services.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.uploadID, checked.uploadID), isNull(appointments.deletedAt)));
    expect(Object.fromEntries(after.map((a) => [a.licensePlate, a.customerLanguage]))).toMatchObject({
      LANG01A: 'en',
      LANG03C: 'en',
    });
  });
});

describe('updates, undo and races', () => {
  it('updates a booking of the same plate on the same day; undo keeps a creation staff edited', async () => {
    const first = await upload(csv([HEADER, row('UPD001A', '10:00'), row('UPD002B', '11:00')]), 'first.csv');
    await apply(first.uploadID);
    await settledUpload(server.url, manager, first.uploadID);
    const [edited] = (await liveCreations(first.uploadID)).filter((a) => a.licensePlate === 'UPD002B');

    const second = await upload(csv([HEADER, row('UPD001A', '12:30')]), 'second.csv');
    expect(second).toMatchObject({ created: 0, updated: 1 });
    await apply(second.uploadID);
    expect(await settledUpload(server.url, manager, second.uploadID)).toMatchObject({ updated: 1 });

    // UPD001A was changed by the second upload, UPD002B is edited at the desk: both are touched.
    const edit = await gql(
      server.url,
      `mutation ($input: UpdateAppointmentInput!) { updateAppointment(input: $input) { formErrors { field } } }`,
      {
        input: {
          appointmentID: edited!.appointmentID,
          workshopID: milano,
          licensePlate: 'UPD002B',
          name: 'Mario Rossi Jr',
          mobile: '3331234567',
          vehicleBrandID: edited!.vehicleBrandID,
          vehicleModel: 'Panda',
          bookingDateTime: edited!.bookingDateTime!.toISOString(),
          sendConfirmationSms: false,
        },
      },
      { token: manager },
    );
    expect(edit.errors).toBeUndefined();
    const undone = await undo(first.uploadID);
    expect(undone.data?.undoAppointmentUpload).toEqual({ status: 'undone', undone: 0, kept: 2 });
    expect(await liveCreations(first.uploadID)).toHaveLength(2);
  });

  it('two applies of one upload at once: one is accepted, the other refused, nothing booked twice', async () => {
    const checked = await upload(csv([HEADER, row('RACE01A'), row('RACE02B', '11:00')]), 'race.csv');
    const replies = await Promise.all([apply(checked.uploadID), apply(checked.uploadID, acceptor)]);
    expect(replies.map((r) => errorCode(r) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok']);
    expect(await settledUpload(server.url, manager, checked.uploadID)).toMatchObject({
      status: 'applied',
      created: 2,
    });
    expect(await liveCreations(checked.uploadID)).toHaveLength(2);
  });

  it('an apply job run again after a crash goes on after the rows it had committed', async () => {
    const checked = await upload(
      csv([HEADER, row('RESUME1A'), row('RESUME2B', '11:00'), row('RESUME3C', '12:00')]),
      'resume.csv',
    );
    // As a job that died after committing its first row would leave it: applying, one row done.
    await server.services.db
      .update(appointmentUploads)
      .set({ status: 'applying', appliedRows: 1, created: 1, successful: 1 })
      .where(eq(appointmentUploads.uploadID, checked.uploadID));
    await server.services.jobs.send(
      UPLOAD_JOBS.apply,
      { uploadID: checked.uploadID },
      { id: checked.uploadID },
    );
    const applied = await settledUpload(server.url, manager, checked.uploadID);
    expect(applied).toMatchObject({ status: 'applied', created: 3, successful: 3 });
    expect((await liveCreations(checked.uploadID)).map((a) => a.licensePlate).sort()).toEqual([
      'RESUME2B',
      'RESUME3C',
    ]);
  });

  it('uploadProgress gives the state now, then each change up to the end of the apply', async () => {
    const checked = await upload(csv([HEADER, row('LIVE01A'), row('LIVE02B', '11:00')]), 'live.csv');
    const client = wsClient(server.url, manager);
    type Event = { uploadProgress: { status: string; created: number; processedRows: number } };
    const live = probe<Event>(
      client,
      'subscription ($id: ID!) { uploadProgress(uploadID: $id) { status created processedRows } }',
      { id: checked.uploadID },
    );
    try {
      await live.waitFor((e) => e.uploadProgress.status === 'checked');
      await apply(checked.uploadID);
      const done = await live.waitFor((e) => e.uploadProgress.status === 'applied', 15_000);
      expect(done.uploadProgress).toEqual({ status: 'applied', created: 2, processedRows: 2 });
      // A cashier of the same workshop may not follow it.
      const other = wsClient(server.url, cashier);
      const refused = probe<Event>(
        other,
        'subscription ($id: ID!) { uploadProgress(uploadID: $id) { status } }',
        {
          id: checked.uploadID,
        },
      );
      await expect(refused.waitFor(() => true, 3000)).rejects.toThrow(/FORBIDDEN/);
      refused.dispose();
      await other.dispose();
    } finally {
      live.dispose();
      await client.dispose();
    }
  });

  it('the GraphQL multipart path stores a file the same way', async () => {
    const reply = await gqlUpload<{ createAppointmentUpload: { uploadID: string; formErrors: unknown[] } }>(
      server.url,
      `mutation ($input: CreateAppointmentUploadInput!, $file: File!) {
        createAppointmentUpload(input: $input, file: $file) { uploadID isProcessed formErrors { field code } }
      }`,
      { input: { workshopID: milano } },
      {
        variable: 'file',
        bytes: new Uint8Array(csv([HEADER, row('GQL001A')])),
        name: 'gql.csv',
        type: 'text/csv',
      },
      { token: manager },
    );
    expect(reply.data?.createAppointmentUpload.formErrors).toEqual([]);
    const checked = await settledUpload(server.url, manager, reply.data!.createAppointmentUpload.uploadID);
    expect(checked).toMatchObject({ status: 'checked', created: 1 });
  });
});

describe('hostile and malformed files', () => {
  async function failed(bytes: Uint8Array, name: string) {
    const before = (await server.services.db.select().from(appointments)).length;
    const result = await upload(bytes, name);
    expect(result.status).toBe('failed');
    expect(result.isProcessed).toBe(true);
    expect(result.isSuccessful).toBe(false);
    expect(errorCode(await apply(result.uploadID))).toBe('CONFLICT');
    expect((await server.services.db.select().from(appointments)).length).toBe(before);
    return result;
  }

  it('refuses a file of another type, or empty, before storing it', async () => {
    const png = await postUploadFile(server.url, manager, milano, pngBytes(200), 'photo.xlsx');
    expect([png.status, png.body.error.code]).toEqual([415, 'upload.wrongType']);
    const pdf = await postUploadFile(server.url, manager, milano, Buffer.from('%PDF-1.4'), 'list.pdf');
    expect(pdf.status).toBe(415);
    const empty = await postUploadFile(server.url, manager, milano, new Uint8Array(), 'empty.csv');
    expect([empty.status, empty.body.error.code]).toEqual([400, 'upload.empty']);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = await postUploadFile(
      server.url,
      manager,
      milano,
      Buffer.alloc(10 * 1024 * 1024 + 10, 65),
      'big.csv',
    );
    expect(big.status).toBe(413);
  });

  it('a broken zip, a zip bomb, missing headers, too many rows: failed with a code, nothing booked', async () => {
    const good = await xlsxOf([HEADER, row('ZIP001A')]);
    expect((await failed(good.subarray(0, good.length - 200), 'broken.xlsx')).errorCode).toBe(
      'upload.unreadable',
    );
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(120 * 1024 * 1024, 32) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // 1,000 times its packed size: refused at 100 times, long before the 100 MB (tests/security/upload-bombs.test.ts).
    expect((await failed(bomb, 'bomb.xlsx')).errorCode).toBe('upload.tooCompressed');
    const missing = await failed(
      csv([
        ['Targa', 'Nome'],
        ['AB123CD', 'Mario'],
      ]),
      'missing.csv',
    );
    expect(missing.errorCode).toBe('upload.missingColumns');
    expect(missing.messages[0].message).toContain('mobile');
    const rows = [
      HEADER,
      ...Array.from({ length: 100_000 }, (_, i) => row(`MANY${String(i).padStart(5, '0')}`)),
    ];
    expect((await failed(csv(rows), 'many.csv')).errorCode).toBe('upload.tooManyRows');
    expect((await failed(csv([HEADER]), 'header-only.csv')).errorCode).toBe('upload.noRows');
  }, 60_000);

  it('reads Windows-1252 text and says so; refuses binary noise as an encoding error', async () => {
    const latin = Buffer.from(
      `${HEADER.join(';')}\nW1252AA;Nicol\xf2 Bar\xe0;3331234567;Fiat;Panda;12/06/2031;09:00;Pneumatici\n`,
      'latin1',
    );
    const checked = await upload(latin, 'latin.csv');
    expect(checked).toMatchObject({ status: 'checked', created: 1 });
    expect(checked.messages[0]).toMatchObject({ code: 'upload.readAsWindows1252', messageType: 'warning' });
    const noise = Buffer.from([...Buffer.from('Targa;Nome\n'), 0x01, 0x02, 0x81, 0x03]);
    expect((await failed(noise, 'noise.csv')).errorCode).toBe('upload.encoding');
  });

  it('takes a formula cell’s saved value, never evaluates it, and refuses formula text in a CSV', async () => {
    const sheet = await xlsxOf([HEADER, row('FORM01A')], (ws) => {
      ws.getCell('A2').value = { formula: 'CONCAT("FORM","02B")', result: 'FORM02B' };
      ws.getCell('B2').value = { formula: 'NOW()', result: 'Mario Rossi' };
    });
    const checked = await upload(sheet, 'formulas.xlsx');
    expect(checked.rows[0]).toMatchObject({ action: 'create', licensePlate: 'FORM02B' });
    const injected = await upload(csv([HEADER, ['FORM03C', '=1+2', ...row('').slice(2)]]), 'inject.csv');
    expect(injected.messages).toEqual([
      expect.objectContaining({ rowNumber: 2, field: 'name', code: 'upload.formula' }),
    ]);
  });
});

describe('access and the file routes', () => {
  it('only the upload roles of the workshop; 401 without a token', async () => {
    const bytes = csv([HEADER, row('AUTH01A')]);
    expect((await postUploadFile(server.url, null, milano, bytes, 'a.csv')).status).toBe(401);
    expect((await postUploadFile(server.url, cashier, milano, bytes, 'a.csv')).status).toBe(403);
    expect((await postUploadFile(server.url, acceptor, roma, bytes, 'a.csv')).status).toBe(403);
    const accepted = await upload(bytes, 'a.csv', acceptor);
    const list = `query ($w: ID!) { appointmentsUploads(workshopID: $w) { uploadID } }`;
    expect(errorCode(await gql(server.url, list, { w: milano }, { token: cashier }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, list, { w: roma }, { token: acceptor }))).toBe('FORBIDDEN');
    const one = `query ($id: ID!) { appointmentsUpload(uploadID: $id) { ${UPLOAD_FIELDS} } }`;
    expect(errorCode(await gql(server.url, one, { id: accepted.uploadID }, { token: cashier }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await apply(accepted.uploadID, cashier))).toBe('FORBIDDEN');
    expect(errorCode(await undo(accepted.uploadID, cashier))).toBe('FORBIDDEN');
    const download = await fetch(`${server.url}${UPLOAD_PATH}/${accepted.uploadID}`, {
      headers: { authorization: `Bearer ${cashier}` },
    });
    expect(download.status).toBe(403);
    expect((await readUpload(server.url, manager, accepted.uploadID)).uploadID).toBe(accepted.uploadID);
  });

  it('downloads the original with Content-Disposition; unknown /api paths answer 404', async () => {
    const bytes = fixture('appointments-upload-sample.xlsx');
    const stored = await upload(bytes, 'Prenotazioni città.xlsx');
    const response = await fetch(`${server.url}${UPLOAD_PATH}/${stored.uploadID}`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.status).toBe(200);
    // An attachment whose name, accents included, a browser reads back (RFC 6266 `filename*`).
    const disposition = parseContentDisposition(response.headers.get('content-disposition') ?? '');
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('Prenotazioni città.xlsx');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    const unknown = await fetch(`${server.url}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(
      (
        await fetch(`${server.url}${UPLOAD_PATH}/not-an-id`, {
          headers: { authorization: `Bearer ${manager}` },
        })
      ).status,
    ).toBe(404);
  });
});
