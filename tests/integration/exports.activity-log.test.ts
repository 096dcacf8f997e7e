import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, appointments } from '../../server/core/db/schema/index.ts';
import { EVENT_LABELS } from '../../shared/appointments/event-labels.ts';
import { parseCsv } from '../support/csv-file.ts';
import { fetchDownload } from '../support/downloads.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * The /Logs screen's lines as a file (docs/lists-export.md, "The activity log"): the lines the
 * `logs` query gives for the same filter, newest first, in the reader's language; managers only;
 * hostile filters refused with a code.
 */
let server: TestServer;
let manager: Session;
let acceptor: Session;
let workshopID: string;
const HOSTILE_NOTE = '=HYPERLINK("http://x.example","premi")';
const LOGS = `query ($filter: LogFilter!, $first: Int, $after: String) {
  logs(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { actionType appointment { licensePlate } }
  }
}`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  workshopID = (await demoWorkshop(server, 'MI01')).workshopID;
  const [visit] = await server.services.db
    .insert(appointments)
    .values({ workshopID, licensePlate: 'LG001AA', name: 'Registro', statusCode: 1, walkIn: false })
    .returning();
  // More lines than one page of the export, the newest with a note a spreadsheet would run.
  await server.services.db.insert(appointmentLogs).values(
    Array.from({ length: 620 }, (_, i) => ({
      appointmentID: visit!.appointmentID,
      workshopID,
      actionType: i % 2 ? 'Comment' : 'FollowUp',
      notes: i === 619 ? HOSTILE_NOTE : `nota ${i}`,
    })),
  );
});

afterAll(async () => {
  await server?.stop();
});

function download(params: Record<string, string>, session: Session | null = manager) {
  const query = new URLSearchParams({ workshopID, ...params });
  return fetchDownload(`${server.url}/api/exports/logs/log.csv?${query}`, session);
}

async function screenLines(filter: Record<string, unknown>) {
  const lines: { actionType: string; plate: string | null }[] = [];
  let after: string | null = null;
  do {
    type Page = {
      logs: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: { actionType: string; appointment: { licensePlate: string } | null }[];
      };
    };
    const reply: Awaited<ReturnType<typeof gql<Page>>> = await gql<Page>(
      server.url,
      LOGS,
      { filter: { workshopID, ...filter }, first: 200, after },
      manager,
    );
    const page = reply.data!.logs;
    lines.push(
      ...page.nodes.map((n) => ({ actionType: n.actionType, plate: n.appointment?.licensePlate ?? null })),
    );
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return lines;
}

describe('the activity log as a file', () => {
  it("holds the screen's lines for the same filter, newest first, across the export's pages", async () => {
    const filter = { fromDay: today(), toDay: today() };
    const reply = await download({ ...filter, lang: 'en' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('Activity log');
    const rows = parseCsv(Buffer.from(await reply.arrayBuffer()));
    expect(rows[0]).toEqual(['Date and time', 'Action', 'Plate', 'Status', 'By', 'Notes']);
    const screen = await screenLines(filter);
    expect(screen.length).toBeGreaterThan(600);
    expect(rows.slice(1).map((row) => [row[1], row[2]])).toEqual(
      screen.map((line) => [(EVENT_LABELS.en as Record<string, string>)[line.actionType], line.plate ?? '']),
    );
    // The newest line's note is text, not a formula.
    expect(rows[1]?.[5]).toBe(`'${HOSTILE_NOTE}`);
  });

  it('narrows to an action type, in Italian by default', async () => {
    const rows = parseCsv(Buffer.from(await (await download({ actionTypes: 'Comment' })).arrayBuffer()));
    expect(rows[0]?.[0]).toBe('Data e ora');
    expect(new Set(rows.slice(1).map((row) => row[1]))).toEqual(new Set([EVENT_LABELS.it.Comment]));
  });

  it('is for managers: 401 without a token, 403 for an acceptor', async () => {
    expect((await download({}, null)).status).toBe(401);
    const refused = await download({}, acceptor);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  });

  it('refuses hostile filters with 400 and a code', async () => {
    const hostile: Record<string, string>[] = [
      { actionTypes: 'DropTable' },
      { userID: "1' or '1'='1" },
      { fromDay: '2026-13-01', toDay: '2026-13-02' },
      { fromDay: '2020-01-01', toDay: '2026-01-01' },
      { boxID: 'x' },
    ];
    for (const params of hostile) {
      const reply = await download(params);
      expect(reply.status, JSON.stringify(params)).toBe(400);
      expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
    }
  });
});
