import { Client, type Exchange, makeResult, type Operation } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { filter, fromPromise, map, merge, mergeMap, pipe, share } from 'wonka';
import {
  BoxAcceptanceAppointmentQuery,
  BoxAcceptanceSetWaitingSparePartsMutation,
} from '../appointment-actions/box-operations.ts';
import { createCacheExchange } from './cache.ts';

const appointment = {
  __typename: 'Appointment',
  appointmentID: 'a1',
  workshopID: 'w1',
  statusCode: 6,
  statusName: 'JobStarted',
  type: 'normal',
  mainAppointmentID: null,
  walkIn: true,
  priority: 0,
  licensePlate: 'AB123CD',
  name: 'Anna Verdi',
  mobile: null,
  description: null,
  note: null,
  vehicleBrandID: null,
  vehicleModel: null,
  bookingDateTime: null,
  checkinDateTime: null,
  acceptanceDateTime: null,
  jobStartDateTime: null,
  jobEndDateTime: null,
  jobRejectDateTime: null,
  paymentDateTime: null,
  checkoutDateTime: null,
  jobEndSmsDateTime: null,
  assignedQueueID: null,
  acceptedBoxID: null,
  acceptedUserID: null,
  acceptedUser: null,
  hiddenAcceptance: false,
  thanksSmsEnabled: true,
  checkinAnomaly: null,
  waitingSpareParts: false,
  rejectReasonID: null,
  returningCustomerLastDate: null,
  returningCustomerReason: null,
  position: null,
  estimatedWaitMinutes: null,
  timing: null,
  allowedActions: ['setWaitingSpareParts'],
  deletedAt: null,
  version: 3,
};

/**
 * A server that answers queries with the appointment and holds each mutation until the test
 * releases it with a refusal, so the test can look at the cache while the action is in flight.
 */
function fakeServer() {
  let release: (() => void) | null = null;
  const exchange: Exchange = () => (operations$) => {
    const shared = pipe(operations$, share);
    const queries = pipe(
      shared,
      filter((op: Operation) => op.kind === 'query'),
      map((op) => makeResult(op, { data: { appointment } })),
    );
    const mutations = pipe(
      shared,
      filter((op: Operation) => op.kind === 'mutation'),
      mergeMap((op) =>
        fromPromise(
          new Promise<void>((resolve) => {
            release = resolve;
          }).then(() =>
            makeResult(op, {
              data: { setWaitingSpareParts: null },
              errors: [
                {
                  message: 'The vehicle is already waiting for spare parts.',
                  extensions: { code: 'BAD_USER_INPUT' },
                },
              ],
            }),
          ),
        ),
      ),
    );
    return merge([queries, mutations]);
  };
  return { exchange, refuse: () => release?.() };
}

describe('optimistic flags', () => {
  it('shows the spare-parts flag at once and rolls it back when the server refuses', async () => {
    const server = fakeServer();
    const client = new Client({
      url: 'http://turno.test/',
      exchanges: [createCacheExchange(), server.exchange],
    });
    const read = () =>
      client.readQuery(BoxAcceptanceAppointmentQuery, { appointmentID: 'a1' })?.data?.appointment
        ?.waitingSpareParts;

    await client.query(BoxAcceptanceAppointmentQuery, { appointmentID: 'a1' }).toPromise();
    expect(read()).toBe(false);

    const reply = client
      .mutation(BoxAcceptanceSetWaitingSparePartsMutation, { input: { appointmentID: 'a1', waiting: true } })
      .toPromise();
    // In flight: every screen reading the appointment already sees the vehicle waiting.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read()).toBe(true);

    server.refuse();
    const result = await reply;
    expect(result.error?.graphQLErrors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(read()).toBe(false);
  });
});
