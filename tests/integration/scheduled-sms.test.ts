import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentLogs,
  appointments,
  outboxMessages,
  workshopParameters,
} from '../../server/core/db/schema/index.ts';
import { type ScheduledSmsDeps, sendDueReminders } from '../../server/features/appointments/scheduled-sms.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newPlate } from '../support/withdrawal-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * The scheduled SMS (server/features/appointments/scheduled-sms.ts), driven by a fixed clock: a
 * booking's reminder the day before, a pickup's two hours before, once each, by day unless the
 * workshop allows the night, skipped (and logged) without a mobile, never for a booking made too
 * late or gone. Times are Rome's: 2026-12-10 is a Thursday, UTC+1.
 */
const HOUR = 3600_000;
let server: TestServer;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;
let deps: ScheduledSmsDeps;

beforeAll(async () => {
  server = await startTestServer();
  mi = await demoWorkshop(server, 'MI01');
  deps = {
    db: server.services.db,
    logger: server.services.logger,
    dispatcher: { kick() {} },
    publicUrl: 'https://turno.example',
    now: () => new Date(),
  };
});
afterAll(async () => {
  await server?.stop();
});

async function booking(at: string, values: Partial<typeof appointments.$inferInsert> = {}) {
  const bookingDateTime = new Date(at);
  const [row] = await server.services.db
    .insert(appointments)
    .values({
      workshopID: mi.workshopID,
      statusCode: STATUS.BookedNotArrived,
      licensePlate: newPlate(),
      name: 'Rita Promemoria',
      mobile: '+393331234567',
      bookingDateTime,
      createdAt: new Date(bookingDateTime.getTime() - 3 * 24 * HOUR),
      ...values,
    })
    .returning();
  return row!;
}

async function smsOf(appointmentID: string) {
  return server.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.appointmentID, appointmentID));
}

async function remindersOf(appointmentID: string) {
  return server.services.db
    .select()
    .from(appointmentLogs)
    .where(and(eq(appointmentLogs.appointmentID, appointmentID), eq(appointmentLogs.actionType, 'Reminder')));
}

const at = (iso: string) => new Date(iso);

describe('booking reminders', () => {
  it('opens 24 h before, sends once, with the booking’s day and time', async () => {
    const row = await booking('2026-12-10T10:30:00Z'); // 11:30 in Rome
    await sendDueReminders(deps, at('2026-12-09T10:00:00Z')); // 25 h before: not yet
    expect(await smsOf(row.appointmentID)).toHaveLength(0);

    await sendDueReminders(deps, at('2026-12-09T11:00:00Z'));
    const [sms, ...more] = await smsOf(row.appointmentID);
    expect(more).toHaveLength(0);
    expect(sms).toMatchObject({ channel: 'sms', kind: 'reminderSms', recipient: '+393331234567' });
    expect(sms!.body).toContain(row.licensePlate);
    expect(sms!.body).toContain('11:30');
    const [log] = await remindersOf(row.appointmentID);
    expect(log).toMatchObject({ smsText: sms!.body, payload: { kind: 'reminder', sent: true } });

    await sendDueReminders(deps, at('2026-12-09T12:00:00Z'));
    expect(await smsOf(row.appointmentID)).toHaveLength(1);
  });

  it('gives none to a booking made inside the window, one deleted, checked in or too close', async () => {
    const late = await booking('2026-12-10T13:00:00Z', { createdAt: at('2026-12-09T20:00:00Z') });
    const deleted = await booking('2026-12-10T13:00:00Z', { deletedAt: at('2026-12-08T09:00:00Z') });
    const arrived = await booking('2026-12-10T13:00:00Z', { statusCode: STATUS.CheckedInBooked });
    const soon = await booking('2026-12-10T13:30:00Z');
    await sendDueReminders(deps, at('2026-12-10T12:45:00Z')); // 45 min before "soon": too late
    for (const row of [late, deleted, arrived, soon]) expect(await smsOf(row.appointmentID)).toHaveLength(0);
  });

  it('waits for the morning at night, unless the workshop allows the night', async () => {
    const early = await booking('2026-12-10T08:30:00Z'); // 09:30 in Rome
    await sendDueReminders(deps, at('2026-12-09T22:30:00Z')); // 23:30 in Rome
    expect(await smsOf(early.appointmentID)).toHaveLength(0);
    await sendDueReminders(deps, at('2026-12-10T07:00:00Z')); // 08:00 in Rome
    expect(await smsOf(early.appointmentID)).toHaveLength(1);

    const night = await booking('2026-12-10T08:40:00Z');
    await server.services.db
      .update(workshopParameters)
      .set({ nightSmsAllowed: true })
      .where(eq(workshopParameters.workshopID, mi.workshopID));
    try {
      await sendDueReminders(deps, at('2026-12-09T22:30:00Z'));
      expect(await smsOf(night.appointmentID)).toHaveLength(1);
    } finally {
      await server.services.db
        .update(workshopParameters)
        .set({ nightSmsAllowed: false })
        .where(eq(workshopParameters.workshopID, mi.workshopID));
    }
  });

  it('logs a skip without a mobile, and does not try again', async () => {
    const row = await booking('2026-12-11T10:00:00Z', { mobile: null });
    await sendDueReminders(deps, at('2026-12-10T11:00:00Z'));
    await sendDueReminders(deps, at('2026-12-10T12:00:00Z'));
    expect(await smsOf(row.appointmentID)).toHaveLength(0);
    const logs = await remindersOf(row.appointmentID);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ smsText: null, notes: 'Non inviato: nessun cellulare' });
  });

  it('sends one reminder when several runs overlap (two replicas)', async () => {
    const row = await booking('2026-12-12T10:00:00Z');
    await Promise.all(Array.from({ length: 5 }, () => sendDueReminders(deps, at('2026-12-11T11:00:00Z'))));
    expect(await smsOf(row.appointmentID)).toHaveLength(1);
    expect(await remindersOf(row.appointmentID)).toHaveLength(1);
  });
});

describe('pickup reminders', () => {
  it('a booked pickup is reminded two hours before its slot, with its time', async () => {
    const main = await booking('2026-12-13T08:00:00Z', { statusCode: STATUS.ReadyToGo });
    const pickup = await booking('2026-12-14T15:00:00Z', {
      type: 'withdrawal',
      statusCode: STATUS.Withdrawal,
      mainAppointmentID: main.appointmentID,
      licensePlate: main.licensePlate,
      createdAt: at('2026-12-14T09:00:00Z'),
    });
    await sendDueReminders(deps, at('2026-12-14T12:30:00Z')); // 2.5 h before
    expect(await smsOf(pickup.appointmentID)).toHaveLength(0);
    await sendDueReminders(deps, at('2026-12-14T13:10:00Z'));
    const [sms] = await smsOf(pickup.appointmentID);
    expect(sms).toMatchObject({ kind: 'withdrawReminderSms' });
    expect(sms!.body).toContain('16:00');
    expect(await smsOf(main.appointmentID)).toHaveLength(0);
  });
});
