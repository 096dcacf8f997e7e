import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  appointmentLogs,
  appointments,
  outboxMessages,
  workshopParameters,
} from '../../server/core/db/schema/index.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { demoCaller, fieldsOf } from '../support/admin-support.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { countAppointments, demoWorkshop } from '../support/workshop-fixture.ts';

// The privacy notice and the SMS consent at the totem's walk-in form (decision 0021): the answer
// is kept on the visit and logged with it, and a "no" means no SMS for the visit.

const MY_TOTEMS = `{ myTotems { totemID workshopID totemQueues { queueID }
  privacyNotice { workshopName version textIt textEn } } }`;
const WALK_IN = `mutation ($input: TotemWalkInInput!) {
  totemRegisterWalkIn(input: $input) { welcome { code } problem formErrors { field code } }
}`;
const STAFF_READ = `query ($id: ID!) { appointment(appointmentID: $id) { smsConsent smsConsentAt privacyNoticeVersion } }`;
const UPDATE = `mutation ($input: UpdateParametersInput!) {
  updateParameters(input: $input) { parameters { privacyNoticeIt privacyNoticeVersion } formErrors { field code } }
}`;

type Notice = { workshopName: string; version: number; textIt: string; textEn: string };
type TotemData = {
  totemID: string;
  workshopID: string;
  totemQueues: { queueID: string }[];
  privacyNotice: Notice;
};
type Answer = {
  welcome: { code: string } | null;
  problem: string | null;
  formErrors: { field: string; code: string }[];
};

let server: TestServer;
let device: Session;
let hostess: Session;
let totem: TotemData;
let brandID: string;

async function myTotem(): Promise<TotemData> {
  const reply = await gql<{ myTotems: TotemData[] }>(server.url, MY_TOTEMS, {}, device);
  expect(reply.errors).toBeUndefined();
  return reply.data!.myTotems.find((t) => t.workshopID === totem.workshopID)!;
}

beforeAll(async () => {
  server = await startTestServer();
  device = await signIn(server.url, 'totem', DEMO_PASSWORD);
  hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
  const mi = await demoWorkshop(server, 'MI01');
  brandID = mi.vehicleBrandID;
  const reply = await gql<{ myTotems: TotemData[] }>(server.url, MY_TOTEMS, {}, device);
  totem = reply.data!.myTotems.find((t) => t.workshopID === mi.workshopID)!;
});
afterAll(async () => {
  await server?.stop();
});

async function walkIn(plate: string, smsConsent: boolean, privacyNoticeVersion: number) {
  const reply = await gql<{ totemRegisterWalkIn: Answer }>(
    server.url,
    WALK_IN,
    {
      input: {
        totemID: totem.totemID,
        queueID: totem.totemQueues[0]!.queueID,
        vehicleBrandID: brandID,
        licensePlate: plate,
        name: 'Franca Leone',
        mobile: '+393471234567',
        description: 'Rumore ai freni',
        smsConsent,
        privacyNoticeVersion,
        idempotencyKey: randomUUID(),
      },
    },
    device,
  );
  expect(reply.errors).toBeUndefined();
  return reply.data!.totemRegisterWalkIn;
}

async function visitOf(code: string) {
  const [row] = await server.services.db
    .select()
    .from(appointments)
    .where(eq(appointments.trackingCode, code));
  const logs = await server.services.db
    .select()
    .from(appointmentLogs)
    .where(eq(appointmentLogs.appointmentID, row!.appointmentID))
    .orderBy(appointmentLogs.seq);
  const sms = await server.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.appointmentID, row!.appointmentID));
  return { row: row!, logs, sms };
}

describe('the totem’s privacy notice', () => {
  it('is the default text naming the workshop and quoting its retention, in both languages', () => {
    const notice = totem.privacyNotice;
    expect(notice.version).toBe(1);
    expect(notice.textIt).toContain(`Titolare del trattamento è ${notice.workshopName}`);
    expect(notice.textIt).toContain('24 mesi');
    expect(notice.textEn).toContain(`The controller of your data is ${notice.workshopName}`);
  });
});

