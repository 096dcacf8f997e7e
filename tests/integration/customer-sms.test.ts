import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs, outboxMessages, workshopParameters } from '../../server/core/db/schema/index.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newPlate } from '../support/withdrawal-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * The SMS a visit's own actions send (docs/messaging.md): the pay-online link at job end (once,
 * even after an undo) and the thank-you after exit, whose delay never lands at night. The server's
 * clock is fixed at 21:30 in Rome, so the thank-you's hour of delay falls at 22:30 and moves to 08:00.
 */
const NOW = new Date('2026-12-10T20:30:00Z');
const RESULT = 'appointment { appointmentID statusCode } formErrors { field code }';
const m = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;

let server: TestServer;
let acceptor: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => NOW });
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
  mi = await demoWorkshop(server, 'MI01');
});
afterAll(async () => {
  await server?.stop();
});

async function act(name: string, input: string, values: Record<string, unknown>) {
  const reply = await gql<Record<string, { appointment: { appointmentID: string } | null }>>(
    server.url,
    m(name, input),
    { input: values },
    acceptor,
  );
  expect(reply.errors).toBeUndefined();
  return reply.data![name]!.appointment!.appointmentID;
}

async function visitToJobEnd() {
  const queueID = await mi.newQueue(`SMS ${newPlate()}`);
  const boxID = await mi.newBox(`Box SMS ${newPlate()}`);
  const id = await act('registerNewAppointment', 'RegisterNewAppointmentInput', {
    workshopID: mi.workshopID,
    queueID,
    vehicleBrandID: mi.vehicleBrandID,
    licensePlate: newPlate(),
    name: 'Paola Online',
    mobile: '+393331234567',
    description: 'Tagliando',
  });
  await act('nextCustomer', 'NextCustomerInput', { workshopID: mi.workshopID, boxID, queueID });
  await act('jobStart', 'JobStartInput', { appointmentID: id });
  await act('jobEnd', 'AppointmentActionInput', { appointmentID: id });
  return id;
}

const sms = (appointmentID: string, kind: string) =>
  server.services.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.appointmentID, appointmentID), eq(outboxMessages.kind, kind)));

const logLines = (appointmentID: string, actionType: string) =>
  server.services.db
    .select()
    .from(appointmentLogs)
    .where(and(eq(appointmentLogs.appointmentID, appointmentID), eq(appointmentLogs.actionType, actionType)));

describe('customer SMS of a visit', () => {
  it('sends the pay-online link at job end once, logged, even when the job is ended again after an undo', async () => {
    const id = await visitToJobEnd();
    const [link] = await sms(id, 'payOnlineSms');
    expect(link!.body).toContain('/tracking/');
    await act('undoLastOperation', 'AppointmentActionInput', { appointmentID: id });
    await act('jobEnd', 'AppointmentActionInput', { appointmentID: id });
    expect(await sms(id, 'payOnlineSms')).toHaveLength(1);
    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(and(eq(appointmentLogs.appointmentID, id), eq(appointmentLogs.actionType, 'JobEndSms')));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ smsText: link!.body, payload: { kind: 'payOnline', sent: true } });
  });

  it("starts the job-end SMS from the workshop's processingCompleted text, filled in for the visit", async () => {
    const id = await visitToJobEnd();
    const read = async () => {
      const reply = await gql<{ appointment: { jobEndSmsDraft: string; licensePlate: string } }>(
        server.url,
        'query ($id: ID!) { appointment(appointmentID: $id) { licensePlate jobEndSmsDraft } }',
        { id },
        acceptor,
      );
      expect(reply.errors).toBeUndefined();
      return reply.data!.appointment;
    };
    await server.services.db
      .update(workshopParameters)
      .set({ processingCompleted: 'Gentile {name}, {plate} è pronta al {box}.' })
      .where(eq(workshopParameters.workshopID, mi.workshopID));
    const { jobEndSmsDraft, licensePlate } = await read();
    expect(jobEndSmsDraft).toMatch(new RegExp(`^Gentile Paola Online, ${licensePlate} è pronta al Box SMS `));
    await server.services.db
      .update(workshopParameters)
      .set({ processingCompleted: '  ' })
      .where(eq(workshopParameters.workshopID, mi.workshopID));
    expect((await read()).jobEndSmsDraft).toBe('');
  });

  it('schedules the thank-you after its delay, moved to 08:00 when the delay ends at night', async () => {
    const id = await visitToJobEnd();
    await act('confirmPayment', 'ConfirmPaymentInput', { appointmentID: id });
    await act('confirmExit', 'ConfirmExitInput', { appointmentID: id, sendSms: true });
    const [thanks] = await sms(id, 'thankYouSms');
    expect(thanks!.scheduledAt).toEqual(new Date('2026-12-11T07:00:00Z'));
    // The visit's history says it was sent, with its text.
    expect(await logLines(id, 'ThankYouSms')).toEqual([
      expect.objectContaining({ smsText: thanks!.body, payload: { delayMinutes: 60 } }),
    ]);
  });

  it("logs the thank-you of a refusal, and logs none when the customer's SMS are off", async () => {
    const id = await visitToJobEnd();
    await act('undoLastOperation', 'AppointmentActionInput', { appointmentID: id });
    await act('jobReject', 'JobRejectInput', {
      appointmentID: id,
      rejectReasonID: mi.rejectReasonID,
      sendThanksSms: true,
    });
    const [thanks] = await sms(id, 'thankYouSms');
    expect(await logLines(id, 'ThankYouSms')).toEqual([expect.objectContaining({ smsText: thanks!.body })]);

    const quiet = await visitToJobEnd();
    await act('setThanksSms', 'SetThanksSmsInput', { appointmentID: quiet, enabled: false });
    await act('confirmPayment', 'ConfirmPaymentInput', { appointmentID: quiet });
    await act('confirmExit', 'ConfirmExitInput', { appointmentID: quiet, sendSms: true });
    expect(await sms(quiet, 'thankYouSms')).toEqual([]);
    expect(await logLines(quiet, 'ThankYouSms')).toEqual([]);
  });
});
