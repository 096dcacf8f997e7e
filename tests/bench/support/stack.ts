import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { DEMO_PASSWORD } from '../../../server/app/seed/demo-users.ts';
import { type Session, signIn } from '../../support/graphql-client.ts';
import { startPrivateRedis } from '../../support/redis-process.ts';
import { freePort, type ServerProcess, startServerProcess } from '../../support/server-process.ts';
import { onCleanup, trackChild } from './cleanup.ts';
import { connectInspector, type Inspector } from './inspector.ts';

/**
 * The real engines a bench runs on: a fresh PostgreSQL database (dropped at the end), a private
 * Redis, and Turno server processes (`node server/main.ts`, NODE_ENV=production) on loopback.
 */
export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export type Sql = postgres.Sql;

export interface BenchDatabase {
  url: string;
  name: string;
  /** A small pool for the driver's own SQL (setup, freeing boxes, checks). */
  sql: Sql;
  drop(): Promise<void>;
}

/** A bench database's name carries the pid of the process that made it: `turno_bench_<pid>_<hex>`. */
const BENCH_DATABASE = /^turno_bench_(?:(\d+)_)?[0-9a-f]+$/;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Databases a killed bench left (no cleanup runs on SIGKILL or a power cut): those whose maker is
 * gone, and those of the older unnamed form that nobody is connected to. A running bench's own
 * are never touched.
 */
async function dropLeftovers(admin: Sql): Promise<void> {
  const rows = await admin<{ datname: string; connected: boolean }[]>`
    select datname, exists (select 1 from pg_stat_activity a where a.datname = d.datname) as connected
    from pg_database d where datname like 'turno\_bench\_%'`;
  for (const { datname, connected } of rows) {
    const match = BENCH_DATABASE.exec(datname);
    if (!match) continue;
    const pid = match[1] ? Number(match[1]) : null;
    if (pid === null ? connected : processAlive(pid)) continue;
    await admin.unsafe(`drop database if exists ${datname} with (force)`);
  }
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `turno_bench_${process.pid}_${randomBytes(5).toString('hex')}`;
  const admin = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await dropLeftovers(admin);
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
  const drop = onCleanup(`drop database ${name}`, async () => {
    await sql.end({ timeout: 1 });
    const cleanup = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  });
  return { url: url.toString(), name, sql, drop };
}

export async function createPrivateRedis() {
  const redis = await startPrivateRedis();
  const stop = onCleanup('stop private redis', () => redis.stop());
  return { url: redis.url, stop };
}

export interface Replica extends ServerProcess {
  pid: number;
  /** Set when started with `inspect`: GC and memory readings, CPU profiles. */
  inspector: Inspector | null;
}

export interface ReplicaOptions {
  databaseUrl: string;
  redisUrl?: string | undefined;
  seed?: boolean;
  port?: number;
  poolSize?: number;
  inspect?: boolean;
  /** More settings for the process (e.g. an SMS provider). */
  env?: Record<string, string>;
}

export async function startReplica(options: ReplicaOptions): Promise<Replica> {
  const inspectPort = options.inspect ? await freePort() : null;
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      // The benches drive staff screens with documents of their own (sign-in goes by its hash).
      GRAPHQL_ARBITRARY_OPERATIONS: 'staff',
      DATABASE_URL: options.databaseUrl,
      // Empty means unset: without a Redis URL the replica uses its in-memory bus.
      REDIS_URL: options.redisUrl ?? '',
      SEED: options.seed ? 'demo' : 'never',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_MINUTES: '120',
      DATABASE_POOL_SIZE: String(options.poolSize ?? 10),
      NODE_OPTIONS: inspectPort ? `--inspect=127.0.0.1:${inspectPort}` : '',
      ...options.env,
    },
    options.port,
  );
  trackChild(server.child);
  const inspector = inspectPort ? await connectInspector(inspectPort) : null;
  const remove = onCleanup(`stop server ${server.port}`, async () => {
    inspector?.close();
    await server.kill();
  });
  return {
    ...server,
    pid: server.child.pid ?? 0,
    inspector,
    async stop() {
      inspector?.close();
      await server.stop();
      await remove();
    },
    async kill() {
      inspector?.close();
      await server.kill();
      await remove();
    },
  };
}

