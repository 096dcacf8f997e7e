import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/app/seed/demo.ts';
import type { DatabaseConnection } from '../../server/core/db/client.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import {
  appointmentLogs,
  appointments,
  rateLimitWindows,
  signInThrottles,
  workshops,
} from '../../server/core/db/schema/index.ts';
import { bind, statement } from '../../server/core/db/statements.ts';
import {
  insertLog,
  lockFirstWaiting,
  workshopSettings,
} from '../../server/features/appointments/appointment-write-repository.ts';
import { WAITING_STATUSES } from '../../shared/appointments/appointment-status.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Statements built once (server/core/db/statements.ts) on both databases Turno runs on: the
// embedded PGlite always, and the PostgreSQL of TEST_DATABASE_URL when it is set. They run on the
// pool and inside a transaction, roll back with it, map rows as the query builder does, and the
// pick of the next customer locks one row, skipping one another transaction holds.

let builds = 0;
const insertWindow = statement('test.insertWindow', (qb) => {
  builds += 1;
  return qb
    .insert(rateLimitWindows)
    .values({ key: bind('key'), windowStart: bind('windowStart'), hits: bind('hits') })
    .returning();
});
const windowByKey = statement('test.windowByKey', (qb) =>
  qb
    .select()
    .from(rateLimitWindows)
    .where(eq(rateLimitWindows.key, sql.placeholder('key'))),
);

const nullableStart = statement('test.insertThrottle', (qb) =>
  qb
    .insert(signInThrottles)
    .values({ key: bind('key'), failures: 0, blockedUntil: bind('blockedUntil'), lastAttemptAt: bind('at') })
    .returning(),
);

const backends = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: 'from TEST_DATABASE_URL' }] : []),
];

describe.each(backends)('statements built once on $name', ({ url }) => {
  let database: TestDatabase | undefined;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    database = url ? await createTestDatabase() : undefined;
    connection = await openAndMigrate({ url: database?.url, dataDir: 'memory://', poolSize: 4 });
    await seedDemo(connection.db);
  });

  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  it('runs on the pool and in a transaction, with values mapped as the builder maps them', async () => {
    const start = new Date('2026-11-26T09:00:00.123Z');
    const [inserted] = await insertWindow.run(connection.db, { key: 'pool', windowStart: start, hits: 1 });
    expect(inserted).toEqual({ key: 'pool', windowStart: start, hits: 1 });
    await connection.db.transaction(async (tx) => {
      await insertWindow.run(tx, { key: 'tx', windowStart: start, hits: 2 });
      expect(await windowByKey.run(tx, { key: 'tx' })).toEqual([{ key: 'tx', windowStart: start, hits: 2 }]);
    });
    expect(await windowByKey.run(connection.db, { key: 'tx' })).toEqual(
      await connection.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, 'tx')),
    );
    // Built the first time it ran, never again; the text has parameters, not values.
    expect(builds).toBe(1);
    expect(insertWindow.text).toMatch(/\$1/);
    expect(insertWindow.text).not.toMatch(/pool|tx/);
  });

  it('writes null as SQL NULL through a column’s encoder', async () => {
    const [row] = await nullableStart.run(connection.db, {
      key: 'no start',
      blockedUntil: null,
      at: new Date(),
    });
    expect(row).toMatchObject({ key: 'no start', blockedUntil: null });
  });

  it('rolls back with the transaction it ran in', async () => {
    const failed = connection.db.transaction(async (tx) => {
      await insertWindow.run(tx, { key: 'undone', windowStart: new Date(), hits: 3 });
      expect(await windowByKey.run(tx, { key: 'undone' })).toHaveLength(1);
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    expect(await windowByKey.run(connection.db, { key: 'undone' })).toEqual([]);
  });

  it('keeps the builder’s shape of a left join and the table defaults of a log line', async () => {
    const [workshop] = await connection.db.select().from(workshops).limit(1);
    const viaStatement = await workshopSettings(connection.db, workshop!.workshopID);
    expect(viaStatement?.workshop).toEqual(workshop);
    expect(viaStatement?.parameters?.workshopID ?? null).toBe(
      viaStatement?.parameters ? workshop!.workshopID : null,
    );
    const [visit] = await connection.db.select().from(appointments).limit(1);
    await connection.db.transaction(async (tx) => {
      const first = await insertLog(tx, {
        appointmentID: visit!.appointmentID,
        workshopID: visit!.workshopID,
        actionType: 'Test',
        payload: { kind: 'x' },
      });
      const second = await insertLog(tx, {
        appointmentID: visit!.appointmentID,
        workshopID: visit!.workshopID,
        actionType: 'Test',
      });
      // id, time and order are the table's on every run, not values frozen when it was built.
      expect(second.appointmentLogID).not.toBe(first.appointmentLogID);
      expect(second.seq).toBeGreaterThan(first.seq);
      expect(first.dateTime).toBeInstanceOf(Date);
      expect(first.payload).toEqual({ kind: 'x' });
      expect(second.payload).toBeNull();
      expect(first.notes).toBeNull();
      // A null is SQL NULL, as the builder writes it, never JSON null or an encoder's error.
      const nulls = await tx
        .select({ id: appointmentLogs.appointmentLogID })
        .from(appointmentLogs)
        .where(
          and(eq(appointmentLogs.appointmentLogID, second.appointmentLogID), isNull(appointmentLogs.payload)),
        );
      expect(nulls).toHaveLength(1);
    });
  });

  it('locks the first waiting visit in the order given and skips one another transaction holds', async () => {
    const waiting = await connection.db
      .select({ id: appointments.appointmentID })
      .from(appointments)
      .where(
        and(
          sql`${appointments.statusCode} in ${[...WAITING_STATUSES]}`,
          sql`${appointments.deletedAt} is null`,
        ),
      )
      .limit(3);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const ids = waiting.map((row) => row.id).reverse();
    expect(await lockFirstWaiting(connection.db, [])).toBeUndefined();
    if (connection.kind === 'pglite') {
      // One connection, one transaction at a time: the order is all there is to see.
      const picked = await connection.db.transaction((tx) => lockFirstWaiting(tx, ids));
      expect(picked?.appointmentID).toBe(ids[0]);
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstPicked: string | undefined;
    const first = connection.db.transaction(async (tx) => {
      firstPicked = (await lockFirstWaiting(tx, ids))?.appointmentID;
      await held;
    });
    while (!firstPicked) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await connection.db.transaction((tx) => lockFirstWaiting(tx, ids));
    release();
    await first;
    expect(firstPicked).toBe(ids[0]);
    expect(second?.appointmentID).toBe(ids[1]);
  });

  it('finds the first waiting visit far down a long list, past the slices it is tried in', async () => {
    const [waiting] = await connection.db
      .select({ id: appointments.appointmentID })
      .from(appointments)
      .where(
        and(
          sql`${appointments.statusCode} in ${[...WAITING_STATUSES]}`,
          sql`${appointments.deletedAt} is null`,
        ),
      )
      .limit(1);
    // Ids of no visit first, the waiting one last: many slices down.
    const ids = [...Array.from({ length: 1_000 }, () => randomUUID()), waiting!.id];
    const picked = await connection.db.transaction((tx) => lockFirstWaiting(tx, ids));
    expect(picked?.appointmentID).toBe(waiting!.id);
  });
});
