import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  outboxMessages,
  roles,
  users,
  workshopDailyStatisticsRoles,
  workshops,
} from '../../server/core/db/schema/index.ts';
import { dailyFigures, sendDailyStatistics } from '../../server/features/alerts/daily-statistics.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// The daily statistics e-mail on a small data set computed by hand, around the day's edges in the
// workshop's time zone (Europe/Rome, UTC+1 in March).

let server: TestServer;
let workshopID: string;
const db = () => server.services.db;
const z = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  const mi = await demoWorkshop(server, 'MI01');
  workshopID = mi.workshopID;
  await db().update(workshops).set({ timeZone: 'Europe/Rome' }).where(eq(workshops.workshopID, workshopID));
  await db()
    .update(appointments)
    .set({ deletedAt: new Date() })
    .where(eq(appointments.workshopID, workshopID));
  const queueID = await mi.newQueue('Statistics queue');
  let plate = 0;
  const visit = (values: Partial<typeof appointments.$inferInsert>) => ({
    workshopID,
    // One live visit per plate: each row its own vehicle.
    licensePlate: `ST00${plate++}`,
    statusCode: STATUS.CheckedInRandom,
    assignedQueueID: queueID,
    ...values,
  });
  await db()
    .insert(appointments)
    .values([
      // A: 09:00 → called 09:20 (20 minutes)
      visit({
        checkinDateTime: z('2026-03-10T08:00:00Z'),
        acceptanceDateTime: z('2026-03-10T08:20:00Z'),
        statusCode: STATUS.CheckedOut,
      }),
      // B: 10:00 → called 10:40 (40 minutes)
      visit({
        checkinDateTime: z('2026-03-10T09:00:00Z'),
        acceptanceDateTime: z('2026-03-10T09:40:00Z'),
        statusCode: STATUS.JobStarted,
      }),
      // C: 12:00, still waiting
      visit({ checkinDateTime: z('2026-03-10T11:00:00Z') }),
      // D: booked for 15:00, never came: a no-show
      visit({
        bookingDateTime: z('2026-03-10T14:00:00Z'),
        statusCode: STATUS.BookedNotArrived,
        assignedQueueID: null,
      }),
      // E: booked for 16:00, checked in at 15:50
      visit({
        bookingDateTime: z('2026-03-10T15:00:00Z'),
        checkinDateTime: z('2026-03-10T14:50:00Z'),
        statusCode: STATUS.CheckedInBooked,
      }),
      // F: checked in 23:30 the day before, called 00:10 (40 minutes): served on the day, not checked in on it
      visit({
        checkinDateTime: z('2026-03-09T22:30:00Z'),
        acceptanceDateTime: z('2026-03-09T23:10:00Z'),
        statusCode: STATUS.CheckedOut,
      }),
      // G: 00:30 the day after (23:30 UTC on the day): not counted
      visit({ checkinDateTime: z('2026-03-10T23:30:00Z') }),
      // H: deleted: not counted
      visit({ checkinDateTime: z('2026-03-10T10:00:00Z'), deletedAt: z('2026-03-10T10:05:00Z') }),
    ]);
  const [manager] = await db().select().from(roles).where(eq(roles.name, 'Workshop manager'));
  await db()
    .delete(workshopDailyStatisticsRoles)
    .where(eq(workshopDailyStatisticsRoles.workshopID, workshopID));
  await db()
    .insert(workshopDailyStatisticsRoles)
    .values({ workshopID, roleID: manager?.id ?? '' });
});
afterAll(async () => {
  await server?.stop();
});

describe('daily statistics', () => {
  it('counts check-ins, served, average wait and no-shows of the local day', async () => {
    expect(await dailyFigures(db(), workshopID, '2026-03-10')).toEqual({
      checkIns: 3 + 0 + 0 + 1, // A, B, C and E
      served: 3, // A, B, F
      averageWaitMinutes: Math.round((20 + 40 + 40) / 3),
      noShows: 1, // D
    });
    expect(await dailyFigures(db(), workshopID, '2026-03-08')).toEqual({
      checkIns: 0,
      served: 0,
      averageWaitMinutes: null,
      noShows: 0,
    });
  });

  it('e-mails the figures once a day to the chosen roles, in Italian', async () => {
    const at2000 = z('2026-03-10T19:00:00Z');
    expect(await sendDailyStatistics(db(), workshopID, at2000)).toBe(1);
    // A retried job on the same day queues nothing more.
    expect(await sendDailyStatistics(db(), workshopID, at2000)).toBe(0);
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.workshopID, workshopID), eq(outboxMessages.kind, 'dailyStatistics')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', recipient: 'manager@turno.example' });
    expect(mails[0]?.subject).toContain('2026-03-10');
    expect(mails[0]?.body.split('\n').slice(1)).toEqual([
      'Check-in: 4',
      'Serviti: 3',
      'Attesa media: 33 min',
      'Mancate presentazioni: 1',
    ]);
  });

  it('e-mails a recipient who prefers English in English, and only in English', async () => {
    await db().update(users).set({ preferredLanguage: 'en' }).where(eq(users.userName, 'manager'));
    try {
      expect(await sendDailyStatistics(db(), workshopID, z('2026-03-11T19:00:00Z'))).toBe(1);
      const [mail] = await db()
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.workshopID, workshopID),
            eq(outboxMessages.kind, 'dailyStatistics'),
            sql`${outboxMessages.metadata}->>'day' = '2026-03-11'`,
          ),
        );
      expect(mail?.subject).toMatch(/^Turno .+: statistics of 2026-03-11$/);
      expect(mail?.body.split('\n').slice(1)).toEqual([
        'Check-ins: 1', // G, at 00:30
        'Served: 0',
        'Average wait: —',
        'No-shows: 0',
      ]);
      expect(mail?.body).not.toMatch(/Serviti|Attesa/);
    } finally {
      await db().update(users).set({ preferredLanguage: 'it' }).where(eq(users.userName, 'manager'));
    }
  });
});
