import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/app/schema.ts';
import { DEMO_PASSWORD, DEMO_USER_PROFILES } from '../../server/app/seed/demo-users.ts';
import {
  appointmentLogs,
  appointments,
  appointmentUploads,
  boxes,
  monitors,
  outboxMessages,
  queueGroups,
  queues,
  rejectReasons,
  roles,
  screenDevices,
  slogans,
  smsSenders,
  surveyQuestions,
  totems,
  users,
  userWorkshopRoles,
  vehicleBrands,
  vehicleModels,
  workshops,
} from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import type { RoleName } from '../../shared/auth/roles.ts';
import { type GraphQLReply, gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { PERMISSIONS_DOC, renderPermissionsDoc } from './permissions-doc.ts';
import { documentFor, REQUESTS, schemaOperations, type Target } from './role-matrix-requests.ts';
import { allows, type OperationType, ROLE_TABLE, type TableCaller, tableRows } from './role-table.ts';

// The role × operation matrix of the hardening issue: every operation of the schema, sent over
// HTTP (subscriptions over WebSocket) by every kind of caller of the demo installation, must be let
// through exactly when the role table (role-table.ts) says so, and what a caller of Milano alone is
// given must hold no id of Roma's data.

type Code = 'MI01' | 'RM01';
type Verdict = 'allowed' | 'denied';

interface Column {
  name: string;
  userName: string | null;
  /** The workshop whose ids the requests carry. */
  aim: Code;
}

const DEMO_ACCOUNTS = DEMO_USER_PROFILES.map((profile) => profile.userName);
const COLUMNS: Column[] = [
  { name: 'anonymous', userName: null, aim: 'MI01' },
  ...DEMO_ACCOUNTS.map((userName) => ({ name: userName, userName, aim: 'MI01' as Code })),
  // Holders of Milano roles (and Milano's screens) aiming at Roma's ids.
  ...['owner', 'acceptor1', 'monitor', 'totem'].map((userName) => ({
    name: `${userName} on Roma`,
    userName,
    aim: 'RM01' as Code,
  })),
];

const DENIALS = new Set(['AUTH_NOT_AUTHORIZED', 'FORBIDDEN']);
/** Replies that say nothing about the policy: a fault, or a request the matrix got wrong. */
const FAULTS = new Set([
  'OPERATION_TOO_COMPLEX',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const CONCURRENCY = 4;
/**
 * Operations that hash a password whoever calls (a sign-in, and the sign-in logout needs to end a
 * session of its own): public, so the answer cannot depend on the caller; one caller of each kind.
 */
const HASHING = new Set(['Mutation.login', 'Mutation.logout']);
const HASHING_COLUMNS = new Set(['anonymous', 'admin', 'acceptor1', 'monitor']);

let server: TestServer;
const schema = buildSchema();
const sessions = new Map<string, Session>();
const targets = new Map<Code, Omit<Target, 'tag' | 'fresh'>>();
const workshopIDs = new Map<Code, string>();
/** What the table needs to know of each column's caller, in the workshop it aims at. */
const callers = new Map<string, TableCaller>();
/** Callers with nothing in Roma: what they are given must hold no Roma id. */
const milanoOnly = new Set<string>();
/** Every id of Roma's data that no Milano-only caller may be given. */
const romaIDs = new Set<string>();

interface Outcome {
  column: string;
  operation: string;
  expected: Verdict;
  actual: Verdict | 'broken';
  detail: string;
  data: unknown;
}
let outcomes: Outcome[] = [];

async function ids<T extends Record<string, unknown>>(rows: Promise<T[]>, key: keyof T): Promise<string[]> {
  return (await rows).map((row) => String(row[key]));
}

async function loadTarget(code: Code) {
  const db = server.services.db;
  const [workshop] = await db.select().from(workshops).where(eq(workshops.workshopCode, code));
  const workshopID = workshop!.workshopID;
  workshopIDs.set(code, workshopID);
  const first = async <T>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw new Error(`demo data of ${code} incomplete`);
    return row;
  };
  const [closed] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.workshopID, workshopID), eq(appointments.statusCode, STATUS.CheckedOut)))
    .limit(1);
  // A member of staff who is none of the callers, so that userRoles asks about someone else.
  const [staff] = await db
    .insert(users)
    .values({ userName: `matrix.${code.toLowerCase()}`, firstname: 'Matrice', lastname: code })
    .returning();
  const [role] = await db.select().from(roles).where(eq(roles.name, 'Accettatore'));
  await db.insert(userWorkshopRoles).values({ userID: staff!.userID, workshopID, roleID: role!.id });
  // A sent SMS of the workshop: resendMessage refuses it (CONFLICT) once the policy lets one through.
  const [message] = await db
    .insert(outboxMessages)
    .values({
      channel: 'sms',
      kind: 'welcomeSms',
      recipient: '3330000000',
      body: 'Matrice',
      status: 'sent',
      workshopID,
    })
    .returning();
  const [failedUpload] = await db
    .insert(appointmentUploads)
    .values({
      workshopID,
      fileName: 'matrix.csv',
      filePath: 'uploads/matrix.csv',
      status: 'failed',
      isProcessed: true,
    })
    .returning();
  targets.set(code, {
    uploadID: failedUpload!.uploadID,
    workshopID,
    queueGroupID: (await first(db.select().from(queueGroups).where(eq(queueGroups.workshopID, workshopID))))
      .queueGroupID,
    queueID: (await first(db.select().from(queues).where(eq(queues.workshopID, workshopID)))).queueID,
    boxID: (await first(db.select().from(boxes).where(eq(boxes.workshopID, workshopID)))).boxID,
    monitorID: (await first(db.select().from(monitors).where(eq(monitors.workshopID, workshopID)))).monitorID,
    totemID: (await first(db.select().from(totems).where(eq(totems.workshopID, workshopID)))).totemID,
    sloganID: (await first(db.select().from(slogans).where(eq(slogans.workshopID, workshopID)))).sloganID,
    closedAppointmentID: closed!.appointmentID,
    staffUserID: staff!.userID,
    sentMessageID: message!.outboxMessageID,
    vehicleBrandID: (await first(db.select().from(vehicleBrands))).vehicleBrandID,
    vehicleModelID: (await first(db.select().from(vehicleModels))).vehicleModelID,
    rejectReasonID: (await first(db.select().from(rejectReasons))).rejectReasonID,
    smsSenderID: (await first(db.select().from(smsSenders))).smsSenderID,
    unknownID: randomUUID(),
  });
}

