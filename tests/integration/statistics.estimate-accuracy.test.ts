import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointments,
  boxes,
  queueGroups,
  queues,
  vehicleBrands,
  workshopParameters,
  workshops,
} from '../../server/core/db/schema/index.ts';
import { clearEstimateAccuracyCache } from '../../server/features/statistics/estimate-accuracy-service.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { RESULT } from '../support/lifecycle-support.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { appointmentRow } from '../support/workshop-fixture.ts';

/**
 * Honest waiting times (docs/queue-order.md, decision 0029) over real HTTP: a check-in records the
 * wait it was told, a call makes the error, `estimateAccuracy` gives a queue's figures to its
 * workshop's statistics roles only, and the tracking page tells a range when a queue's estimates
 * have been far off. One workshop of its own, one box, 20 minutes a customer; the server's clock
 * is set by the test.
 */
const ACCURACY = `query ($workshopID: ID!) {
  estimateAccuracy(workshopID: $workshopID) {
    workshopID fromDay toDay
    queues { queueID name customers meanAbsoluteErrorMinutes within5Percentage biasMinutes }
  }
}`;
const TRACKING = `query ($code: ID!) {
  tracking(code: $code) { estimatedWaitMinutes estimatedWaitRange { lowMinutes highMinutes } }
}`;
const mutation = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;

let server: TestServer;
let admin: Session;
let owner: Session;
let workshopID: string;
let brandID: string;
let boxID: string;
let queueID: string;
let clock = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  await at(clock.toISOString());
  const db = server.services.db;
  const [workshop] = await db
    .insert(workshops)
    .values({ workshopCode: 'EA01', name: 'Officina Stime', timeZone: 'Europe/Rome' })
    .returning();
  workshopID = workshop!.workshopID;
  await db
    .insert(workshopParameters)
    .values({ workshopID, acceptanceDurationMinutes: 20, toleranceMinutes: 10 });
  const [group] = await db.insert(queueGroups).values({ workshopID, name: 'Accettazione' }).returning();
  const [queue] = await db
    .insert(queues)
    .values({ workshopID, queueGroupID: group!.queueGroupID, name: 'Tagliandi', viewOrderNumber: 1 })
    .returning();
  queueID = queue!.queueID;
  const [box] = await db
    .insert(boxes)
    .values({ workshopID, queueGroupID: group!.queueGroupID, name: 'Box 1' })
    .returning();
  boxID = box!.boxID;
  const [brand] = await db.select().from(vehicleBrands).limit(1);
  brandID = brand!.vehicleBrandID;
});

afterAll(async () => {
  await server?.stop();
});

async function run(name: string, input: string, values: Record<string, unknown>) {
  const reply = await gql<Record<string, { appointment: { appointmentID: string } | null }>>(
    server.url,
    mutation(name, input),
    { input: values },
    admin,
  );
  if (reply.errors || !reply.data?.[name]?.appointment) throw new Error(`${name}: ${JSON.stringify(reply)}`);
  return reply.data[name]!.appointment!.appointmentID;
}

const walkIn = (plate: string, queue = queueID) =>
  run('registerNewAppointment', 'RegisterNewAppointmentInput', {
    workshopID,
    queueID: queue,
    vehicleBrandID: brandID,
    licensePlate: plate,
    name: 'Cliente',
    mobile: '+393331234567',
    description: 'Tagliando',
  });
const call = () => run('nextCustomer', 'NextCustomerInput', { workshopID, boxID, queueID });
/** Moves the server's clock; sessions are signed in again (a token lives minutes on that clock). */
async function at(iso: string) {
  clock = new Date(iso);
  [admin, owner] = await Promise.all([
    signIn(server.url, 'admin', DEMO_PASSWORD),
    // The owner of the demo Milano workshop: a manager, but not of this one.
    signIn(server.url, 'owner', DEMO_PASSWORD),
  ]);
}

async function accuracy(session: Session, id = workshopID) {
  return gql<{
    estimateAccuracy: {
      fromDay: string;
      toDay: string;
      queues: {
        queueID: string;
        name: string;
        customers: number;
        meanAbsoluteErrorMinutes: number | null;
        within5Percentage: number | null;
        biasMinutes: number | null;
      }[];
    };
  }>(server.url, ACCURACY, { workshopID: id }, session);
}

async function trackingOf(appointmentID: string) {
  const row = await appointmentRow(server, appointmentID);
  const reply = await gql<{
    tracking: {
      estimatedWaitMinutes: number | null;
      estimatedWaitRange: { lowMinutes: number; highMinutes: number } | null;
    };
  }>(server.url, TRACKING, { code: row!.trackingCode });
  return reply.data!.tracking;
}

