import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointments, workshops } from '../../server/core/db/schema/index.ts';
import { WEEK_DAYS } from '../../shared/validation/withdrawal.ts';
import { gql, signIn } from './graphql-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Shared by the withdrawal-*.test.ts files: a customer's visit made directly in the database, and
// the public operations as a phone sends them.

export const LOGIN = `mutation ($licensePlate: String, $code: String) {
  mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {
    success token linkSent errorCode errorMessage formErrors { field code }
    appointment { code tracking { maskedPlate statusCode } withdrawal { ready booking { day start end bookingDateTime } } }
    otherAppointments { workshopName statusCode bookingDateTime }
  }
}`;
const RESULT = `success errorCode errorMessage formErrors { field code } visit { withdrawal { ready booking { day start end bookingDateTime } } }`;
export const CREATE = `mutation ($input: WithdrawalSlotInput!) { createWithdrawalAppointment(input: $input) { ${RESULT} } }`;
export const UPDATE = `mutation ($input: WithdrawalSlotInput!) { updateWithdrawalAppointment(input: $input) { ${RESULT} } }`;
export const CANCEL = `mutation ($access: WithdrawalAccessInput!) { cancelWithdrawalAppointment(access: $access) { ${RESULT} } }`;
export const CALENDAR = `query ($access: WithdrawalAccessInput!) {
  withdrawalCalendar(access: $access) { workshopName days { day weekDay slots { start end free mine } } }
}`;
export const SET_SLOTS = `mutation ($workshopID: ID!, $slots: [AvailabilitySlotInput!]!) {
  setAvailabilitySlots(workshopID: $workshopID, slots: $slots) {
    success errorMessage formErrors { field code } slots { day start end maxSlots capacity }
  }
}`;

export type Booking = { day: string; start: string; end: string | null; bookingDateTime: string } | null;
export type WithdrawalReply = {
  success: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  visit: { withdrawal: { ready: boolean; booking: Booking } } | null;
};

/** A random plate nobody else uses: two letters, three digits, two letters. */
export function newPlate(): string {
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
  const pick = (n: number) => Array.from(randomBytes(n), (b) => letters[b % letters.length]).join('');
  return `${pick(2)}${String(randomBytes(2).readUInt16BE() % 1000).padStart(3, '0')}${pick(2)}`;
}

/** A main visit in `statusCode` (8, ready to go, by default) in the workshop. */
export async function makeVisit(
  server: TestServer,
  workshopCode: 'MI01' | 'RM01',
  statusCode = 8,
  plate = newPlate(),
) {
  const db = server.services.db;
  const [workshop] = await db.select().from(workshops).where(eq(workshops.workshopCode, workshopCode));
  const now = new Date();
  const [row] = await db
    .insert(appointments)
    .values({
      workshopID: workshop!.workshopID,
      statusCode,
      licensePlate: plate,
      name: 'Cliente Prova',
      mobile: '3331234567',
      bookingDateTime: new Date(now.getTime() - 3 * 3600_000),
      checkinDateTime: new Date(now.getTime() - 3 * 3600_000),
      jobEndDateTime: statusCode >= 7 ? new Date(now.getTime() - 3600_000) : null,
    })
    .returning();
  return row!;
}

/** A public call from one address (the test server trusts X-Forwarded-For). */
export function publicCall<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  ip = '203.0.113.1',
) {
  return gql<T>(server.url, query, variables, { headers: { 'x-forwarded-for': ip } });
}

let addressCounter = 0;
/** A fresh address per call, so tests of other things never meet the per-address limit. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Calendar day (YYYY-MM-DD) `days` after today in Rome. */
export function romeDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);
}

/** Every weekday gets the same slots (so any test day has them). */
export function everyDay(slots: { start: string; end: string; maxSlots?: number | null }[]) {
  return WEEK_DAYS.flatMap((day) => slots.map((s) => ({ day, ...s })));
}

/**
 * A test server (trusting X-Forwarded-For, so each public call can come from its own address)
 * whose Milano workshop has `slots` on every weekday, set by its manager.
 */
export async function serverWithPickupSlots(
  slots: { start: string; end: string; maxSlots?: number | null }[],
): Promise<{ server: TestServer; milanoID: string }> {
  const server = await startTestServer({ TRUST_PROXY: 'true' });
  const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  const [row] = await server.services.db.select().from(workshops).where(eq(workshops.workshopCode, 'MI01'));
  const milanoID = row!.workshopID;
  const reply = await gql<{ setAvailabilitySlots: { success: boolean } }>(
    server.url,
    SET_SLOTS,
    { workshopID: milanoID, slots: everyDay(slots) },
    manager,
  );
  if (!reply.data?.setAvailabilitySlots.success) throw new Error(`slots not set: ${JSON.stringify(reply)}`);
  return { server, milanoID };
}

/** A public withdrawal operation from a fresh address; its one reply. */
export async function withdrawalCall(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
): Promise<WithdrawalReply> {
  const reply = await publicCall<Record<string, WithdrawalReply>>(server, query, variables, freshAddress());
  if (!reply.data) throw new Error(JSON.stringify(reply.errors));
  return Object.values(reply.data)[0]!;
}