/**
 * The demo binds one monitor account and one totem account to both workshops' screens; here Roma's
 * get accounts of their own, so that the demo's `monitor` and `totem` are Milano's screens alone.
 */
async function giveRomaItsOwnScreens() {
  const db = server.services.db;
  const roma = workshopIDs.get('RM01')!;
  const account = async (userName: string) =>
    (await db.insert(users).values({ userName, firstname: 'Schermo', lastname: 'Roma' }).returning())[0]!
      .userID;
  await db
    .update(monitors)
    .set({ userID: await account('matrix.roma.screen') })
    .where(eq(monitors.workshopID, roma));
  await db
    .update(totems)
    .set({ userID: await account('matrix.roma.kiosk') })
    .where(eq(totems.workshopID, roma));
}

/** A row made for one delete request, in the workshop the request aims at. */
async function fresh(code: Code, kind: Parameters<Target['fresh']>[0], tag: string): Promise<string> {
  const db = server.services.db;
  const t = targets.get(code)!;
  const name = `Matrice ${tag}`;
  switch (kind) {
    case 'queueGroup':
      return (await db.insert(queueGroups).values({ workshopID: t.workshopID, name }).returning())[0]!
        .queueGroupID;
    case 'queue':
      return (
        await db
          .insert(queues)
          .values({ workshopID: t.workshopID, queueGroupID: t.queueGroupID, name })
          .returning()
      )[0]!.queueID;
    case 'box':
      return (
        await db
          .insert(boxes)
          .values({ workshopID: t.workshopID, queueGroupID: t.queueGroupID, name })
          .returning()
      )[0]!.boxID;
    case 'monitor':
      return (await db.insert(monitors).values({ workshopID: t.workshopID, name }).returning())[0]!.monitorID;
    case 'totem':
      return (await db.insert(totems).values({ workshopID: t.workshopID, name }).returning())[0]!.totemID;
    case 'slogan':
      return (
        await db.insert(slogans).values({ workshopID: t.workshopID, title: name, duration: 10 }).returning()
      )[0]!.sloganID;
    case 'screenDevice': {
      const seen = new Date();
      const values = {
        workshopID: t.workshopID,
        userID: t.staffUserID,
        deviceID: randomUUID(),
        kind: 'monitor' as const,
        screenID: t.monitorID,
        screenName: name,
        version: 'matrix',
        firstSeenAt: seen,
        lastSeenAt: seen,
      };
      return (await db.insert(screenDevices).values(values).returning())[0]!.screenDeviceID;
    }
  }
}

