import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointments,
  boxes,
  queueGroups,
  queues,
  vehicleBrands,
  workshops,
} from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The queue screens as an acceptor of Milano sees them, checked against the seeded rows.

const BOARD = `query Board($workshopID: ID!) {
  queueGroups(workshopID: $workshopID) {
    queueGroupID name
    queues {
      queueID name waitingCount
      waiting {
        appointmentID licensePlate statusCode statusName position estimatedWaitMinutes
        assignedQueue { queueID name }
        acceptedUser { userName }
        timing { status minutes }
      }
    }
  }
}`;

type WaitingNode = {
  appointmentID: string;
  licensePlate: string;
  statusCode: number;
  statusName: string;
  position: number;
  estimatedWaitMinutes: number | null;
  assignedQueue: { queueID: string; name: string };
  timing: { status: string; minutes: number } | null;
};
type Board = {
  queueGroups: {
    queueGroupID: string;
    name: string;
    queues: { queueID: string; name: string; waitingCount: number; waiting: WaitingNode[] }[];
  }[];
};

let server: TestServer;
let acceptor: Session;
let workshopID: string;
let timeZone: string;

beforeAll(async () => {
  server = await startTestServer();
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  const [mi] = await server.services.db.select().from(workshops).where(eq(workshops.workshopCode, 'MI01'));
  workshopID = mi!.workshopID;
  timeZone = mi!.timeZone;
});
afterAll(async () => {
  await server?.stop();
});

const query = <T = Record<string, unknown>>(text: string, variables: Record<string, unknown> = {}) =>
  gql<T>(server.url, text, variables, { token: acceptor.token });

/** The calendar day of an instant in the workshop's zone, computed independently of the server. */
const dayIn = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

async function seededRows() {
  return server.services.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.workshopID, workshopID), isNull(appointments.deletedAt)));
}

