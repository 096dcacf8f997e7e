import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointments } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { parseCsv } from '../support/csv-file.ts';
import { fetchDownload } from '../support/downloads.ts';
import { type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * docs/statistics.md, "Exports": the Statistics screen's tables as CSV and XLSX over real HTTP —
 * who may download them, what the files hold, and how every malformed request is refused.
 */
let server: TestServer;
let manager: Session;
let milano: Awaited<ReturnType<typeof demoWorkshop>>;
let roma: Awaited<ReturnType<typeof demoWorkshop>>;
const HOSTILE_QUEUE = '=HYPERLINK("http://x.example","premi")';
// A day each side of today covers today in any workshop's zone.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const period = { fromDay: day(-1), toDay: day(1) };

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  milano = await demoWorkshop(server, 'MI01');
  roma = await demoWorkshop(server, 'RM01');
  // A queue whose name starts a formula, with one arrival in it: the per-queue file must carry it inert.
  const queueID = await milano.newQueue(HOSTILE_QUEUE);
  await server.services.db.insert(appointments).values({
    workshopID: milano.workshopID,
    licensePlate: 'EX001AA',
    name: 'Cliente Export',
    statusCode: STATUS.CheckedInRandom,
    walkIn: true,
    assignedQueueID: queueID,
    checkinDateTime: new Date(),
  });
});

afterAll(async () => {
  await server?.stop();
});

function exportUrl(file: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ workshopID: milano.workshopID, ...period, ...params });
  return `${server.url}/api/exports/statistics/${file}?${query}`;
}

function download(
  file: string,
  params: Record<string, string> = {},
  session: Session | null = manager,
  init: RequestInit = {},
) {
  return fetchDownload(exportUrl(file, params), session, init);
}

describe('a statistics table as CSV', () => {
  it('is UTF-8 with a BOM, `;`-separated, headed in Italian, named after the table and period', async () => {
    const reply = await download('perQueue.csv', { lang: 'it' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="Per coda ${period.fromDay} ${period.toDay}.csv"`,
    );
    const rows = parseCsv(Buffer.from(await reply.arrayBuffer()));
    expect(rows[0]).toEqual(['Coda', 'Arrivi', 'Attesa media (min)']);
    expect(rows).toContainEqual([`'${HOSTILE_QUEUE}`, '1', '']);
  });

  it('neutralises every text cell a spreadsheet would run as a formula', async () => {
    const reply = await download('perQueue.csv');
    const text = Buffer.from(await reply.arrayBuffer()).toString('utf8');
    expect(text).not.toMatch(/(^|;|\r\n|")=HYPERLINK/);
    expect(text).toContain(`"'=HYPERLINK(""http://x.example"",""premi"")"`);
  });

  it('follows Accept-Language without `lang`, and `lang` over Accept-Language', async () => {
    const english = parseCsv(
      Buffer.from(
        await (
          await download('kpis.csv', {}, manager, { headers: { 'accept-language': 'en-GB,en;q=0.8' } })
        ).arrayBuffer(),
      ),
    );
    expect(english[0]).toEqual(['Figure', 'Value']);
    expect(english.map((row) => row[0])).toContain('Walk-in arrivals');
    const italian = parseCsv(
      Buffer.from(
        await (
          await download('kpis.csv', { lang: 'it' }, manager, { headers: { 'accept-language': 'en' } })
        ).arrayBuffer(),
      ),
    );
    expect(italian[0]).toEqual(['Indicatore', 'Valore']);
    expect(italian.map((row) => row[0])).toContain('Arrivi senza appuntamento');
  });

  it.each(['kpis', 'perQueue', 'perAcceptor', 'timing', 'workingDetails'])('exports %s', async (table) => {
    const reply = await download(`${table}.csv`, { lang: 'en' });
    expect(reply.status).toBe(200);
    expect(parseCsv(Buffer.from(await reply.arrayBuffer())).length).toBeGreaterThan(1);
  });
  it('takes a `lang` other than it or en as absent', async () => {
    const reply = await download('kpis.csv', { lang: 'fr' }, manager, {
      headers: { 'accept-language': 'en' },
    });
    expect(parseCsv(Buffer.from(await reply.arrayBuffer()))[0]).toEqual(['Figure', 'Value']);
  });

  it('answers HEAD with the headers and no body', async () => {
    const reply = await download('kpis.csv', {}, manager, { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('attachment');
    expect((await reply.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('a statistics table as XLSX', () => {
  it('opens in exceljs with a bold header row, numbers as numbers and text as typed', async () => {
    const reply = await download('perQueue.xlsx', { lang: 'en' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.headers.get('content-disposition')).toContain(
      `filename="By queue ${period.fromDay} ${period.toDay}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await reply.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('By queue');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Queue', 'Arrivals', 'Average wait (min)']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const hostile = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((row) => row.getCell(1).value === HOSTILE_QUEUE);
    expect(hostile?.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(hostile?.getCell(2).value).toBe(1);
  });
});

describe('who may download', () => {
  it('refuses a caller without a token or with a forged one', async () => {
    const anonymous = await download('kpis.csv', {}, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'AUTH_NOT_AUTHORIZED' } });
    const forged = await download('kpis.csv', {}, { ...manager, token: 'not.a.token' });
    expect(forged.status).toBe(401);
  });

  it('refuses roles outside Statistics, and Booking in a workshop not its own', async () => {
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const refused = await download('kpis.csv', {}, acceptor);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const booking = await signIn(server.url, 'booking', DEMO_PASSWORD);
    expect((await download('kpis.csv', {}, booking)).status).toBe(200);
    const elsewhere = await download('kpis.csv', { workshopID: roma.workshopID }, booking);
    expect(elsewhere.status).toBe(403);
  });
});

describe('hostile requests get a 4xx with a code, never a 500', () => {
  it.each([
    ['an unknown table', 'salaries.csv', {}, 404, 'UNKNOWN_TABLE'],
    ['a path with more dots', 'kpis.csv.exe', {}, 404, 'UNKNOWN_TABLE'],
    ['an unknown format', 'kpis.pdf', {}, 404, 'UNKNOWN_FORMAT'],
    ['a malformed day', 'kpis.csv', { fromDay: '2026-02-30' }, 400, 'BAD_USER_INPUT'],
    ['text for a day', 'kpis.csv', { toDay: "'; drop table users;--" }, 400, 'BAD_USER_INPUT'],
    ['a reversed period', 'kpis.csv', { fromDay: '2026-03-01', toDay: '2026-02-01' }, 400, 'BAD_USER_INPUT'],
    [
      'a period over three years',
      'kpis.csv',
      { fromDay: '2020-01-01', toDay: '2026-01-01' },
      400,
      'BAD_USER_INPUT',
    ],
    ['a missing day', 'kpis.csv', { fromDay: '' }, 400, 'BAD_USER_INPUT'],
    ['an unknown entry type', 'kpis.csv', { entryType: 'VIP' }, 400, 'BAD_USER_INPUT'],
    ['a malformed workshop id', 'kpis.csv', { workshopID: 'MI01' }, 404, 'NOT_FOUND'],
    [
      'an unknown workshop',
      'kpis.csv',
      { workshopID: '00000000-0000-4000-8000-000000000000' },
      403,
      'FORBIDDEN',
    ],
  ] as const)('%s', async (_what, file, params, status, code) => {
    const reply = await download(file, params);
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(await reply.json()).toMatchObject({ error: { code } });
  });

  it('answers a POST with 405', async () => {
    const reply = await download('kpis.csv', {}, manager, { method: 'POST' });
    expect(reply.status).toBe(405);
    expect(await reply.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
  });
});
