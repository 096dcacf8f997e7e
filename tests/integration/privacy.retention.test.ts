import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointmentLogs,
  appointments,
  outboxMessages,
  workshopParameters,
} from '../../server/core/db/schema/index.ts';
import { eraseExpiredPersonalData, RETENTION_BATCH } from '../../server/features/privacy/retention.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { closedVisitOn, lifecycleStage, walkInOn } from '../support/lifecycle-support.ts';
import { appointmentRow } from '../support/workshop-fixture.ts';

// The retention pass (docs/privacy.md) on visits made today, run with a clock moved ahead: a
// visit over and older than its workshop's retention loses its personal data and nothing else.

const stage = lifecycleStage();
const months = (count: number) => {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() + count);
  return at;
};
const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const STATS = `query ($input: StatsRangeInput!) {
  workshopStats(input: $input) {
    averageAcceptanceMinutes averageWaitingMinutes globalWaitingMinutes checkedOutVehicles
    appointmentsCheckins appointmentsNoShow appointmentsRandom
    perAcceptor { name served averageWaitingMinutes averageJobMinutes }
    perQueue { name checkins averageWaitingMinutes }
  }
  appointmentStats(input: $input) {
    arrivalsByHour { hour arrivals }
    waitsByDay { day arrivals averageWaitingMinutes }
    timingStatus { status count }
  }
}`;

let admin: Session;
let queueID: string;
let boxID: string;

const closedVisit = (plate: string) => closedVisitOn(stage, boxID, plate);

const statistics = async () =>
  (
    await gql(
      stage.server.url,
      STATS,
      { input: { workshopID: stage.mi.workshopID, fromDay: day(-1), toDay: day(1) } },
      admin,
    )
  ).data;

const setRetention = (value: number) =>
  stage.server.services.db
    .update(workshopParameters)
    .set({ personalDataRetentionMonths: value })
    .where(eq(workshopParameters.workshopID, stage.mi.workshopID));

beforeAll(async () => {
  admin = await signIn(stage.server.url, 'admin', DEMO_PASSWORD);
  queueID = await stage.mi.newQueue('Privacy');
  boxID = await stage.mi.newBox('Privacy box');
});

describe('the personal data retention pass', () => {
  it('erases an ended visit past the retention, keeps live and recent ones, and the statistics', async () => {
    const db = stage.server.services.db;
    const closed = await closedVisit('PR1V001');
    const waiting = await walkInOn(stage, queueID, 'PR1V002');
    const before = await statistics();
    const logsBefore = await db
      .select()
      .from(appointmentLogs)
      .where(eq(appointmentLogs.appointmentID, closed));
    expect(logsBefore.some((log) => log.notes?.includes('Rossi'))).toBe(true);

    // Within the retention (24 months by default): nothing changes.
    await setRetention(24);
    await eraseExpiredPersonalData(db, silent, months(23));
    expect((await appointmentRow(stage.server, closed))?.licensePlate).toBe('PR1V001');

    // Past it: the ended visit is erased, the one still waiting is not.
    const first = await eraseExpiredPersonalData(db, silent, months(25));
    expect(first.appointments).toBeGreaterThanOrEqual(1);
    const erased = await appointmentRow(stage.server, closed);
    expect(erased).toMatchObject({ name: '', mobile: null, email: null, licensePlate: '', note: null });
    expect(erased?.anonymisedAt).toBeInstanceOf(Date);
    expect(erased?.checkoutDateTime).toBeInstanceOf(Date);
    expect((await appointmentRow(stage.server, waiting))?.licensePlate).toBe('PR1V002');

    const logs = await db.select().from(appointmentLogs).where(eq(appointmentLogs.appointmentID, closed));
    expect(logs.map((log) => log.actionType).sort()).toEqual(
      [...logsBefore.map((log) => log.actionType), 'PersonalDataErased'].sort(),
    );
    expect(logs.every((log) => log.notes === null && log.smsText === null)).toBe(true);
    const messages = await db.select().from(outboxMessages).where(eq(outboxMessages.appointmentID, closed));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.recipient === '' && message.body === '')).toBe(true);

    // Every figure of the period is the same as before the erasure.
    expect(await statistics()).toEqual(before);

    // A second pass finds nothing left to do for that visit.
    const again = await eraseExpiredPersonalData(db, silent, months(25));
    expect(again.appointments).toBe(0);
  });

  it("follows each workshop's own retention", async () => {
    const db = stage.server.services.db;
    const id = await closedVisit('PR1V003');
    await setRetention(120);
    await eraseExpiredPersonalData(db, silent, months(60));
    expect((await appointmentRow(stage.server, id))?.licensePlate).toBe('PR1V003');
    await setRetention(6);
    await eraseExpiredPersonalData(db, silent, months(7));
    expect((await appointmentRow(stage.server, id))?.licensePlate).toBe('');
    await setRetention(24);
  });

  it('refuses a retention outside 6 to 120 months in the database itself', async () => {
    await expect(setRetention(5)).rejects.toThrow();
    await expect(setRetention(121)).rejects.toThrow();
  });

  it('works through more visits than one batch', async () => {
    const db = stage.server.services.db;
    const model = await appointmentRow(stage.server, await closedVisit('PR1V004'));
    if (!model) throw new Error('no model visit');
    const { appointmentID: _id, trackingCode: _code, ...copy } = model;
    const count = RETENTION_BATCH * 2 + 50;
    const made = await db
      .insert(appointments)
      .values(Array.from({ length: count }, (_, i) => ({ ...copy, licensePlate: `BULK${i}` })))
      .returning({ appointmentID: appointments.appointmentID });
    const result = await eraseExpiredPersonalData(db, silent, months(25));
    expect(result.appointments).toBeGreaterThanOrEqual(count);
    const left = await db
      .select({ plate: appointments.licensePlate })
      .from(appointments)
      .where(
        inArray(
          appointments.appointmentID,
          made.map((row) => row.appointmentID),
        ),
      );
    expect(left.every((row) => row.plate === '')).toBe(true);
  });
});
