/**
 * The embedded default (PGlite in the server's process, the in-memory bus, no PostgreSQL or Redis:
 * what `npm start` runs): what one workshop can do on it. Desks run whole visits (walk-in, call,
 * job start, job end, to the cashier, payment, exit) for a while, 1, 2 and 4 at once: actions a
 * second and their latency. Then live screens of the workshop's queues (100, 500, 1,000) while a
 * desk registers walk-ins: from the mutation to the payload on every screen. Everything goes
 * through GraphQL over HTTP and WebSocket: the database lives inside the server. Method and
 * figures: docs/performance.md, "The embedded default".
 *
 *   node_modules/.bin/node tests/bench/embedded.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, type Session } from '../support/graphql-client.ts';
import { onCleanup, runAlone } from './support/cleanup.ts';
import { now } from './support/clock.ts';
import { config } from './support/config.ts';
import { Fleet, wsUrl } from './support/fleet.ts';
import { cpuMeter } from './support/proc.ts';
import { type Replica, signInAs, startReplica } from './support/stack.ts';
import { summarize } from './support/stats.ts';
import { type Cell, progress, report, table } from './support/table.ts';

const RESULT = 'appointment { appointmentID } formErrors { field code }';
const act = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;
const WALK_IN = act('registerNewAppointment', 'RegisterNewAppointmentInput');
const NEXT = act('nextCustomer', 'NextCustomerInput');
/** A visit after the call: [mutation, input type, extra input, who runs it]. */
const VISIT: [string, string, Record<string, unknown>, 'desk' | 'cashier'][] = [
  ['jobStart', 'JobStartInput', {}, 'desk'],
  ['jobEnd', 'AppointmentActionInput', {}, 'desk'],
  ['uscita', 'AppointmentActionInput', {}, 'desk'],
  ['confirmPayment', 'ConfirmPaymentInput', { warrantyWork: true }, 'cashier'],
  ['confirmExit', 'ConfirmExitInput', { sendSms: false }, 'cashier'],
];
const QUEUE_CHANGED = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) { version initial }
}`;

interface Floor {
  server: Replica;
  workshopID: string;
  queueID: string;
  brandID: string;
  boxIDs: string[];
  hostess: Session;
  cashier: Session;
  desks: Session[];
  plates: number;
}

type Reply = { appointment: { appointmentID: string } | null; formErrors: { code: string }[] } | undefined;

async function run(floor: Floor, query: string, input: Record<string, unknown>, session: Session) {
  const name = /\{ (\w+)\(/.exec(query)?.[1] ?? '';
  const reply = await gql<Record<string, Reply>>(floor.server.url, query, { input }, session);
  const result = reply.data?.[name];
  if (!result?.appointment) {
    const why = reply.errors?.[0]?.message ?? result?.formErrors.map((e) => e.code).join(',') ?? 'empty';
    throw new Error(`${name}: ${why}`);
  }
  return result.appointment.appointmentID;
}

function walkIn(floor: Floor) {
  floor.plates += 1;
  return run(
    floor,
    WALK_IN,
    {
      workshopID: floor.workshopID,
      queueID: floor.queueID,
      vehicleBrandID: floor.brandID,
      licensePlate: `EB${String(floor.plates).padStart(5, '0')}`,
      name: 'Cliente Prova',
      mobile: '+393331234567',
      description: 'Tagliando',
    },
    floor.hostess,
  );
}

async function setUp(server: Replica): Promise<Floor> {
  const manager = await signInAs(server.url, 'manager');
  const found = await gql<{
    workshops: { nodes: { workshopID: string; workshopCode: string }[] };
    vehicleBrands: { vehicleBrandID: string }[];
  }>(
    server.url,
    '{ workshops(first: 10) { nodes { workshopID workshopCode } } vehicleBrands { vehicleBrandID } }',
    {},
    manager,
  );
  const workshopID = found.data?.workshops.nodes.find((w) => w.workshopCode === 'MI01')?.workshopID;
  const brandID = found.data?.vehicleBrands[0]?.vehicleBrandID;
  if (!workshopID || !brandID) throw new Error(`demo data missing: ${JSON.stringify(found.errors)}`);
  // A queue and boxes of the bench's own, so the demo's waiting customers and busy boxes stay out of it.
  const admin = await signInAs(server.url, 'admin');
  const groups = await gql<{ queueGroups: { queueGroupID: string }[] }>(
    server.url,
    'query ($w: ID!) { queueGroups(workshopID: $w) { queueGroupID } }',
    { w: workshopID },
    admin,
  );
  const queueGroupID = groups.data?.queueGroups[0]?.queueGroupID;
  if (!queueGroupID) throw new Error(`demo queue group missing: ${JSON.stringify(groups.errors)}`);
  const queue = await gql<{ createQueue: { queue: { queueID: string } | null } }>(
    server.url,
    'mutation ($input: CreateQueueInput!) { createQueue(input: $input) { queue { queueID } } }',
    { input: { queueGroupID, name: 'Bench' } },
    admin,
  );
  const queueID = queue.data?.createQueue.queue?.queueID;
  const boxIDs: string[] = [];
  for (let i = 1; i <= Math.max(...config.embedded.desks); i++) {
    const box = await gql<{ createBox: { box: { boxID: string } | null } }>(
      server.url,
      'mutation ($input: CreateBoxInput!) { createBox(input: $input) { box { boxID } } }',
      { input: { workshopID, queueGroupID, name: `Bench ${i}` } },
      admin,
    );
    const boxID = box.data?.createBox.box?.boxID;
    if (boxID) boxIDs.push(boxID);
  }
  if (!queueID || boxIDs.length < Math.max(...config.embedded.desks))
    throw new Error(`could not make the bench's queue and boxes: ${JSON.stringify(queue.errors)}`);
  const deskUsers = ['acceptor1', 'acceptor2', 'manager', 'owner'];
  return {
    server,
    workshopID,
    queueID,
    brandID,
    boxIDs,
    hostess: await signInAs(server.url, 'hostess'),
    cashier: await signInAs(server.url, 'cashier'),
    desks: await Promise.all(deskUsers.map((user) => signInAs(server.url, user))),
    plates: 0,
  };
}