describe('the waiting lists', () => {
  it('shows every checked-in customer of each queue once, numbered 1..n, with estimates that never go down', async () => {
    const reply = await query<Board>(BOARD, { workshopID });
    expect(reply.errors).toBeUndefined();
    const rows = await seededRows();
    const listed = reply.data!.queueGroups.flatMap((group) => group.queues);
    expect(listed.length).toBeGreaterThanOrEqual(4);

    let everyone = 0;
    for (const queue of listed) {
      const expected = rows
        .filter(
          (row) =>
            row.assignedQueueID === queue.queueID &&
            (row.statusCode === STATUS.CheckedInBooked || row.statusCode === STATUS.CheckedInRandom),
        )
        .map((row) => row.appointmentID)
        .sort();
      expect(queue.waiting.map((w) => w.appointmentID).sort()).toEqual(expected);
      expect(queue.waitingCount).toBe(expected.length);
      expect(queue.waiting.map((w) => w.position)).toEqual(queue.waiting.map((_, index) => index + 1));
      const estimates = queue.waiting.map((w) => w.estimatedWaitMinutes);
      for (const [index, estimate] of estimates.entries()) {
        expect(estimate).not.toBeNull();
        if (index > 0) expect(estimate!).toBeGreaterThanOrEqual(estimates[index - 1]!);
      }
      for (const w of queue.waiting) {
        expect(['CheckedInBooked', 'CheckedInRandom']).toContain(w.statusName);
        expect(w.assignedQueue.queueID).toBe(queue.queueID);
      }
      everyone += queue.waiting.length;
    }
    // The seed has people waiting in more than one queue, walk-ins and booked customers alike.
    expect(everyone).toBeGreaterThanOrEqual(4);
    const waitingStatuses = listed.flatMap((q) => q.waiting.map((w) => w.statusCode));
    expect(waitingStatuses).toContain(STATUS.CheckedInBooked);
    expect(waitingStatuses).toContain(STATUS.CheckedInRandom);
  });

  it('gives a booked customer a timing against the booking and a walk-in none', async () => {
    const reply = await query<Board>(BOARD, { workshopID });
    const waiting = reply.data!.queueGroups.flatMap((g) => g.queues.flatMap((q) => q.waiting));
    const rows = new Map((await seededRows()).map((row) => [row.appointmentID, row]));
    for (const w of waiting) {
      const row = rows.get(w.appointmentID)!;
      if (row.walkIn) {
        expect(w.timing).toBeNull();
        continue;
      }
      const minutesLate = (row.checkinDateTime!.getTime() - row.bookingDateTime!.getTime()) / 60_000;
      const expected = Math.abs(minutesLate) <= 10 ? 'ON_TIME' : minutesLate > 0 ? 'LATE' : 'EARLY';
      expect(w.timing?.status).toBe(expected);
    }
  });

  it('gives the same place when an appointment is read on its own as in its queue', async () => {
    const board = await query<Board>(BOARD, { workshopID });
    const queue = board.data!.queueGroups.flatMap((g) => g.queues).find((q) => q.waiting.length >= 2)!;
    const second = queue.waiting[1]!;
    const reply = await query<{ appointment: { position: number; estimatedWaitMinutes: number } }>(
      `query ($id: ID!) { appointment(appointmentID: $id) { position estimatedWaitMinutes } }`,
      { id: second.appointmentID },
    );
    expect(reply.data?.appointment).toEqual({
      position: 2,
      estimatedWaitMinutes: second.estimatedWaitMinutes,
    });
  });

  it('has no place or estimate for a customer who is not waiting', async () => {
    const [inBox] = (await seededRows()).filter((row) => row.statusCode === STATUS.JobStarted);
    const reply = await query<{ appointment: { position: null; estimatedWaitMinutes: null } }>(
      `query ($id: ID!) { appointment(appointmentID: $id) { position estimatedWaitMinutes } }`,
      { id: inBox!.appointmentID },
    );
    expect(reply.data?.appointment).toEqual({ position: null, estimatedWaitMinutes: null });
  });

  it('costs the same number of queries with one or ten more customers waiting (no query per row)', async () => {
    const db = server.services.db;
    const [queue] = await db
      .select()
      .from(queues)
      .where(and(eq(queues.workshopID, workshopID), eq(queues.isDefault, true)));
    const [inBox] = await db
      .select({ userID: appointments.acceptedUserID })
      .from(appointments)
      .where(and(eq(appointments.workshopID, workshopID), eq(appointments.statusCode, STATUS.JobStarted)));
    const now = Date.now();
    const addWaiting = (from: number, count: number) =>
      db
        .insert(appointments)
        .values(
          Array.from({ length: count }, (_, offset) => ({
            workshopID,
            statusCode: STATUS.CheckedInRandom,
            walkIn: true,
            licensePlate: `NP${String(100 + from + offset)}XX`,
            name: `Extra ${from + offset}`,
            assignedQueueID: queue!.queueID,
            // Sent back to the queue by an acceptor: one more user to show for each of them.
            acceptedUserID: inBox!.userID,
            checkinDateTime: new Date(now - (from + offset) * 1000),
          })),
        )
        .returning({ id: appointments.appointmentID });
    const selects = vi.spyOn(db, 'select');
    const queriesForBoard = async () => {
      selects.mockClear();
      const reply = await query<Board>(BOARD, { workshopID });
      const count = selects.mock.calls.length;
      const listed = reply
        .data!.queueGroups.flatMap((g) => g.queues)
        .find((q) => q.queueID === queue!.queueID)!;
      return { count, extra: listed.waiting.filter((w) => w.licensePlate.startsWith('NP')).length };
    };
    const inserted: { id: string }[] = [];
    try {
      inserted.push(...(await addWaiting(0, 1)));
      const withOne = await queriesForBoard();
      inserted.push(...(await addWaiting(1, 9)));
      const withTen = await queriesForBoard();
      expect(withOne.extra).toBe(1);
      expect(withTen.extra).toBe(10);
      expect(withTen.count).toBe(withOne.count);
    } finally {
      selects.mockRestore();
      await db.delete(appointments).where(
        inArray(
          appointments.appointmentID,
          inserted.map((row) => row.id),
        ),
      );
    }
  });
});