/** What the demo seed made that the benches use: workshop MI01 and its catalogue rows. */
export interface Demo {
  workshopID: string;
  vehicleBrandID: string;
  rejectReasonID: string;
  monitorID: string;
}

export async function demoRows(sql: Sql): Promise<Demo> {
  const [workshop] = await sql`select workshop_id from workshops where workshop_code = 'MI01'`;
  const [brand] = await sql`select vehicle_brand_id from vehicle_brands order by name limit 1`;
  const [reason] = await sql`select reject_reason_id from reject_reasons limit 1`;
  const [monitor] = await sql`select monitor_id from monitors where workshop_id = ${workshop?.workshop_id}`;
  if (!workshop || !brand || !monitor) throw new Error('demo data missing');
  return {
    workshopID: workshop.workshop_id,
    vehicleBrandID: brand.vehicle_brand_id,
    rejectReasonID: reason?.reject_reason_id ?? '',
    monitorID: monitor.monitor_id,
  };
}

export interface Arena {
  queueGroupID: string;
  queueID: string;
  boxIDs: string[];
}

/** A queue group of MI01 with one queue and `boxes` boxes of its own: the bench controls who waits. */
export async function createArena(
  sql: Sql,
  workshopID: string,
  label: string,
  boxes: number,
): Promise<Arena> {
  const [group] = await sql`insert into queue_groups (workshop_id, name)
    values (${workshopID}, ${`Bench ${label}`}) returning queue_group_id`;
  const [queue] = await sql`insert into queues (workshop_id, queue_group_id, name)
    values (${workshopID}, ${group?.queue_group_id}, ${`Bench ${label}`}) returning queue_id`;
  const rows = await sql`insert into boxes (workshop_id, queue_group_id, name)
    select ${workshopID}, ${group?.queue_group_id}, ${`Bench ${label} `} || n
    from generate_series(1, ${boxes}::int) as n returning box_id`;
  return {
    queueGroupID: group?.queue_group_id,
    queueID: queue?.queue_id,
    boxIDs: rows.map((row) => row.box_id as string),
  };
}

let plateCounter = 0;
/** Seats `count` walk-ins in the queue, checked in a little earlier each (call order is FIFO). */
export async function seatWaiting(
  sql: Sql,
  workshopID: string,
  queueID: string,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  const first = plateCounter;
  plateCounter += count;
  await sql`insert into appointments
      (workshop_id, assigned_queue_id, status_code, walk_in, license_plate, name, checkin_date_time, tracking_code)
    select ${workshopID}, ${queueID}, 3, true, 'BN' || lpad((${first}::int + n)::text, 7, '0'), 'Bench',
      now() - interval '1 hour' + n * interval '1 millisecond', replace(gen_random_uuid()::text, '-', '')
    from generate_series(1, ${count}::int) as n`;
}

/** Closes whoever sits in these boxes, straight in SQL: no event, no log line (see docs/performance.md). */
export async function freeBoxes(sql: Sql, boxIDs: string[]): Promise<void> {
  await sql`update appointments set status_code = 11, checkout_date_time = now()
    where accepted_box_id = any(${boxIDs}::uuid[]) and status_code in (4, 5, 6) and deleted_at is null`;
}

export async function signInAs(url: string, userName: string): Promise<Session> {
  return signIn(url, userName, DEMO_PASSWORD);
}

export async function currentVersion(sql: Sql, workshopID: string): Promise<number> {
  const [row] = await sql`select version from workshop_event_versions where workshop_id = ${workshopID}`;
  return Number(row?.version ?? 0);
}
