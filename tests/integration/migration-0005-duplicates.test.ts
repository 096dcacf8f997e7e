import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../server/core/db/client.ts';
import { isUniqueViolation } from '../../server/core/db/db-errors.ts';
import { migrateUpTo, queryRows } from '../support/partial-migrations.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * Migration 0005 on an installation that already holds two or three live visits of one plate
 * (docs/appointment-lifecycle.md, "One live visit per plate"): the earliest check-in of each plate
 * stays under the rule, the later ones get the check-in anomaly `duplicateLive` and a version bump,
 * nothing else changes, and the new index then refuses another live visit of the plate.
 */
const BEFORE = '0004_sign_in_throttles';
const MIGRATION = '0005_one_live_visit_per_plate';
const INDEX = 'appointments_one_live_per_plate';

type Row = {
  appointment_id: string;
  workshop_id: string;
  status_code: number;
  license_plate: string;
  checkin_anomaly: string | null;
  version: number;
  deleted_at: unknown;
};

let database: TestDatabase;
let connection: DatabaseConnection;
const workshopA = randomUUID();
const workshopB = randomUUID();
/** Every visit inserted before the migration, by a name that says what it stands for. */
const visits = {
  /** LV100AA in A: three live visits written three ways, the earliest check-in in the middle row. */
  plateLater: {
    workshop: workshopA,
    plate: 'lv 100-aa',
    status: 2,
    checkin: '2026-03-02T09:00Z',
    version: 3,
  },
  plateEarliest: {
    workshop: workshopA,
    plate: 'LV100AA',
    status: 6,
    checkin: '2026-03-01T08:00Z',
    version: 5,
  },
  plateLatest: {
    workshop: workshopA,
    plate: 'LV-100-AA',
    status: 3,
    checkin: '2026-03-03T10:00Z',
    version: 1,
  },
  /** Closed and soft-deleted visits of the plate, checked in earlier still: not live, left alone. */
  plateClosed: {
    workshop: workshopA,
    plate: 'LV100AA',
    status: 11,
    checkin: '2026-02-01T08:00Z',
    version: 7,
  },
  plateDeleted: {
    workshop: workshopA,
    plate: 'LV100AA',
    status: 3,
    checkin: '2026-02-02T08:00Z',
    version: 2,
    deleted: true,
  },
  /** A booking of the plate not yet arrived: not live either. */
  plateBooked: { workshop: workshopA, plate: 'LV100AA', status: 1, checkin: null, version: 1 },
  /** AB123CD in A: two live visits. */
  otherFirst: { workshop: workshopA, plate: 'AB123CD', status: 13, checkin: '2026-03-01T07:00Z', version: 2 },
  otherSecond: { workshop: workshopA, plate: 'ab123cd', status: 9, checkin: '2026-03-01T07:30Z', version: 4 },
  /** The same plate in another workshop, checked in after all of A's: a workshop of its own. */
  elsewhere: { workshop: workshopB, plate: 'LV100AA', status: 3, checkin: '2026-03-04T10:00Z', version: 1 },
} as const;
type VisitName = keyof typeof visits;
const ids = Object.fromEntries(Object.keys(visits).map((name) => [name, randomUUID()])) as Record<
  VisitName,
  string
>;
let before: Map<string, Row>;
let indexBefore: number;

async function countIndex(): Promise<number> {
  const rows = await queryRows<{ indexname: string }>(
    connection,
    sql`select indexname from pg_indexes where tablename = 'appointments' and indexname = ${INDEX}`,
  );
  return rows.length;
}

async function readVisits(): Promise<Map<string, Row>> {
  const rows = await queryRows<Row>(
    connection,
    sql`select appointment_id, workshop_id, status_code, license_plate, checkin_anomaly, version, deleted_at
        from appointments`,
  );
  return new Map(rows.map((row) => [row.appointment_id, row]));
}

async function insertVisit(workshop: string, plate: string, status: number) {
  await connection.db.execute(sql`
    insert into appointments (appointment_id, workshop_id, status_code, license_plate, checkin_date_time, tracking_code)
    values (${randomUUID()}, ${workshop}, ${status}, ${plate}, now(), ${randomUUID()})`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await openDatabase({ url: database.url, dataDir: database.dataDir, poolSize: 2 });
  await migrateUpTo(connection, BEFORE);
  await connection.db.execute(sql`
    insert into workshops (workshop_id, workshop_code, name)
    values (${workshopA}, 'MIG-A', 'Officina A'), (${workshopB}, 'MIG-B', 'Officina B')`);
  for (const [name, visit] of Object.entries(visits) as [VisitName, (typeof visits)[VisitName]][]) {
    const deletedAt = 'deleted' in visit ? new Date('2026-02-03T08:00Z').toISOString() : null;
    await connection.db.execute(sql`
      insert into appointments
        (appointment_id, workshop_id, status_code, license_plate, checkin_date_time, version, deleted_at, tracking_code)
      values (${ids[name]}, ${visit.workshop}, ${visit.status}, ${visit.plate}, ${visit.checkin},
              ${visit.version}, ${deletedAt}, ${`T-${name}`})`);
  }
  before = await readVisits();
  indexBefore = await countIndex();
  await migrateUpTo(connection, MIGRATION);
});
afterAll(async () => {
  await connection?.close();
  await database?.drop();
});

describe(`migration ${MIGRATION} on duplicate live visits`, () => {
  it('builds the unique index over an installation that held duplicates', async () => {
    expect(before.size).toBe(Object.keys(visits).length);
    expect(indexBefore).toBe(0);
    // The migration would have failed (and beforeAll with it) had the duplicates not been marked.
    expect(await countIndex()).toBe(1);
  });

  it('keeps the earliest check-in of each plate and marks the later ones, bumping their version', async () => {
    const after = await readVisits();
    const marked = (name: VisitName) => after.get(ids[name])!.checkin_anomaly;
    expect(marked('plateEarliest')).toBeNull();
    expect(marked('plateLater')).toBe('duplicateLive');
    expect(marked('plateLatest')).toBe('duplicateLive');
    expect(marked('otherFirst')).toBeNull();
    expect(marked('otherSecond')).toBe('duplicateLive');
    for (const name of ['plateLater', 'plateLatest', 'otherSecond'] as const)
      expect(after.get(ids[name])!.version).toBe(visits[name].version + 1);
  });

  it('deletes nothing, changes no status and leaves every other visit as it was', async () => {
    const after = await readVisits();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, row] of before) expect(after.get(id)!.status_code).toBe(row.status_code);
    for (const name of [
      'plateEarliest',
      'plateClosed',
      'plateDeleted',
      'plateBooked',
      'otherFirst',
      'elsewhere',
    ] as const)
      expect(after.get(ids[name])).toEqual(before.get(ids[name]));
  });

  it('then refuses a new live visit of a plate however it is written, in that workshop only', async () => {
    for (const plate of ['LV100AA', 'lv 100-aa', 'Ab-123 cd']) {
      const error = await insertVisit(workshopA, plate, 3).catch((e: unknown) => e);
      expect(isUniqueViolation(error, INDEX), `${plate}: ${String(error)}`).toBe(true);
    }
    const elsewhere = await insertVisit(workshopB, 'lv100aa', 2).catch((e: unknown) => e);
    expect(isUniqueViolation(elsewhere, INDEX)).toBe(true);
    // A booking not yet arrived is not live, and a plate with no live visit is free.
    await insertVisit(workshopA, 'LV100AA', 1);
    await insertVisit(workshopA, 'ZZ999ZZ', 3);
  });
});