describe('the estimate of an early customer', () => {
  it('counts the bookings due before them that have not arrived yet', async () => {
    const db = server.services.db;
    const now = Date.now();
    const minutes = (n: number) => new Date(now + n * 60_000);
    const [group] = await db.insert(queueGroups).values({ workshopID, name: 'Carrozzeria' }).returning();
    const [queue] = await db
      .insert(queues)
      .values({ workshopID, queueGroupID: group!.queueGroupID, name: 'Preventivi carrozzeria' })
      .returning();
    const [box] = await db
      .insert(boxes)
      .values({ workshopID, queueGroupID: group!.queueGroupID, name: 'Box C', orderNumber: 20 })
      .returning();
    const customer = (plate: string, values: Partial<typeof appointments.$inferInsert>) => ({
      workshopID,
      licensePlate: plate,
      name: 'Cliente Carrozzeria',
      assignedQueueID: queue!.queueID,
      statusCode: STATUS.BookedNotArrived,
      ...values,
    });
    // The only box is busy for the next quarter of an hour; one customer came an hour early.
    await db.insert(appointments).values([
      customer('CA001RR', {
        statusCode: STATUS.Accepted,
        acceptedBoxID: box!.boxID,
        acceptanceDateTime: minutes(0),
        checkinDateTime: minutes(-5),
      }),
      customer('CA002RR', {
        statusCode: STATUS.CheckedInBooked,
        bookingDateTime: minutes(60),
        checkinDateTime: minutes(0),
      }),
    ]);
    const estimateOfEarly = async () => {
      const reply = await query<{ queues: { queueID: string; waiting: WaitingNode[] }[] }>(
        `query ($workshopID: ID!, $group: ID) { queues(workshopID: $workshopID, queueGroupID: $group) {
          queueID waiting { licensePlate position estimatedWaitMinutes }
        } }`,
        { workshopID, group: group!.queueGroupID },
      );
      const waiting = reply.data!.queues[0]!.waiting;
      expect(waiting.map((w) => w.licensePlate)).toEqual(['CA002RR']);
      return waiting[0]!.estimatedWaitMinutes!;
    };
    const alone = await estimateOfEarly();
    expect(alone).toBeGreaterThanOrEqual(14);
    expect(alone).toBeLessThanOrEqual(15);

    // Two bookings due in 10 and 12 minutes keep their slots ahead of the early customer.
    await db
      .insert(appointments)
      .values([
        customer('CA003RR', { bookingDateTime: minutes(10) }),
        customer('CA004RR', { bookingDateTime: minutes(12) }),
      ]);
    expect(await estimateOfEarly()).toBeGreaterThanOrEqual(alone + 20);

    await db.delete(appointments).where(eq(appointments.assignedQueueID, queue!.queueID));
    await db.delete(boxes).where(eq(boxes.boxID, box!.boxID));
    await db.delete(queueGroups).where(eq(queueGroups.queueGroupID, group!.queueGroupID));
  });
});

describe('reading after a change in the same request', () => {
  it('shows each of two check-ins the queue as it stood after that check-in', async () => {
    const db = server.services.db;
    const [group] = await db
      .select()
      .from(queueGroups)
      .where(and(eq(queueGroups.workshopID, workshopID), eq(queueGroups.name, 'Officina')));
    const [queue] = await db
      .insert(queues)
      .values({ workshopID, queueGroupID: group!.queueGroupID, name: 'Coda di prova', viewOrderNumber: 99 })
      .returning();
    const [brand] = await db.select().from(vehicleBrands).limit(1);
    const hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
    const input = (plate: string) => ({
      workshopID,
      queueID: queue!.queueID,
      vehicleBrandID: brand!.vehicleBrandID,
      licensePlate: plate,
      name: 'Mario Verdi',
      mobile: '+393331234567',
      description: 'Controllo luci',
    });
    const selection =
      'appointment { position assignedQueue { waitingCount waiting { licensePlate } } } formErrors { field }';
    const reply = await gql<{
      first: { appointment: { position: number; assignedQueue: { waitingCount: number } } };
      second: { appointment: { position: number; assignedQueue: { waitingCount: number } } };
    }>(
      server.url,
      `mutation ($a: RegisterNewAppointmentInput!, $b: RegisterNewAppointmentInput!) {
        first: registerNewAppointment(input: $a) { ${selection} }
        second: registerNewAppointment(input: $b) { ${selection} }
      }`,
      { a: input('PR001VA'), b: input('PR002VA') },
      { token: hostess.token },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.first.appointment).toMatchObject({ position: 1, assignedQueue: { waitingCount: 1 } });
    expect(reply.data?.second.appointment).toMatchObject({ position: 2, assignedQueue: { waitingCount: 2 } });
  });
});