describe('SMS consent at the walk-in form', () => {
  it('with consent: kept on the visit, logged, and the welcome SMS is queued', async () => {
    const answer = await walkIn('PC001AA', true, 1);
    const { row, logs, sms } = await visitOf(answer.welcome!.code);
    expect(row).toMatchObject({ smsConsent: true, privacyNoticeVersion: 1, mobile: '+393471234567' });
    expect(row.smsConsentAt).toBeInstanceOf(Date);
    const consent = logs.find((log) => log.actionType === 'SmsConsentGiven');
    expect(consent?.payload).toEqual({ privacyNoticeVersion: 1 });
    expect(consent?.userID).toBe(device.userID);
    expect(logs.map((log) => log.actionType)).toContain('WelcomeSMS');
    expect(sms).toHaveLength(1);

    const staff = await gql<{ appointment: { smsConsent: boolean; privacyNoticeVersion: number } }>(
      server.url,
      STAFF_READ,
      { id: row.appointmentID },
      hostess,
    );
    expect(staff.data!.appointment).toMatchObject({ smsConsent: true, privacyNoticeVersion: 1 });
  });

  it('without consent: the visit is registered, the refusal logged, and no SMS is queued', async () => {
    const answer = await walkIn('PC002BB', false, 1);
    const { row, logs, sms } = await visitOf(answer.welcome!.code);
    expect(row).toMatchObject({ smsConsent: false, privacyNoticeVersion: 1 });
    expect(logs.map((log) => log.actionType)).toEqual(['CheckinRandom', 'SmsConsentRefused']);
    expect(sms).toHaveLength(0);

    // Nor does the plate typed on the mobile-tracking page text its link to that number.
    const login = await gql<{ mobileMonitorLogin: { linkSent: boolean } }>(
      server.url,
      `mutation ($plate: String) { mobileMonitorLogin(licensePlate: $plate) { linkSent } }`,
      { plate: 'PC002BB' },
    );
    expect(login.data!.mobileMonitorLogin.linkSent).toBe(true);
    expect((await visitOf(answer.welcome!.code)).sms).toHaveLength(0);

    // At job end the acceptor's SMS is refused, and nothing is written or queued.
    await server.services.db
      .update(appointments)
      .set({ statusCode: STATUS.JobEnded })
      .where(eq(appointments.appointmentID, row.appointmentID));
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const jobEndSms = await gql(
      server.url,
      `mutation ($input: SendJobEndSmsInput!) { sendJobEndSms(input: $input) { appointment { appointmentID } } }`,
      { input: { appointmentID: row.appointmentID, text: 'La sua auto è pronta' } },
      acceptor,
    );
    expect(errorCode(jobEndSms)).toBe('BAD_USER_INPUT');
    const after = await visitOf(answer.welcome!.code);
    expect(after.sms).toHaveLength(0);
    expect(after.logs.map((log) => log.actionType)).toEqual(['CheckinRandom', 'SmsConsentRefused']);
  });

  it('on a notice changed meanwhile: nothing is registered until the new one is shown', async () => {
    const admin = await demoCaller(server, 'admin');
    const changed = await admin(UPDATE, {
      input: { workshopID: totem.workshopID, privacyNoticeIt: 'Informativa della nostra officina.' },
    });
    expect(changed.data!.updateParameters.parameters).toEqual({
      privacyNoticeIt: 'Informativa della nostra officina.',
      privacyNoticeVersion: 2,
    });
    const fresh = await myTotem();
    expect(fresh.privacyNotice).toMatchObject({ version: 2, textIt: 'Informativa della nostra officina.' });
    // The English text is still the default one.
    expect(fresh.privacyNotice.textEn).toContain('The controller of your data is');

    const before = await countAppointments(server);
    const stale = await walkIn('PC003CC', true, 1);
    expect(stale.welcome).toBeNull();
    expect(stale.formErrors).toEqual([{ field: 'privacyNoticeVersion', code: 'validation.noticeChanged' }]);
    expect(await countAppointments(server)).toBe(before);

    const ok = await walkIn('PC003CC', true, 2);
    expect((await visitOf(ok.welcome!.code)).row.privacyNoticeVersion).toBe(2);
  });

  it('a notice over the limit is refused on its field and changes nothing; the same text keeps the version', async () => {
    const admin = await demoCaller(server, 'admin');
    const [before] = await server.services.db
      .select()
      .from(workshopParameters)
      .where(eq(workshopParameters.workshopID, totem.workshopID));
    const long = await admin(UPDATE, {
      input: { workshopID: totem.workshopID, privacyNoticeEn: 'x'.repeat(4001) },
    });
    expect(long.data!.updateParameters.parameters).toBeNull();
    expect(fieldsOf(long.data!.updateParameters)).toEqual(['privacyNoticeEn:validation.maxLength']);
    const same = await admin(UPDATE, {
      input: { workshopID: totem.workshopID, privacyNoticeIt: before!.privacyNoticeIt },
    });
    expect(same.data!.updateParameters.parameters!.privacyNoticeVersion).toBe(before!.privacyNoticeVersion);
  });

  it("the workshop's new name or address raises the notice's version; other fields and the same name do not", async () => {
    const admin = await demoCaller(server, 'admin');
    const edit = (fields: Record<string, unknown>) =>
      admin(
        `mutation ($input: UpdateWorkshopInput!) { updateWorkshop(input: $input) { formErrors { field code } } }`,
        { input: { workshopID: totem.workshopID, ...fields } },
      );
    const start = (await myTotem()).privacyNotice;

    expect((await edit({ maxSlots: 3 })).errors).toBeUndefined();
    expect((await edit({ name: start.workshopName })).errors).toBeUndefined();
    expect((await myTotem()).privacyNotice.version).toBe(start.version);

    expect((await edit({ address: 'Via Nuova 1' })).errors).toBeUndefined();
    const moved = (await myTotem()).privacyNotice;
    expect(moved.version).toBe(start.version + 1);
    // The English text is still the default one, which quotes the address.
    expect(moved.textEn).toContain('Via Nuova 1');
    // A form that showed the old notice is asked again.
    const stale = await walkIn('PC004DD', true, start.version);
    expect(stale.formErrors).toEqual([{ field: 'privacyNoticeVersion', code: 'validation.noticeChanged' }]);

    expect((await edit({ name: `${start.workshopName} Due` })).errors).toBeUndefined();
    expect((await myTotem()).privacyNotice.version).toBe(start.version + 2);
  });
});