/** Who a column's caller is for the table, in the workshop it aims at. */
async function tableCaller(column: Column): Promise<TableCaller> {
  if (!column.userName)
    return { signedIn: false, isAdmin: false, rolesThere: [], deviceOf: null, aboutSelf: false };
  const profile = DEMO_USER_PROFILES.find((p) => p.userName === column.userName)!;
  const t = targets.get(column.aim)!;
  const userID = sessions.get(column.userName)!.userID;
  const db = server.services.db;
  const [monitor] = await db.select().from(monitors).where(eq(monitors.monitorID, t.monitorID));
  const [totem] = await db.select().from(totems).where(eq(totems.totemID, t.totemID));
  return {
    signedIn: true,
    isAdmin: profile.isAdmin === true,
    rolesThere: profile.roles.filter((r) => r.workshopCode === column.aim).map((r) => r.role as RoleName),
    deviceOf: monitor?.userID === userID ? 'monitor' : totem?.userID === userID ? 'totem' : null,
    aboutSelf: t.staffUserID === userID,
  };
}

/** Roma's rows, and the accounts that belong to Roma alone. */
async function loadRomaIDs() {
  const db = server.services.db;
  const roma = workshopIDs.get('RM01')!;
  const milano = workshopIDs.get('MI01')!;
  const inRoma = <T extends { workshopID: unknown }>(table: T) => eq(table.workshopID as never, roma);
  const lists = await Promise.all([
    ids(db.select().from(queueGroups).where(inRoma(queueGroups)), 'queueGroupID'),
    ids(db.select().from(queues).where(inRoma(queues)), 'queueID'),
    ids(db.select().from(boxes).where(inRoma(boxes)), 'boxID'),
    ids(db.select().from(monitors).where(inRoma(monitors)), 'monitorID'),
    ids(db.select().from(totems).where(inRoma(totems)), 'totemID'),
    ids(db.select().from(slogans).where(inRoma(slogans)), 'sloganID'),
    ids(db.select().from(appointments).where(inRoma(appointments)), 'appointmentID'),
    ids(db.select().from(appointmentLogs).where(inRoma(appointmentLogs)), 'appointmentLogID'),
    ids(db.select().from(surveyQuestions).where(inRoma(surveyQuestions)), 'customerSurveyQuestionID'),
  ]);
  for (const id of [roma, ...lists.flat()]) romaIDs.add(id.toLowerCase());
  // Accounts with a role in Roma and none in Milano, and Roma's screens' accounts.
  const held = await db.select().from(userWorkshopRoles);
  const romaHolders = new Set(held.filter((r) => r.workshopID === roma).map((r) => r.userID));
  const milanoHolders = new Set(held.filter((r) => r.workshopID === milano).map((r) => r.userID));
  for (const userID of romaHolders) if (!milanoHolders.has(userID)) romaIDs.add(userID.toLowerCase());
  const screens = [
    ...(await db.select().from(monitors).where(inRoma(monitors))),
    ...(await db.select().from(totems).where(inRoma(totems))),
  ];
  const milanoScreens = [
    ...(await db.select().from(monitors).where(eq(monitors.workshopID, milano))),
    ...(await db.select().from(totems).where(eq(totems.workshopID, milano))),
  ].map((s) => s.userID);
  for (const screen of screens)
    if (screen.userID && !milanoScreens.includes(screen.userID)) romaIDs.add(screen.userID.toLowerCase());
  // Milano's callers with nothing in Roma: not admin, no role there, no Roma screen bound to them.
  for (const profile of DEMO_USER_PROFILES) {
    const userID = sessions.get(profile.userName)!.userID;
    const boundInRoma = screens.some((s) => s.userID === userID);
    if (!profile.isAdmin && !romaHolders.has(userID) && !boundInRoma) milanoOnly.add(profile.userName);
  }
}