describe('boxes', () => {
  it('lists the boxes in order with the acceptor at each and the customer inside', async () => {
    const reply = await query<{
      boxes: {
        boxID: string;
        name: string;
        orderNumber: number;
        user: { userName: string } | null;
        currentAppointment: { appointmentID: string; statusName: string } | null;
      }[];
    }>(
      `query ($workshopID: ID!) { boxes(workshopID: $workshopID) {
        boxID name orderNumber user { userName } currentAppointment { appointmentID statusName }
      } }`,
      { workshopID },
    );
    expect(reply.errors).toBeUndefined();
    const listed = reply.data!.boxes;
    expect(listed.map((b) => b.name)).toEqual(['Box 1', 'Box 2', 'Box 3', 'Box 4']);
    expect(listed[0]!.user?.userName).toBe('acceptor1');
    expect(listed[1]!.user?.userName).toBe('acceptor2');

    const occupying = [STATUS.Accepted, STATUS.AcceptedAnomaly, STATUS.JobStarted] as number[];
    const rows = await seededRows();
    for (const box of listed) {
      const inside = rows.find(
        (row) => row.acceptedBoxID === box.boxID && occupying.includes(row.statusCode),
      );
      expect(box.currentAppointment?.appointmentID ?? null).toBe(inside?.appointmentID ?? null);
    }
    // The seed has one customer just called into Box 1 and one whose job started in Box 2.
    expect(listed[0]!.currentAppointment?.statusName).toBe('Accepted');
    expect(listed[1]!.currentAppointment?.statusName).toBe('JobStarted');
  });

  it('lists for a group only the boxes that call from it', async () => {
    const board = await query<Board>(BOARD, { workshopID });
    const pickupGroup = board.data!.queueGroups.find((g) => g.name === 'Consegne e ritiri')!;
    const reply = await query<{ boxes: { name: string }[] }>(
      `query ($workshopID: ID!, $group: ID) { boxes(workshopID: $workshopID, queueGroupID: $group) { name } }`,
      { workshopID, group: pickupGroup.queueGroupID },
    );
    expect(reply.data?.boxes.map((b) => b.name)).toEqual(['Box 4']);
  });

  it('never lists a deleted box', async () => {
    const db = server.services.db;
    const [extra] = await db
      .insert(boxes)
      .values({ workshopID, name: 'Box 9', orderNumber: 9, deletedAt: new Date() })
      .returning();
    const reply = await query<{ boxes: { boxID: string }[] }>(
      `query ($workshopID: ID!) { boxes(workshopID: $workshopID) { boxID } }`,
      { workshopID },
    );
    expect(reply.data?.boxes.map((b) => b.boxID)).not.toContain(extra!.boxID);
    await db.delete(boxes).where(eq(boxes.boxID, extra!.boxID));
  });
});

