import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/app/seed/demo.ts';
import type { DatabaseConnection } from '../../server/core/db/client.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import { appointments, queues, workshops } from '../../server/core/db/schema/index.ts';
import {
  countCheckinsOfDay,
  findPendingBookings,
  findVisitsByTrackingCodes,
} from '../../server/core/loaders/lookups.ts';
import { observedWalkInsPerHour, walkInsPerHour } from '../../shared/appointments/queue-order.ts';
import { dayBounds } from '../../shared/time/workshop-day.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The reads every live screen of a queue repeats at each change (docs/performance.md §13), on both
// databases Turno runs on: the walk-in rate counted in the database, the pending bookings of a
// range, and the followed visits read together by their codes.

const backends = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: 'from TEST_DATABASE_URL' }] : []),
];

/** A day far from the demo's own, so only this file's rows fall on it (Europe/Rome, UTC+1). */
const NOW = new Date('2030-03-15T11:00:00Z');
const at = (time: string, day = '2030-03-15') => new Date(`${day}T${time}:00Z`);

describe.each(backends)('waiting-list reads on $name', ({ url }) => {
  let database: TestDatabase | undefined;
  let connection: DatabaseConnection;
  let workshopID: string;
  let workshopName: string;
  let queueA: { queueID: string; name: string };
  let queueB: { queueID: string; name: string };

  const visit = async (
    queueID: string,
    values: Partial<typeof appointments.$inferInsert> & { plate: string; statusCode: number },
  ): Promise<typeof appointments.$inferSelect> => {
    const { plate, ...rest } = values;
    const [row] = await connection.db
      .insert(appointments)
      .values({ workshopID, assignedQueueID: queueID, licensePlate: plate, name: 'Test', ...rest })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    database = url ? await createTestDatabase() : undefined;
    connection = await openAndMigrate({ url: database?.url, dataDir: 'memory://', poolSize: 4 });
    await seedDemo(connection.db);
    const [workshop] = await connection.db
      .select()
      .from(workshops)
      .where(eq(workshops.timeZone, 'Europe/Rome'))
      .limit(1);
    workshopID = workshop!.workshopID;
    workshopName = workshop!.name;
    const found = await connection.db
      .select({ queueID: queues.queueID, name: queues.name })
      .from(queues)
      .where(and(eq(queues.workshopID, workshopID), isNull(queues.deletedAt)))
      .limit(2);
    [queueA, queueB] = [found[0]!, found[1]!];
  });

  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  it("counts a queue's walk-ins of its own day, as reading every row would", async () => {
    const rows = [
      // The evening before, in Rome: another day.
      { at: at('22:30', '2030-03-14'), walkIn: true },
      { at: at('07:00'), walkIn: true },
      { at: at('08:00'), walkIn: false },
      { at: at('09:00'), walkIn: true },
      { at: at('10:30'), walkIn: true, deleted: true },
      // Later than now: opens nothing, counts for nothing.
      { at: at('11:30'), walkIn: true },
      // After midnight in Rome: the next day.
      { at: at('23:30'), walkIn: true },
    ];
    for (const [index, row] of rows.entries())
      await visit(queueA.queueID, {
        plate: `WR${index}AA`,
        statusCode: 3,
        walkIn: row.walkIn,
        checkinDateTime: row.at,
        deletedAt: row.deleted ? row.at : null,
      });
    await visit(queueB.queueID, {
      plate: 'WRB0AA',
      statusCode: 3,
      walkIn: true,
      checkinDateTime: at('06:00'),
    });

    const day = dayBounds('2030-03-15', 'Europe/Rome');
    expect(day.start).toEqual(at('23:00', '2030-03-14'));
    const counted = await countCheckinsOfDay(
      connection.db,
      [
        { queueID: queueA.queueID, from: day.start, to: day.end },
        { queueID: queueB.queueID, from: day.start, to: day.end },
      ],
      NOW,
    );
    const byQueue = new Map(counted.map((c) => [c.queueID, c]));
    expect(byQueue.get(queueA.queueID)).toEqual({
      queueID: queueA.queueID,
      openedAt: at('07:00'),
      walkIns: 2,
    });
    expect(byQueue.get(queueB.queueID)).toEqual({
      queueID: queueB.queueID,
      openedAt: at('06:00'),
      walkIns: 1,
    });

    // The same rate as the rule over the day's rows (shared/appointments/queue-order.ts).
    const todays = rows.filter((r) => !r.deleted && r.at >= day.start && r.at < day.end);
    const fromRows = observedWalkInsPerHour(
      todays.filter((r) => r.walkIn).map((r) => r.at),
      todays[0]!.at,
      NOW,
    );
    const a = byQueue.get(queueA.queueID)!;
    expect(walkInsPerHour(a.walkIns, a.openedAt, NOW)).toBe(fromRows);
    expect(fromRows).toBe(0.5);

    // A day without check-ins leaves the queue out; no queues, no query.
    const empty = dayBounds('2030-03-20', 'Europe/Rome');
    expect(
      await countCheckinsOfDay(
        connection.db,
        [{ queueID: queueA.queueID, ...{ from: empty.start, to: empty.end } }],
        NOW,
      ),
    ).toEqual([]);
    expect(await countCheckinsOfDay(connection.db, [], NOW)).toEqual([]);
  });

  it('reads the bookings of a range not yet checked in', async () => {
    await visit(queueA.queueID, { plate: 'PB1AA', statusCode: 1, bookingDateTime: at('12:00') });
    await visit(queueA.queueID, {
      plate: 'PB2AA',
      statusCode: 1,
      bookingDateTime: at('13:00', '2030-03-17'),
    });
    await visit(queueA.queueID, { plate: 'PB3AA', statusCode: 3, bookingDateTime: at('12:30') });
    const found = await findPendingBookings(connection.db, [queueA.queueID], at('00:00'), at('23:59'));
    expect(found).toEqual([{ queueID: queueA.queueID, bookingDateTime: at('12:00') }]);
  });

  it('reads followed visits together by their codes, with the names their page shows', async () => {
    const waiting = await visit(queueA.queueID, {
      plate: 'TC1AA',
      statusCode: 3,
      checkinDateTime: at('10:00'),
    });
    const other = await visit(queueB.queueID, {
      plate: 'TC2AA',
      statusCode: 3,
      checkinDateTime: at('10:05'),
    });
    const deleted = await visit(queueB.queueID, { plate: 'TC3AA', statusCode: 3, deletedAt: at('10:10') });
    const found = await findVisitsByTrackingCodes(connection.db, [
      waiting.trackingCode,
      other.trackingCode,
      deleted.trackingCode,
      'not-a-code-anyone-has-0000',
    ]);
    const byCode = new Map(found.map((v) => [v.appointment.trackingCode, v]));
    expect(byCode.size).toBe(2);
    expect(byCode.get(waiting.trackingCode)).toEqual({
      appointment: waiting,
      workshopName,
      queueName: queueA.name,
      boxName: null,
    });
    expect(byCode.get(other.trackingCode)?.queueName).toBe(queueB.name);
    expect(await findVisitsByTrackingCodes(connection.db, [])).toEqual([]);
  });
});
