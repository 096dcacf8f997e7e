/**
 * Reconnect storm: 2,000 queue screens (graphql-ws createClient with the SPA's retry policy and
 * capped jittered backoff) subscribed on replica A, with replica B running on the same PostgreSQL
 * and Redis. A dies (SIGKILL); measured: time until 99% are subscribed again and hold a fresh
 * initial state. Two ways back: A restarted on its port, and failover to B as the nginx upstream
 * does. Method and limits: docs/performance.md.
 *
 *   node_modules/.bin/node tests/bench/reconnect-storm.ts
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAlone } from './support/cleanup.ts';
import { now, sleep } from './support/clock.ts';
import { config } from './support/config.ts';
import {
  type ProfileSummary,
  reportProfile,
  startProfiling,
  stopProfiling,
  summarizeProfile,
} from './support/cpu-profile.ts';
import { Fleet, type SubscriptionSpec, wsUrl } from './support/fleet.ts';
import { machineMeter, waitForQuiet } from './support/machine.ts';
import { startStatementCounter } from './support/pg-counter.ts';
import { cpuMeter } from './support/proc.ts';
import {
  createArena,
  createBenchDatabase,
  createPrivateRedis,
  demoRows,
  type Replica,
  seatWaiting,
  signInAs,
  startReplica,
} from './support/stack.ts';
import { percentile } from './support/stats.ts';
import { type Cell, progress, ratio, report, table } from './support/table.ts';

const SUBSCRIPTION = `subscription ($workshopID: ID!) {
  queueChanged(workshopID: $workshopID) {
    version initial
    queues { queueID name waitingCount waiting { appointmentID licensePlate position estimatedWaitMinutes } }
    counts { booked checkedInBooked checkedInRandom accepted managed }
  }
}`;

interface Storm {
  scenario: string;
  clients: number;
  /** Scenario "restart": how long the new process took to answer /readyz. */
  serverBackMs: number | null;
  connected: number[];
  initial: number[];
  errors: number;
  /** CPU of the replica(s) receiving the storm, during it. */
  cpuMs: number;
  /** SQL statements the replicas sent during the storm. */
  statements: number;
  /** Percent of the machine other work took during the storm. */
  others: number;
}

function summary(storm: Storm): Cell[] {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const initial = sorted(storm.initial);
  const connected = sorted(storm.connected);
  const at = (values: number[], share: number) =>
    values.length >= Math.ceil(storm.clients * share)
      ? percentile(values, (share * 100 * storm.clients) / values.length)
      : null;
  const t99 = at(initial, 0.99);
  return [
    storm.scenario,
    storm.clients,
    storm.serverBackMs,
    at(connected, 0.99),
    at(initial, 0.5),
    t99,
    at(initial, 1),
    storm.clients - initial.length,
    storm.cpuMs,
    storm.statements / storm.clients,
    t99 === null ? 'not reached' : ratio(t99, 10_000),
    `${storm.others.toFixed(0)}%`,
  ];
}

async function storm(
  fleet: Fleet,
  statements: () => number,
  scenario: string,
  clients: number,
  receivers: () => Replica[],
  kill: () => Promise<void>,
  revive: () => Promise<number | null>,
): Promise<Storm> {
  if (config.waitForQuiet) await waitForQuiet(config.quietMaxWaitMs / 4);
  const before = await fleet.status();
  const load = machineMeter();
  const since = now();
  await kill();
  const statements0 = statements();
  const serverBackMs = await revive();
  const cpu = cpuMeter(receivers().map((r) => r.pid));
  const result = await fleet.awaitResubscribed(since, config.storm.timeoutMs);
  const cpuMs = cpu();
  const sent = statements() - statements0;
  progress(`${scenario}: ${result.initial.length}/${clients} back with their state`);
  return {
    scenario,
    clients,
    serverBackMs,
    connected: result.connected.map((t) => t - since),
    initial: result.initial.map((t) => t - since),
    errors: result.errors - before.errors,
    cpuMs,
    statements: sent,
    others: load().others,
  };
}