describe('counts for the day', () => {
  const COUNTS = `query ($workshopID: ID!, $at: DateTime) {
    queueCounts(workshopID: $workshopID, referenceDateTime: $at) {
      workshopID booked checkedInBooked checkedInRandom accepted managed perQueue { queueID waiting }
    }
  }`;
  type Counts = {
    queueCounts: {
      booked: number;
      checkedInBooked: number;
      checkedInRandom: number;
      accepted: number;
      managed: number;
      perQueue: { queueID: string; waiting: number }[];
    };
  };

  it('match the seeded statuses of today', async () => {
    const reply = await query<Counts>(COUNTS, { workshopID });
    expect(reply.errors).toBeUndefined();
    const today = dayIn(new Date());
    const rows = await seededRows();
    const checkedInToday = rows.filter((r) => r.checkinDateTime && dayIn(r.checkinDateTime) === today);
    const withStatus = (list: typeof rows, ...codes: number[]) =>
      list.filter((r) => codes.includes(r.statusCode)).length;
    const counts = reply.data!.queueCounts;
    expect(counts).toMatchObject({
      booked: rows.filter(
        (r) =>
          r.statusCode === STATUS.BookedNotArrived && r.bookingDateTime && dayIn(r.bookingDateTime) === today,
      ).length,
      checkedInBooked: withStatus(checkedInToday, STATUS.CheckedInBooked),
      checkedInRandom: withStatus(checkedInToday, STATUS.CheckedInRandom),
      accepted: withStatus(checkedInToday, STATUS.Accepted, STATUS.AcceptedAnomaly),
      managed: checkedInToday.filter((r) => r.statusCode >= 2).length,
    });
    // The demo day has people in each of these states.
    expect(counts.booked).toBeGreaterThan(0);
    expect(counts.checkedInBooked).toBeGreaterThan(0);
    expect(counts.checkedInRandom).toBeGreaterThan(0);
    expect(counts.accepted).toBeGreaterThan(0);
    expect(counts.managed).toBeGreaterThan(counts.checkedInBooked + counts.checkedInRandom + counts.accepted);

    const board = await query<Board>(BOARD, { workshopID });
    const waitingCounts = board.data!.queueGroups.flatMap((g) =>
      g.queues.map((q) => ({ queueID: q.queueID, waiting: q.waitingCount })),
    );
    expect([...counts.perQueue].sort((a, b) => a.queueID.localeCompare(b.queueID))).toEqual(
      waitingCounts.sort((a, b) => a.queueID.localeCompare(b.queueID)),
    );
  });

  it('count nothing on a day with no appointments', async () => {
    const reply = await query<Counts>(COUNTS, { workshopID, at: '2020-01-15T10:00:00.000Z' });
    expect(reply.data?.queueCounts).toMatchObject({
      booked: 0,
      checkedInBooked: 0,
      checkedInRandom: 0,
      accepted: 0,
      managed: 0,
    });
    expect(reply.data!.queueCounts.perQueue.every((q) => q.waiting === 0)).toBe(true);
  });
});

describe('reject reasons', () => {
  it('are listed by name for any signed-in user', async () => {
    const reply = await query<{ rejectReasons: { rejectReasonID: string; name: string }[] }>(
      '{ rejectReasons { rejectReasonID name } }',
    );
    const names = reply.data!.rejectReasons.map((r) => r.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain('Preventivo non accettato');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('deleted queues', () => {
  it('are never listed, in a workshop, in a group or in the counts', async () => {
    const db = server.services.db;
    const board = await query<Board>(BOARD, { workshopID });
    const group = board.data!.queueGroups.find((g) => g.name === 'Officina')!;
    const [doomed] = await db
      .update(queues)
      .set({ deletedAt: new Date() })
      .where(and(eq(queues.workshopID, workshopID), eq(queues.name, 'Revisione')))
      .returning();
    expect(doomed).toBeDefined();

    const listed = await query<{ queues: { queueID: string }[] }>(
      `query ($workshopID: ID!) { queues(workshopID: $workshopID) { queueID } }`,
      { workshopID },
    );
    expect(listed.data!.queues.length).toBeGreaterThan(0);
    expect(listed.data!.queues.map((q) => q.queueID)).not.toContain(doomed!.queueID);

    const ofGroup = await query<{ queues: { queueID: string }[] }>(
      `query ($workshopID: ID!, $group: ID) { queues(workshopID: $workshopID, queueGroupID: $group) { queueID } }`,
      { workshopID, group: group.queueGroupID },
    );
    expect(ofGroup.data!.queues.map((q) => q.queueID)).not.toContain(doomed!.queueID);

    const after = await query<Board>(BOARD, { workshopID });
    const queueIDs = after.data!.queueGroups.flatMap((g) => g.queues.map((q) => q.queueID));
    expect(queueIDs).not.toContain(doomed!.queueID);

    const counts = await query<{ queueCounts: { perQueue: { queueID: string }[] } }>(
      `query ($workshopID: ID!) { queueCounts(workshopID: $workshopID) { perQueue { queueID } } }`,
      { workshopID },
    );
    expect(counts.data!.queueCounts.perQueue.map((q) => q.queueID)).not.toContain(doomed!.queueID);

    await db.update(queues).set({ deletedAt: null }).where(eq(queues.queueID, doomed!.queueID));
  });
});
