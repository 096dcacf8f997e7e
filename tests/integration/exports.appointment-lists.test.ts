import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffListsPageDocument } from '../../client/src/graphql/generated/graphql.ts';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointments } from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { parseCsv } from '../support/csv-file.ts';
import { fetchDownload } from '../support/downloads.ts';
import { gql, gqlPersisted, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * docs/lists-export.md: the staff lists as CSV and XLSX over real HTTP — the rows the screen's
 * query gives, in its order across the export's pages, the file conventions, who may download,
 * and every malformed request refused with a code.
 */
let server: TestServer;
let manager: Session;
let milano: Awaited<ReturnType<typeof demoWorkshop>>;
let roma: Awaited<ReturnType<typeof demoWorkshop>>;
const HOSTILE_NAME = '=HYPERLINK("http://x.example","premi")';
// A quiet day of the past, booked full: more rows than one export page, many at the same minute.
const BUSY_DAY = '2025-03-11';
const BUSY_ROWS = 640;

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  milano = await demoWorkshop(server, 'MI01');
  roma = await demoWorkshop(server, 'RM01');
  const db = server.services.db;
  await db.insert(appointments).values(
    Array.from({ length: BUSY_ROWS }, (_, i) => ({
      workshopID: milano.workshopID,
      licensePlate: `LX${String(i).padStart(4, '0')}`,
      name: i === 7 ? HOSTILE_NAME : `Cliente ${i}`,
      statusCode: i % 3 === 0 ? STATUS.CheckedOut : STATUS.BookedNotArrived,
      walkIn: false,
      // Ten booking times only: most rows share theirs with 63 others, their ids decide.
      bookingDateTime: new Date(`${BUSY_DAY}T08:${String(i % 10).padStart(2, '0')}:00Z`),
      checkinDateTime: i % 3 === 0 ? new Date(`${BUSY_DAY}T08:30:00Z`) : null,
    })),
  );
  await db.insert(appointments).values({
    workshopID: milano.workshopID,
    licensePlate: 'SP001ZZ',
    name: 'Attesa Ricambi',
    statusCode: STATUS.JobStarted,
    walkIn: true,
    waitingSpareParts: true,
    checkinDateTime: new Date(),
  });
});

afterAll(async () => {
  await server?.stop();
});

function download(
  file: string,
  params: Record<string, string>,
  session: Session | null = manager,
  init: RequestInit = {},
) {
  const query = new URLSearchParams({ workshopID: milano.workshopID, ...params });
  return fetchDownload(`${server.url}/api/exports/appointments/${file}?${query}`, session, init);
}

async function csvOf(file: string, params: Record<string, string>) {
  const reply = await download(file, params);
  expect(reply.status).toBe(200);
  return parseCsv(Buffer.from(await reply.arrayBuffer()));
}

/** The plates the screen's query lists, page after page as the client loads them. */
async function screenPlates(filter: Record<string, unknown>, orderBy: string): Promise<string[]> {
  const plates: string[] = [];
  let after: string | null = null;
  do {
    type Page = {
      appointments: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: { licensePlate: string }[];
      };
    };
    const reply: Awaited<ReturnType<typeof gqlPersisted<Page>>> = await gqlPersisted<Page>(
      server.url,
      StaffListsPageDocument,
      { filter: { workshopID: milano.workshopID, ...filter }, first: 200, after, orderBy },
      { token: manager.token },
    );
    const page = reply.data?.appointments;
    if (!page) throw new Error(JSON.stringify(reply.errors));
    plates.push(...page.nodes.map((node) => node.licensePlate));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return plates;
}