export async function reconnectStorm(): Promise<void> {
  report('## 4. Reconnect storm: 2,000 screens lose their replica\n');
  const clients = config.storm.clients;
  const db = await createBenchDatabase();
  const redis = await createPrivateRedis();
  const counter = await startStatementCounter(db.url);
  const fleet = new Fleet('storm fleet');
  try {
    let a = await startReplica({ databaseUrl: counter.url, redisUrl: redis.url, seed: true });
    const b = await startReplica({ databaseUrl: counter.url, redisUrl: redis.url });
    const demo = await demoRows(db.sql);
    const arena = await createArena(db.sql, demo.workshopID, 'storm', 1);
    await seatWaiting(db.sql, demo.workshopID, arena.queueID, 10);
    const spec: SubscriptionSpec = {
      token: (await signInAs(a.url, 'manager')).token,
      query: SUBSCRIPTION,
      variables: { workshopID: demo.workshopID },
      field: 'queueChanged',
    };
    const opened = await fleet.subscribeRetrying([wsUrl(a.url)], clients, spec);
    if (opened.subscribed !== clients)
      throw new Error(`${opened.subscribed}/${clients} subscribed (${opened.lastError})`);
    progress(`${clients} screens subscribed on A in ${((opened.ms ?? 0) / 1000).toFixed(1)} s`);
    await sleep(2000);

    const storms: Storm[] = [];
    const port = a.port;
    storms.push(
      await storm(
        fleet,
        counter.statements,
        'A killed and restarted on its port',
        clients,
        () => [a],
        () => a.kill(),
        async () => {
          const started = now();
          a = await startReplica({ databaseUrl: counter.url, redisUrl: redis.url, port });
          return now() - started;
        },
      ),
    );
    await sleep(3000);

    storms.push(
      await storm(
        fleet,
        counter.statements,
        'A killed, screens fail over to B',
        clients,
        () => [b],
        async () => {
          // The proxy's view: a connection refused by A goes to the next upstream, B.
          await fleet.setTargets([wsUrl(b.url)]);
          await a.kill();
        },
        async () => null,
      ),
    );
    // Once more the other way, B to a fresh A, with A's CPU profiled: where a resubscription's time goes.
    let profile: ProfileSummary | null = null;
    if (config.push.profile) {
      await sleep(3000);
      a = await startReplica({ databaseUrl: counter.url, redisUrl: redis.url, port, inspect: true });
      const inspector = a.inspector;
      if (!inspector) throw new Error('no inspector');
      storms.push(
        await storm(
          fleet,
          counter.statements,
          'B killed, screens fail over to A (CPU profiler on)',
          clients,
          () => [a],
          async () => {
            await fleet.setTargets([wsUrl(a.url)]);
            await startProfiling(inspector);
            await b.kill();
          },
          async () => null,
        ),
      );
      const raw = await stopProfiling(inspector);
      const path = join(tmpdir(), `turno-storm-${clients}-${Date.now()}.cpuprofile`);
      writeFileSync(path, JSON.stringify(raw));
      progress(`CPU profile written to ${path}`);
      profile = summarizeProfile(raw, 15);
    }
    await fleet.closeAll();
    await b.stop();
    await a.stop();

    report(
      table(
        `Time from the kill until screens are back, ms (${clients.toLocaleString('en-US')} screens)`,
        [
          'scenario',
          'screens',
          'new process ready',
          '99% reconnected',
          '50% with state',
          '99% with state',
          'all with state',
          'not back',
          'server CPU ms',
          'SQL per screen',
          '99% vs target 10 s',
          'other work',
        ],
        storms.map(summary),
        [
          '"with state": the subscription answered again with its initial payload (the refetch). Clients: ' +
            "graphql-ws createClient, retryAttempts Infinity, the SPA's reconnectDelay (1 s doubling to 15 s, " +
            '+0–30% jitter). Errors seen by clients: ' +
            storms.map((s) => `${s.scenario}: ${s.errors}`).join('; '),
        ],
      ),
    );
    if (profile) reportProfile('CPU profile of the replica taking the storm', profile);
  } finally {
    await fleet.close();
    await counter.close();
    await redis.stop();
    await db.drop();
  }
}

if (import.meta.main) runAlone(reconnectStorm);