beforeAll(async () => {
  // Each caller comes from its own address, so the per-address limits of the public forms count
  // each caller's one request, as they would for callers on different machines.
  server = await startTestServer({ TRUST_PROXY: 'true' });
  await loadTarget('MI01');
  await loadTarget('RM01');
  await giveRomaItsOwnScreens();
  const signedIn = await pool(
    DEMO_ACCOUNTS.map((userName) => () => signIn(server.url, userName, DEMO_PASSWORD)),
    3,
  );
  for (const [i, userName] of DEMO_ACCOUNTS.entries()) sessions.set(userName, signedIn[i]!);
  for (const column of COLUMNS) callers.set(column.name, await tableCaller(column));
  await loadRomaIDs();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The replies the foreign-id check reads select one level of nested objects; the others, none. */
function depthFor(column: Column): number {
  return column.userName && milanoOnly.has(column.userName) ? 1 : 0;
}

function addressOf(column: Column): string {
  return `10.77.0.${COLUMNS.indexOf(column) + 1}`;
}

/** The reply's verdict: denied by the policy, let through, or something the matrix cannot judge. */
function judge(
  errors: GraphQLReply['errors'],
  aimsAbroad: boolean,
): { verdict: Verdict | 'broken'; detail: string } {
  const root = (errors ?? []).filter(
    (e) => !('path' in e) || ((e as { path?: unknown[] }).path?.length ?? 0) <= 1,
  );
  const nested = (errors ?? []).filter((e) => !root.includes(e));
  const code = root[0]?.extensions?.code;
  const detail = (errors ?? []).map((e) => `${e.extensions?.code ?? '?'}: ${e.message}`).join(' | ');
  if (code && DENIALS.has(code)) return { verdict: 'denied', detail };
  if (code === 'NOT_FOUND' && aimsAbroad) return { verdict: 'denied', detail };
  if (nested.length > 0) return { verdict: 'broken', detail };
  if (root.length > 0 && (!code || FAULTS.has(code))) return { verdict: 'broken', detail };
  return { verdict: 'allowed', detail };
}

async function sendHttp(
  column: Column,
  type: OperationType,
  name: string,
  args: Record<string, unknown>,
  depth: number,
) {
  let token = column.userName ? sessions.get(column.userName)!.token : null;
  // logout ends the session it is sent with: it gets a session of its own.
  if (name === 'logout' && column.userName)
    token = (await signIn(server.url, column.userName, DEMO_PASSWORD)).token;
  const options = { token, headers: { 'x-forwarded-for': addressOf(column) } };
  return gql(server.url, documentFor(schema, type, name, args, depth), args, options);
}

/** Subscribes over a WebSocket and waits for the first event or the refusal. */
async function sendWs(column: Column, name: string, args: Record<string, unknown>, depth: number) {
  const token = column.userName ? sessions.get(column.userName)!.token : undefined;
  const client = wsClient(server.url, token, { 'x-forwarded-for': addressOf(column) });
  try {
    return await new Promise<{ data: unknown; errors: GraphQLReply['errors'] }>((resolve) => {
      const timer = setTimeout(
        () => resolve({ data: null, errors: [{ message: 'no event within 10 s' }] }),
        10_000,
      );
      const dispose = client.subscribe(
        { query: documentFor(schema, 'Subscription', name, args, depth), variables: args },
        {
          next: (value) => {
            clearTimeout(timer);
            dispose();
            resolve({ data: value.data ?? null, errors: value.errors as GraphQLReply['errors'] });
          },
          error: (error) => {
            clearTimeout(timer);
            const errors = Array.isArray(error)
              ? error
              : [{ message: String((error as Error).message ?? error) }];
            resolve({ data: null, errors: errors as GraphQLReply['errors'] });
          },
          complete: () => {},
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

async function runCase(column: Column, type: OperationType, name: string, index: number): Promise<Outcome> {
  const row = ROLE_TABLE[type][name]!;
  const base = targets.get(column.aim)!;
  const tag = `${index}x${Date.now().toString(36)}`;
  const target: Target = { ...base, tag, fresh: (kind) => fresh(column.aim, kind, tag) };
  const args = await REQUESTS[type][name]!(target);
  const send = (depth: number) =>
    type === 'Subscription' ? sendWs(column, name, args, depth) : sendHttp(column, type, name, args, depth);
  let reply = await send(depthFor(column));
  // Over the caller's cost limit (anonymous and device callers have low ones): the same request
  // with the reply's own fields only. The limit is checked before any resolver runs.
  if (reply.errors?.[0]?.extensions?.code === 'OPERATION_TOO_COMPLEX') reply = await send(0);
  const { verdict, detail } = judge(reply.errors, column.aim !== 'MI01');
  const expected: Verdict = allows(row.access, callers.get(column.name)!) ? 'allowed' : 'denied';
  return {
    column: column.name,
    operation: `${type}.${name}`,
    expected,
    actual: verdict,
    detail,
    data: reply.data,
  };
}

/** Runs `jobs` a few at a time (the machine is small and shared). */
async function pool<T>(jobs: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

describe('the role table', () => {
  it('has a row and a request for every operation of the schema, and none for an operation it lacks', () => {
    const rows = tableRows().map(({ type, name }) => `${type}.${name}`);
    const requests = (Object.keys(REQUESTS) as OperationType[]).flatMap((type) =>
      Object.keys(REQUESTS[type]).map((name) => `${type}.${name}`),
    );
    const operations = schemaOperations(schema);
    expect(
      operations.filter((op) => !rows.includes(op)),
      'operations without a row',
    ).toEqual([]);
    expect(
      rows.filter((op) => !operations.includes(op)),
      'rows without an operation',
    ).toEqual([]);
    expect(
      operations.filter((op) => !requests.includes(op)),
      'operations without a request',
    ).toEqual([]);
  });

  it('is what docs/permissions.md says (node tests/security/permissions-doc.ts prints it)', () => {
    expect(readFileSync(PERMISSIONS_DOC, 'utf8')).toBe(renderPermissionsDoc());
  });
});

describe('the role × operation matrix', () => {
  beforeAll(async () => {
    const jobs: (() => Promise<Outcome>)[] = [];
    for (const { type, name, row } of tableRows()) {
      for (const column of COLUMNS) {
        // Aiming at Roma's ids only means something for an operation that names a workshop.
        if (column.aim !== 'MI01' && row.access.kind !== 'workshop') continue;
        if (HASHING.has(`${type}.${name}`) && !HASHING_COLUMNS.has(column.name)) continue;
        // The index now: read inside the job it would be the final count, the same for every job.
        const index = jobs.length;
        jobs.push(() => runCase(column, type, name, index));
      }
    }
    outcomes = await pool(jobs, CONCURRENCY);
  }, 120_000);

  it('gives every reply a verdict (no fault, no nested error)', () => {
    const broken = outcomes
      .filter((o) => o.actual === 'broken')
      .map((o) => `${o.operation} by ${o.column}: ${o.detail}`);
    expect(broken).toEqual([]);
  });

  it('lets nobody through whom the table refuses (0 unexpected allows)', () => {
    const unexpected = outcomes
      .filter((o) => o.expected === 'denied' && o.actual === 'allowed')
      .map((o) => `${o.operation} by ${o.column}`);
    expect(unexpected).toEqual([]);
  });

  it('refuses nobody whom the table lets through (0 unexpected denials)', () => {
    const unexpected = outcomes
      .filter((o) => o.expected === 'allowed' && o.actual === 'denied')
      .map((o) => `${o.operation} by ${o.column}: ${o.detail}`);
    expect(unexpected).toEqual([]);
  });

  it('gives a caller of Milano alone no id of Roma’s data (0 foreign ids)', () => {
    expect(romaIDs.size).toBeGreaterThan(20);
    expect([...milanoOnly].sort()).toEqual([
      'acceptor1',
      'acceptor2',
      'aftersales',
      'backoffice',
      'booking',
      'cashier',
      'hostess',
      'monitor',
      'owner',
      'totem',
    ]);
    const read = outcomes
      .filter((o) => o.actual === 'allowed' && milanoOnly.has(o.column.replace(/ on Roma$/, '')))
      .flatMap((o) =>
        [...new Set(JSON.stringify(o.data ?? null).match(UUID) ?? [])].map((id) => ({
          o,
          id: id.toLowerCase(),
        })),
      );
    // The replies do carry ids (Milano's), so the check has something to read.
    expect(read.length).toBeGreaterThan(500);
    const leaks = read
      .filter(({ id }) => romaIDs.has(id))
      .map(({ o, id }) => `${o.operation} by ${o.column}: ${id}`);
    expect(leaks).toEqual([]);
  });
});

describe('fields with a rule of their own', () => {
  it("Workshop.userWorkshopRoles is the workshop's staff list: its managers' (and admins') only", async () => {
    const query = '{ workshops(first: 10) { nodes { workshopID userWorkshopRoles { user { userID } } } } }';
    const hostess = await gql(server.url, query, {}, { token: sessions.get('hostess')!.token });
    expect(hostess.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const owner = await gql<{ workshops: { nodes: { userWorkshopRoles: unknown[] }[] } }>(
      server.url,
      query,
      {},
      { token: sessions.get('owner')!.token },
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.workshops.nodes[0]!.userWorkshopRoles.length).toBeGreaterThan(0);
  });
});
