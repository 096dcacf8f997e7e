import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages, workshops } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  CALENDAR,
  freshAddress,
  LOGIN,
  makeVisit,
  newPlate,
  publicCall,
} from '../support/withdrawal-support.ts';

// The customer's sign-in by plate and link code (mobileMonitorLogin), its limits, and the customer
// token kept apart from the staff token.

type Login = {
  success: boolean;
  token: string | null;
  linkSent: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  appointment: {
    code: string;
    tracking: { maskedPlate: string; statusCode: number };
    withdrawal: { ready: boolean };
  } | null;
  otherAppointments: { workshopName: string; statusCode: number }[];
};

let server: TestServer;
let manager: Session;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

const login = async (variables: Record<string, unknown>, ip = freshAddress()) =>
  (await publicCall<{ mobileMonitorLogin: Login }>(server, LOGIN, variables, ip)).data!.mobileMonitorLogin;

describe('mobileMonitorLogin', () => {
  it('signs the customer in with the plate and the code of their link', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    await makeVisit(server, 'MI01', 1, visit.licensePlate);
    const reply = await login({ licensePlate: visit.licensePlate.toLowerCase(), code: visit.trackingCode });
    expect(reply.success).toBe(true);
    expect(reply.token).toBeTruthy();
    expect(reply.appointment?.tracking.statusCode).toBe(8);
    expect(reply.appointment?.tracking.maskedPlate).not.toContain(visit.licensePlate.slice(2, 5));
    expect(reply.appointment?.withdrawal.ready).toBe(true);
    expect(reply.otherAppointments.map((o) => o.statusCode)).toEqual([1]);
    // The code alone (the /withdraw/:code link) is enough: it is the 128-bit secret.
    expect((await login({ code: visit.trackingCode })).success).toBe(true);
  });

  it('answers the same for an unknown plate, a wrong code and another car’s code', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    const other = await makeVisit(server, 'MI01', 8);
    const answers = await Promise.all([
      login({ licensePlate: newPlate(), code: visit.trackingCode }),
      login({ licensePlate: visit.licensePlate, code: 'A'.repeat(22) }),
      login({ licensePlate: visit.licensePlate, code: other.trackingCode }),
    ]);
    for (const answer of answers) {
      expect(answer).toEqual({
        success: false,
        token: null,
        linkSent: false,
        errorCode: 'CUSTOMER_NOT_RECOGNISED',
        errorMessage: 'We cannot recognise the customer: check the licence plate.',
        appointment: null,
        otherAppointments: [],
        formErrors: [],
      });
    }
    expect((await login({ code: 'B'.repeat(22) })).errorCode).toBe('LINK_NOT_VALID');
  });

  it('a plate alone returns no data: the link goes by SMS to the number on file, same answer for any plate', async () => {
    const visit = await makeVisit(server, 'MI01', 6);
    const known = await login({ licensePlate: visit.licensePlate });
    const unknown = await login({ licensePlate: newPlate() });
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({
      success: false,
      token: null,
      appointment: null,
      linkSent: true,
      errorCode: null,
    });
    // The SMS is queued off the reply's path (so the reply's time does not tell the plate is known).
    const linkSms = () =>
      server.services.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.appointmentID, visit.appointmentID),
            eq(outboxMessages.kind, 'trackingLinkSms'),
          ),
        );
    await expect.poll(async () => (await linkSms()).length).toBe(1);
    const sms = await linkSms();
    expect(sms[0]!.body).toContain(`/mobile-tracking?code=${visit.trackingCode}`);
    // A second request in the window does not send another SMS.
    await login({ licensePlate: visit.licensePlate });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await server.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.appointmentID, visit.appointmentID));
    expect(again).toHaveLength(1);
  });

  it('does not limit a plate: a stranger’s wrong codes never lock its owner out', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    for (let i = 0; i < 6; i++) {
      const reply = await login({ licensePlate: visit.licensePlate, code: 'C'.repeat(22) });
      expect(reply.errorCode).toBe('CUSTOMER_NOT_RECOGNISED');
    }
    expect((await login({ licensePlate: visit.licensePlate, code: visit.trackingCode })).success).toBe(true);
  });

  it('limits failed attempts per address, whatever the plate', async () => {
    const ip = '192.0.2.77';
    const codes: (string | null)[] = [];
    // PUBLIC_LOOKUP_FAILURES_PER_MINUTE (30); sign-ins that succeed are not counted.
    for (let i = 0; i < 31; i++)
      codes.push((await login({ licensePlate: newPlate(), code: 'D'.repeat(22) }, ip)).errorCode);
    expect(codes.slice(0, 30).every((c) => c === 'CUSTOMER_NOT_RECOGNISED')).toBe(true);
    expect(codes[30]).toBe('RATE_LIMITED');
    const visit = await makeVisit(server, 'MI01', 8);
    expect((await login({ licensePlate: visit.licensePlate, code: visit.trackingCode }, ip)).errorCode).toBe(
      'RATE_LIMITED',
    );
  });
});

describe('customer token and staff token', () => {
  it('the customer token is not a staff token, and a staff token is not a customer token', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    const { token } = await login({ licensePlate: visit.licensePlate, code: visit.trackingCode });
    const asStaff = await gql(server.url, '{ myMonitors { monitorID } }', {}, { token: token! });
    expect(errorCode(asStaff)).toBe('AUTH_NOT_AUTHORIZED');
    const [mi] = await server.services.db.select().from(workshops).limit(1);
    const slotsAsStaff = await gql(
      server.url,
      'query ($w: ID!) { availabilitySlots(workshopID: $w) { day } }',
      { w: mi?.workshopID },
      { token: token! },
    );
    expect(errorCode(slotsAsStaff)).toBe('AUTH_NOT_AUTHORIZED');

    const withCustomerToken = await publicCall<{ withdrawalCalendar: unknown }>(server, CALENDAR, {
      access: { token },
    });
    expect(withCustomerToken.data?.withdrawalCalendar).not.toBeNull();
    const withStaffToken = await publicCall<{ withdrawalCalendar: unknown }>(server, CALENDAR, {
      access: { token: manager.token },
    });
    expect(withStaffToken.data?.withdrawalCalendar).toBeNull();
  });
});