describe('the agenda of a day as CSV', () => {
  it('holds the rows of the screen, in its order, across the pages the export reads', async () => {
    const rows = await csvOf('agenda.csv', { day: BUSY_DAY, lang: 'it' });
    const plates = rows.slice(1).map((row) => row[2]);
    expect(plates).toHaveLength(BUSY_ROWS);
    expect(plates).toEqual(await screenPlates({ day: BUSY_DAY }, 'BOOKING_DATE_TIME_ASC'));
  });

  it('is UTF-8 with a BOM, `;`-separated, headed in Italian and named after the list and day', async () => {
    const reply = await download('agenda.csv', { day: BUSY_DAY, lang: 'it' });
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="Agenda ${BUSY_DAY}.csv"`);
    const rows = parseCsv(Buffer.from(await reply.arrayBuffer()));
    expect(rows[0]).toEqual(['Prenotazione', 'Arrivo', 'Targa', 'Cliente', 'Veicolo', 'Ingresso', 'Stato']);
    // 08:00 UTC is 09:00 in Milan in March (CET).
    expect(rows).toContainEqual([
      `${BUSY_DAY} 09:00`,
      `${BUSY_DAY} 09:30`,
      'LX0000',
      'Cliente 0',
      '',
      'Con appuntamento',
      'Uscito',
    ]);
  });

  it('neutralises a customer name a spreadsheet would run as a formula', async () => {
    const reply = await download('agenda.csv', { day: BUSY_DAY });
    const text = Buffer.from(await reply.arrayBuffer()).toString('utf8');
    expect(text).not.toMatch(/(^|;|\r\n|")=HYPERLINK/);
    expect(text).toContain(`"'=HYPERLINK(""http://x.example"",""premi"")"`);
  });

  it('heads the columns in English with lang=en or Accept-Language', async () => {
    const english = await csvOf('agenda.csv', { day: BUSY_DAY, lang: 'en' });
    expect(english[0]).toEqual(['Booking', 'Arrived', 'Plate', 'Customer', 'Vehicle', 'Entry', 'Status']);
    const reply = await download('agenda.csv', { day: BUSY_DAY }, manager, {
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(parseCsv(Buffer.from(await reply.arrayBuffer()))[0]?.[0]).toBe('Booking');
  });
});

describe('the other lists', () => {
  it('history: the range and entry type of the screen, newest first', async () => {
    const rows = await csvOf('historical.csv', { fromDay: BUSY_DAY, toDay: BUSY_DAY, entryType: 'noShow' });
    const plates = rows.slice(1).map((row) => row[2]);
    expect(plates.length).toBeGreaterThan(400);
    expect(plates).toEqual(
      await screenPlates(
        { fromDay: BUSY_DAY, toDay: BUSY_DAY, historical: true, statusCodes: [STATUS.BookedNotArrived] },
        'BOOKING_DATE_TIME_DESC',
      ),
    );
  });

  it('spare parts, vehicles in the workshop and processings of today list the vehicle in a box', async () => {
    for (const list of ['spareParts', 'inWorkshop', 'processings']) {
      const plates = (await csvOf(`${list}.csv`, {})).flat();
      expect(plates, list).toContain('SP001ZZ');
    }
    expect((await csvOf('anomalies.csv', {})).flat()).not.toContain('SP001ZZ');
  });

  it("the check-in desk's bookings of today: today's not yet arrived, by booking time", async () => {
    const rows = await csvOf('expected.csv', { lang: 'en' });
    expect(rows[0]).toEqual(['Booking', 'Plate', 'Customer', 'Vehicle']);
    const plates = rows.slice(1).map((row) => row[1]);
    expect(plates.length).toBeGreaterThan(0);
    expect(plates).not.toContain('LX0001');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(plates).toEqual(
      await screenPlates({ day: today, statusCodes: [STATUS.BookedNotArrived] }, 'BOOKING_DATE_TIME_ASC'),
    );
  });
});

describe('the desk lists read from the queues and the box', () => {
  const QUEUES = `query ($workshopID: ID!) { queues(workshopID: $workshopID) { name waiting { licensePlate } } }`;

  it('waiting: queue by queue, each in its call order, as the check-in desk shows it', async () => {
    const rows = await csvOf('waiting.csv', { lang: 'en' });
    expect(rows[0]).toEqual(['Queue', 'Plate', 'Customer', 'Entry', 'Booking', 'Arrived']);
    const reply = await gql<{ queues: { name: string; waiting: { licensePlate: string }[] }[] }>(
      server.url,
      QUEUES,
      { workshopID: milano.workshopID },
      manager,
    );
    const screen = reply.data!.queues.flatMap((queue) =>
      queue.waiting.map((row) => [queue.name, row.licensePlate]),
    );
    expect(screen.length).toBeGreaterThan(0);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual(screen);
  });

  it("finishing: today's visits done in a box and not yet gone", async () => {
    const rows = await csvOf('finishing.csv', { lang: 'en' });
    expect(rows[0]).toEqual(['Plate', 'Customer', 'Status', 'Box', 'Acceptor', 'Job ended']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      await screenPlates(
        { day: today, statusCodes: [STATUS.JobEnded, STATUS.ReadyToGo, STATUS.Paid] },
        'CHECKIN_DATE_TIME_ASC',
      ),
    );
  });
});

describe('a list as XLSX', () => {
  it('opens in exceljs with a bold header row and every row of the day', async () => {
    const reply = await download('agenda.xlsx', { day: BUSY_DAY, lang: 'en' });
    expect(reply.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await reply.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Agenda');
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getRow(1).getCell(3).value).toBe('Plate');
    expect(sheet?.rowCount).toBe(BUSY_ROWS + 1);
    // Text as typed: stored as a string, which Excel never evaluates.
    const plates = sheet?.getColumn(3).values ?? [];
    const hostile = sheet?.getRow(plates.indexOf('LX0007')).getCell(4);
    expect(hostile?.value).toBe(HOSTILE_NAME);
    expect(hostile?.type).toBe(ExcelJS.ValueType.String);
  });
});

describe('who may download', () => {
  it('refuses a caller without a token (401) and staff of another workshop (403)', async () => {
    const anonymous = await download('agenda.csv', { day: BUSY_DAY }, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'AUTH_NOT_AUTHORIZED' } });
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    expect((await download('agenda.csv', { day: BUSY_DAY }, acceptor)).status).toBe(200);
    const elsewhere = await download('agenda.csv', { day: BUSY_DAY, workshopID: roma.workshopID }, acceptor);
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});

describe('hostile requests get a 4xx with a code, never a 500', () => {
  it.each([
    ['an unknown list', 'salaries.csv', {}, 404, 'UNKNOWN_TABLE'],
    ['an unknown format', 'agenda.pdf', { day: BUSY_DAY }, 404, 'UNKNOWN_FORMAT'],
    ['an agenda without a day', 'agenda.csv', {}, 400, 'BAD_USER_INPUT'],
    ['a malformed day', 'agenda.csv', { day: '2026-02-30' }, 400, 'BAD_USER_INPUT'],
    [
      'a day and a range',
      'agenda.csv',
      { day: BUSY_DAY, fromDay: BUSY_DAY, toDay: BUSY_DAY },
      400,
      'BAD_USER_INPUT',
    ],
    [
      'a reversed range',
      'historical.csv',
      { fromDay: '2026-03-01', toDay: '2026-02-01' },
      400,
      'BAD_USER_INPUT',
    ],
    ['a filter the list does not take', 'processings.csv', { day: BUSY_DAY }, 400, 'BAD_USER_INPUT'],
    [
      'an unknown entry type',
      'historical.csv',
      { fromDay: BUSY_DAY, toDay: BUSY_DAY, entryType: 'vip' },
      400,
      'BAD_USER_INPUT',
    ],
    [
      'a search too long',
      'historical.csv',
      { fromDay: BUSY_DAY, toDay: BUSY_DAY, search: 'x'.repeat(101) },
      400,
      'BAD_USER_INPUT',
    ],
    ['no workshop', 'anomalies.csv', { workshopID: '' }, 400, 'BAD_USER_INPUT'],
    [
      'an unknown workshop',
      'anomalies.csv',
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
});