interface DeskRun {
  desks: number;
  actions: number;
  seconds: number;
  latency: ReturnType<typeof summarize>;
  serverCpu: number;
  errors: string[];
}

/** `desks` desks each running whole visits until the time is up. */
async function visits(floor: Floor, desks: number): Promise<DeskRun> {
  const latencies: number[] = [];
  const errors: string[] = [];
  const timed = async <T>(work: () => Promise<T>) => {
    const t0 = now();
    const value = await work();
    latencies.push(now() - t0);
    return value;
  };
  const cpu = cpuMeter([floor.server.pid]);
  const started = now();
  const deadline = started + config.embedded.durationMs;
  await Promise.all(
    Array.from({ length: desks }, async (_, d) => {
      const desk = floor.desks[d] as Session;
      const boxID = floor.boxIDs[d] as string;
      while (now() < deadline) {
        try {
          await timed(() => walkIn(floor));
          const id = await timed(() =>
            run(floor, NEXT, { workshopID: floor.workshopID, boxID, queueID: floor.queueID }, desk),
          );
          for (const [name, input, extra, who] of VISIT) {
            const session = who === 'desk' ? desk : floor.cashier;
            await timed(() => run(floor, act(name, input), { appointmentID: id, ...extra }, session));
          }
        } catch (error) {
          errors.push((error as Error).message);
          if (errors.length > 20) throw error;
        }
      }
    }),
  );
  const seconds = (now() - started) / 1000;
  return {
    desks,
    actions: latencies.length,
    seconds,
    latency: summarize(latencies),
    serverCpu: cpu() / (seconds * 1000),
    errors,
  };
}

interface ScreensRun {
  screens: number;
  subscribed: number;
  latency: ReturnType<typeof summarize>;
  lost: number;
}