describe('estimate accuracy', () => {
  let first: string;
  let second: string;

  it('records at check-in the wait the customer is told', async () => {
    await at('2026-11-20T08:00:00Z');
    first = await walkIn('EA001AA');
    await at('2026-11-20T08:01:00Z');
    second = await walkIn('EA002AA');
    // One free box: the first is next (0), the second after one acceptance of 20 minutes.
    expect((await appointmentRow(server, first))!.checkinEstimatedWaitMinutes).toBe(0);
    expect((await appointmentRow(server, second))!.checkinEstimatedWaitMinutes).toBe(20);
  });

  it('has no figures before anyone is called', async () => {
    const reply = await accuracy(admin);
    expect(reply.errors).toBeUndefined();
    // 20 November in Rome and the six days before.
    expect(reply.data!.estimateAccuracy).toMatchObject({
      fromDay: '2026-11-14',
      toDay: '2026-11-20',
      queues: [],
    });
  });

  it('measures each call against the promise: called minus checked in', async () => {
    await at('2026-11-20T08:05:00Z');
    await call(); // the first: told 0, waited 5 → −5
    await run('jobStart', 'JobStartInput', { appointmentID: first, skipValidation: true });
    await run('jobEnd', 'AppointmentActionInput', { appointmentID: first });
    await at('2026-11-20T08:27:00Z');
    await call(); // the second: told 20, waited 26 → −6
    const reply = await accuracy(admin);
    expect(reply.data!.estimateAccuracy.queues).toEqual([
      {
        queueID,
        name: 'Tagliandi',
        customers: 2,
        meanAbsoluteErrorMinutes: 5.5,
        within5Percentage: 50,
        biasMinutes: -5.5,
      },
    ]);
    expect(await trackingOf(second)).toEqual({ estimatedWaitMinutes: null, estimatedWaitRange: null });
  });

  it("refuses another workshop's manager, a malformed id and an unknown workshop", async () => {
    expect(errorCode(await accuracy(owner))).toBe('FORBIDDEN');
    expect(errorCode(await accuracy(admin, 'not-an-id'))).toBe('BAD_USER_INPUT');
    expect(errorCode(await accuracy(admin, '00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    // The owner's own workshop answers.
    const [milano] = await server.services.db.select().from(workshops).where(eqCode('MI01'));
    expect((await accuracy(owner, milano!.workshopID)).errors).toBeUndefined();
  });
});

describe('the tracking page range', () => {
  /** Ten customers called yesterday in `queue`, each told `told` minutes and waiting `waited`. */
  async function history(queue: string, told: number, waited: number, prefix: string) {
    const calledAt = new Date('2026-11-19T10:00:00Z');
    await server.services.db.insert(appointments).values(
      Array.from({ length: 10 }, (_, index) => ({
        workshopID,
        assignedQueueID: queue,
        statusCode: STATUS.CheckedOut,
        walkIn: true,
        licensePlate: `${prefix}${String(index).padStart(3, '0')}ZZ`,
        checkinDateTime: new Date(calledAt.getTime() - waited * 60_000),
        acceptanceDateTime: calledAt,
        checkinEstimatedWaitMinutes: told,
      })),
    );
  }

  async function newQueue(name: string) {
    const [group] = await server.services.db.select().from(queueGroups).where(eqWorkshop());
    const [queue] = await server.services.db
      .insert(queues)
      .values({ workshopID, queueGroupID: group!.queueGroupID, name })
      .returning();
    return queue!.queueID;
  }

  it('tells a range, estimate ± the error rounded to 5, when the queue has been far off', async () => {
    clearEstimateAccuracyCache();
    const far = await newQueue('Gomme');
    await history(far, 10, 30, 'FA'); // error 20 each
    await at('2026-11-20T09:00:00Z');
    // The box is busy since 08:27 (free at 08:47, overdue: a minute), the customer first in line.
    const waiting = await walkIn('EA010AA', far);
    const tracking = await trackingOf(waiting);
    expect(tracking.estimatedWaitMinutes).toBe(1);
    expect(tracking.estimatedWaitRange).toEqual({ lowMinutes: 0, highMinutes: 20 });
  });

  it('tells the single figure where the estimates have been close, and a default range while unknown', async () => {
    clearEstimateAccuracyCache();
    const close = await newQueue('Revisioni');
    await history(close, 20, 22, 'CL'); // error 2 each
    const unknown = await newQueue('Carrozzeria');
    await at('2026-11-20T09:01:00Z');
    const inClose = await walkIn('EA011AA', close);
    const inUnknown = await walkIn('EA012AA', unknown);
    expect(await trackingOf(inClose)).toEqual({ estimatedWaitMinutes: 1, estimatedWaitRange: null });
    expect(await trackingOf(inUnknown)).toEqual({
      estimatedWaitMinutes: 1,
      estimatedWaitRange: { lowMinutes: 0, highMinutes: 5 },
    });
  });
});

function eqCode(code: string) {
  return eq(workshops.workshopCode, code);
}
function eqWorkshop() {
  return eq(queueGroups.workshopID, workshopID);
}
