import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { logoProblem } from '../../../shared/validation/logo.ts';
import type { DatabaseConnection } from '../../core/db/client.ts';
import { openAndMigrate } from '../../core/db/migrate.ts';
import {
  appointmentLogs,
  appointments,
  roles,
  users,
  userWorkshopRoles,
  workshops,
} from '../../core/db/schema/index.ts';
import { verifyPassword } from '../../features/auth/passwords.ts';
import { createFirstAdmin } from '../../features/users/first-admin.ts';
import { seedDemo } from './demo.ts';
import { DEMO_PASSWORD, DEMO_USER_PROFILES, DEMO_USERS } from './demo-users.ts';

// 11:30 in Rome: mid-morning, so the agenda has people before and after now.
const NOW = new Date('2026-03-10T10:30:00Z');
const ROME_DAY = '2026-03-10';

let connection: DatabaseConnection;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  connection = await openAndMigrate({ dataDir: 'memory://' });
  firstRun = await seedDemo(connection.db, { now: NOW });
}, 120_000);

afterAll(async () => {
  await connection?.close();
});

const romeDay = (date: Date | null) =>
  date && new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);

describe('seedDemo', () => {
  it('seeds an empty database once and leaves it alone afterwards', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const before = await connection.db.$count(appointments);
    expect(await seedDemo(connection.db, { now: NOW })).toEqual({ seeded: false });
    expect(await connection.db.$count(appointments)).toBe(before);
    expect(await connection.db.$count(workshops)).toBe(2);
  });

  it('leaves alone a database that holds only a first admin (a real installation)', async () => {
    const fresh = await openAndMigrate({ dataDir: 'memory://' });
    try {
      await createFirstAdmin(fresh.db, {
        userName: 'primo',
        email: 'primo@example.it',
        password: 'Prova!Admin2026',
      });
      expect(await seedDemo(fresh.db, { now: NOW })).toEqual({ seeded: false });
      expect(await fresh.db.$count(workshops)).toBe(0);
      expect(await fresh.db.$count(users)).toBe(1);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('gives each workshop a logo the logo rules accept, so an admin can save it from the UI', async () => {
    const rows = await connection.db.select().from(workshops);
    expect(rows).toHaveLength(2);
    for (const workshop of rows) {
      expect(workshop.logoUrl, workshop.workshopCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(logoProblem(workshop.logoUrl!), workshop.workshopCode).toBeNull();
    }
  });

  it('creates every demo user with the demo password and exactly their roles', async () => {
    const { db } = connection;
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.userName, [...DEMO_USERS]));
    expect(rows.map((u) => u.userName).sort()).toEqual([...DEMO_USERS].sort());

    const grants = await db
      .select({ userName: users.userName, role: roles.name, workshopCode: workshops.workshopCode })
      .from(userWorkshopRoles)
      .innerJoin(users, eq(users.userID, userWorkshopRoles.userID))
      .innerJoin(roles, eq(roles.id, userWorkshopRoles.roleID))
      .innerJoin(workshops, eq(workshops.workshopID, userWorkshopRoles.workshopID));
    for (const profile of DEMO_USER_PROFILES) {
      const held = grants
        .filter((g) => g.userName === profile.userName)
        .map((g) => `${g.workshopCode}:${g.role}`)
        .sort();
      expect(held, profile.userName).toEqual(profile.roles.map((r) => `${r.workshopCode}:${r.role}`).sort());
      const user = rows.find((u) => u.userName === profile.userName)!;
      expect(user.isAdmin).toBe(profile.isAdmin ?? false);
      expect(user.emailConfirmed).toBe(true);
    }
    const admin = rows.find((u) => u.userName === 'admin')!;
    expect(await verifyPassword(admin.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });

  it("gives each workshop today's appointments in every status a screen shows", async () => {
    const rows = await connection.db
      .select({ workshopCode: workshops.workshopCode, appointment: appointments })
      .from(appointments)
      .innerJoin(workshops, eq(workshops.workshopID, appointments.workshopID));
    const wanted = [
      STATUS.BookedNotArrived,
      STATUS.CheckedInBooked,
      STATUS.CheckedInRandom,
      STATUS.Accepted,
      STATUS.JobStarted,
      STATUS.JobEnded,
      STATUS.ReadyToGo,
      STATUS.Paid,
      STATUS.CheckedOut,
      STATUS.Rejected,
      STATUS.Withdrawal,
    ];
    for (const code of ['MI01', 'RM01']) {
      const today = rows.filter(
        (r) =>
          r.workshopCode === code &&
          (romeDay(r.appointment.checkinDateTime) ?? romeDay(r.appointment.bookingDateTime)) === ROME_DAY,
      );
      const statuses = new Set(today.map((r) => r.appointment.statusCode));
      for (const status of wanted) expect(statuses.has(status), `${code} has status ${status}`).toBe(true);
    }
    // Booked customers both late (booking passed) and still to come.
    const booked = rows.filter((r) => r.appointment.statusCode === STATUS.BookedNotArrived);
    expect(booked.some((r) => r.appointment.bookingDateTime! < NOW)).toBe(true);
    expect(booked.some((r) => r.appointment.bookingDateTime! > NOW)).toBe(true);
    for (const { appointment } of rows) {
      expect(appointment.licensePlate).toMatch(/^[A-Z]{2}\d{3}[A-Z]{2}$/);
      expect(appointment.mobile).toMatch(/^\+393\d{9}$/);
      expect(Buffer.from(appointment.trackingCode, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
  });

  it("keeps each appointment's timestamps in order, before now, and its log ending in its status", async () => {
    const { db } = connection;
    const rows = await db.select().from(appointments);
    const logs = await db.select().from(appointmentLogs);
    for (const a of rows) {
      const times = [
        a.checkinDateTime,
        a.acceptanceDateTime,
        a.jobStartDateTime,
        a.jobEndDateTime,
        a.paymentDateTime,
        a.checkoutDateTime,
      ].filter((t): t is Date => t !== null);
      expect([...times].sort((x, y) => x.getTime() - y.getTime())).toEqual(times);
      for (const t of times) expect(t.getTime()).toBeLessThanOrEqual(NOW.getTime());
      const moves = logs
        .filter((l) => l.appointmentID === a.appointmentID && l.toStatus !== null)
        .sort((x, y) => x.dateTime.getTime() - y.dateTime.getTime());
      expect(moves.at(-1)?.toStatus, a.name).toBe(a.statusCode);
    }
  });

  it('keeps every SMS between its step and the next when seeded just after midnight', async () => {
    // 00:05 in Rome: the day's stories are squeezed into five minutes (demo-clock.ts).
    const fresh = await openAndMigrate({ dataDir: 'memory://' });
    try {
      await seedDemo(fresh.db, { now: new Date('2026-03-09T23:05:00Z') });
      const logs = await fresh.db.select().from(appointmentLogs);
      const byAppointment = Map.groupBy(logs, (l) => l.appointmentID);
      for (const lines of byAppointment.values()) {
        const order = [...lines].sort((x, y) => x.dateTime.getTime() - y.dateTime.getTime());
        const actions = order.map((l) => l.actionType);
        const comesFirst = (first: string, then: string) =>
          !actions.includes(first) ||
          !actions.includes(then) ||
          actions.indexOf(first) < actions.indexOf(then);
        expect(comesFirst('WelcomeSMS', 'NextCustomer'), actions.join(' ')).toBe(true);
        expect(comesFirst('JobEnd', 'JobEndSms'), actions.join(' ')).toBe(true);
        expect(comesFirst('JobEndSms', 'ReadyToGo'), actions.join(' ')).toBe(true);
      }
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('refuses a second customer in an occupied box, but not in a box whose customer has left it', async () => {
    const { db } = connection;
    const [occupied] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.statusCode, STATUS.Accepted))
      .limit(1);
    expect(occupied?.acceptedBoxID).toBeTruthy();
    const intruder = {
      workshopID: occupied!.workshopID,
      licensePlate: 'ZZ999ZZ',
      acceptedBoxID: occupied!.acceptedBoxID,
    };
    await expect(
      db.insert(appointments).values({ ...intruder, statusCode: STATUS.JobStarted }),
    ).rejects.toMatchObject({
      cause: { constraint: 'appointments_one_per_box' },
    });
    // A finished job no longer holds the box, so history can point at it freely.
    await expect(
      db.insert(appointments).values({ ...intruder, statusCode: STATUS.CheckedOut }),
    ).resolves.toBeDefined();
  });

  it('refuses a status code that does not exist', async () => {
    const [workshop] = await connection.db.select().from(workshops).limit(1);
    await expect(
      connection.db
        .insert(appointments)
        .values({ workshopID: workshop!.workshopID, licensePlate: 'ZZ998ZZ', statusCode: 99 }),
    ).rejects.toMatchObject({ cause: { constraint: 'appointments_status_code_check' } });
  });
});