/** `size` live screens of the workshop's queues; a desk registers walk-ins one after another. */
async function screens(floor: Floor, fleet: Fleet, token: string, size: number): Promise<ScreensRun> {
  const have = (await fleet.status()).members;
  const status = await fleet.subscribe([wsUrl(floor.server.url)], size - have, {
    token,
    query: QUEUE_CHANGED,
    variables: { workshopID: floor.workshopID },
    field: 'queueChanged',
  });
  const latencies: number[] = [];
  let lost = 0;
  // Each walk-in is one change of the workshop: the next version (nothing else changes it meanwhile).
  let version = (await fleet.status()).maxVersion;
  for (let i = 0; i < config.embedded.events + 2; i++) {
    const t0 = now();
    await walkIn(floor);
    let key = version + 1;
    let got = await fleet.awaitEvent(key, status.subscribed, 5000);
    // A version skipped by an event no screen was sent (none expected): look a few ahead.
    for (let ahead = 2; got === 0 && ahead <= 5; ahead++) {
      key = version + ahead;
      got = await fleet.awaitEvent(key, status.subscribed, 200);
    }
    if (got > 0) version = key;
    const receipts = (await fleet.collect([key]))[key] ?? [];
    if (i < 2) continue; // warm-up
    lost += status.subscribed - got;
    for (const at of receipts) latencies.push(at - t0);
  }
  return { screens: size, subscribed: status.subscribed, latency: summarize(latencies), lost };
}

export async function embeddedBench(): Promise<void> {
  report('## The embedded default (tests/bench/embedded.ts): PGlite and the in-memory bus, one process\n');
  const dataDir = mkdtempSync(join(tmpdir(), 'turno-bench-embedded-'));
  const removeData = onCleanup('remove the embedded data folder', async () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  const fleet = new Fleet('embedded fleet');
  try {
    // No DATABASE_URL and no REDIS_URL: the zero-setup default, on disk as `npm start` keeps it.
    const server = await startReplica({ databaseUrl: '', seed: true, env: { DATA_DIR: dataDir } });
    const floor = await setUp(server);
    const deskRows: Cell[][] = [];
    for (const desks of config.embedded.desks) {
      progress(`${desks} desk(s) running whole visits`);
      const result = await visits(floor, desks);
      deskRows.push([
        desks,
        result.actions,
        (result.actions / result.seconds).toFixed(1),
        result.latency.p50.toFixed(1),
        result.latency.p99.toFixed(1),
        `${(result.serverCpu * 100).toFixed(0)}%`,
        result.errors.length ? `${result.errors.length} (${result.errors[0]})` : 0,
      ]);
    }
    report(
      table(
        'Desk actions on the embedded default (walk-in, call, job start and end, payment, exit)',
        ['desks at once', 'actions', 'actions/s', 'p50, ms', 'p99, ms', 'server CPU (of one core)', 'errors'],
        deskRows,
        [
          'A busy workshop: 60 visits an hour of 7 actions each, about 0.1 action a second (a few a second in a rush).',
        ],
      ),
    );
    const token = (await signInAs(server.url, 'manager')).token;
    const screenRows: Cell[][] = [];
    for (const size of config.embedded.screens) {
      progress(`${size} live screens`);
      const result = await screens(floor, fleet, token, size);
      screenRows.push([
        size,
        result.subscribed,
        result.latency.p50.toFixed(1),
        result.latency.p99.toFixed(1),
        result.lost,
        '≤ 250 ms',
      ]);
    }
    report(
      table(
        'Live screens of one workshop on the embedded default (walk-in → queueChanged on every screen)',
        ['screens', 'subscribed', 'p50, ms', 'p99, ms', 'lost', 'target (PostgreSQL setup)'],
        screenRows,
        ['A workshop has a few TVs and totems, and a phone per waiting customer: tens, not hundreds.'],
      ),
    );
    await fleet.closeAll();
    await server.stop();
  } finally {
    await fleet.close();
    await removeData();
  }
}

if (import.meta.main) runAlone(embeddedBench);
