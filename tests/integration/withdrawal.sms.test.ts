import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentLogs,
  appointments,
  outboxMessages,
  workshopParameters,
} from '../../server/core/db/schema/index.ts';
import { gql } from '../support/graphql-client.ts';
import type { TestServer } from '../support/test-server.ts';
import {
  CANCEL,
  CREATE,
  freshAddress,
  makeVisit,
  romeDay,
  serverWithPickupSlots,
  UPDATE,
  withdrawalCall,
} from '../support/withdrawal-support.ts';

// The customer's pickup SMS: written to the outbox in the booking's own transaction, so a refused
// booking leaves none, and a move or a cancellation tells the customer too.

let server: TestServer;
let mi: string;
const DAY = romeDay(2);
const LATER = romeDay(3);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

beforeAll(async () => {
  ({ server, milanoID: mi } = await serverWithPickupSlots([
    { start: '11:00', end: '12:00', maxSlots: 1 },
    { start: '12:00', end: '13:00' },
  ]));
});
afterAll(async () => {
  await server?.stop();
});

const call = (query: string, variables: Record<string, unknown>) => withdrawalCall(server, query, variables);

function outboxOf(appointmentID: string) {
  return server.services.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.appointmentID, appointmentID), eq(outboxMessages.channel, 'sms')))
    .orderBy(asc(outboxMessages.createdAt));
}

describe('pickup SMS', () => {
  it('confirms a booking, a move and a cancellation, each with the pickup date and time', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    expect(
      (await call(CREATE, { input: { code: visit.trackingCode, day: DAY, start: '12:00' } })).success,
    ).toBe(true);
    expect(
      (await call(UPDATE, { input: { code: visit.trackingCode, day: LATER, start: '12:00' } })).success,
    ).toBe(true);
    expect((await call(CANCEL, { access: { code: visit.trackingCode } })).success).toBe(true);

    const sms = await outboxOf(visit.appointmentID);
    expect(sms.map((m) => m.kind)).toEqual([
      'pickupConfirmationSms',
      'pickupChangedSms',
      'pickupCancelledSms',
    ]);
    for (const message of sms) expect(message.recipient).toBe('3331234567');
    // The demo's vehicle-collection text names the plate and the date.
    expect(sms[0]!.body).toContain(visit.licensePlate);
    expect(sms[0]!.body).toContain(ddmmyyyy(DAY));
    expect(sms[1]!.body).toContain(ddmmyyyy(LATER));
    expect(sms[2]!.body).toContain(`del ${ddmmyyyy(LATER)} alle 12:00 è annullato`);
    expect(sms[2]!.body).toContain(`/tracking/${visit.trackingCode}`);
  });

  it('a pickup booked in English makes English the customer language of the visit', async () => {
    const visit = await makeVisit(server, 'MI01', 8);
    const reply = await gql<{ createWithdrawalAppointment: { success: boolean } }>(
      server.url,
      CREATE,
      { input: { code: visit.trackingCode, day: DAY, start: '12:00' } },
      { headers: { 'x-forwarded-for': freshAddress(), 'accept-language': 'en-GB,en;q=0.9' } },
    );
    expect(reply.data?.createWithdrawalAppointment.success).toBe(true);
    const [row] = await server.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentID, visit.appointmentID));
    expect(row?.customerLanguage).toBe('en');
    const logs = await server.services.db
      .select()
      .from(appointmentLogs)
      .where(
        and(
          eq(appointmentLogs.appointmentID, visit.appointmentID),
          eq(appointmentLogs.actionType, 'CustomerLanguageChanged'),
        ),
      );
    expect(logs.map((log) => log.payload)).toEqual([{ language: 'en', from: null, source: 'pickup' }]);
  });

  it('writes nothing when the booking is refused (the slot is full, the vehicle not ready)', async () => {
    const first = await makeVisit(server, 'MI01', 8);
    const second = await makeVisit(server, 'MI01', 8);
    const notReady = await makeVisit(server, 'MI01', 3);
    expect(
      (await call(CREATE, { input: { code: first.trackingCode, day: DAY, start: '11:00' } })).success,
    ).toBe(true);
    const full = await call(CREATE, { input: { code: second.trackingCode, day: DAY, start: '11:00' } });
    expect(full.errorCode).toBe('SLOT_FULL');
    const early = await call(CREATE, { input: { code: notReady.trackingCode, day: DAY, start: '12:00' } });
    expect(early.errorCode).toBe('VEHICLE_NOT_READY');
    expect(await outboxOf(second.appointmentID)).toEqual([]);
    expect(await outboxOf(notReady.appointmentID)).toEqual([]);
    expect(await outboxOf(first.appointmentID)).toHaveLength(1);
  });

  it('sends no confirmation when the workshop has emptied its vehicle-collection text', async () => {
    await server.services.db
      .update(workshopParameters)
      .set({ vehicleCollectionConfirmation: '' })
      .where(eq(workshopParameters.workshopID, mi));
    const visit = await makeVisit(server, 'MI01', 8);
    expect(
      (await call(CREATE, { input: { code: visit.trackingCode, day: LATER, start: '12:00' } })).success,
    ).toBe(true);
    expect(await outboxOf(visit.appointmentID)).toEqual([]);
  });
});
