import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOX_ACTIONS,
  type BoxAction,
  mutationOf,
  offeredActions,
} from '../../client/src/appointment-actions/box-actions.ts';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, type Session, signIn } from '../support/graphql-client.ts';
import { callOn, lifecycleStage, m, type Result, walkInOn } from '../support/lifecycle-support.ts';

// The desk and the server agree on every path a visit can take through a box: random walks
// (fast-check) from a walk-in called into a box, each step one of the actions the desk offers for
// the visit's status (client/src/appointment-actions/box-actions.ts, as an administrator, who is
// offered everything), must be accepted by the server; an action the desk does not offer there
// must be refused and change nothing. Undone steps, returns to the queue and new calls are part of
// the walks, so a box left with no way out, or an offered undo the log cannot back, fails here.

const stage = lifecycleStage();
let admin: Session;

const IN_QUEUE: readonly number[] = [STATUS.CheckedInBooked, STATUS.CheckedInRandom];
const CLOSED: readonly number[] = [STATUS.CheckedOut, STATUS.Rejected];

/** The mutation of a desk action, with the input its dialog sends. */
function request(action: BoxAction, appointmentID: string, rejectReasonID: string) {
  const name = mutationOf(action);
  const inputs: Partial<Record<string, [string, Record<string, unknown>]>> = {
    jobStart: ['JobStartInput', {}],
    jobReject: ['JobRejectInput', { rejectReasonID, sendThanksSms: false }],
    confirmPayment: ['ConfirmPaymentInput', { warrantyWork: false }],
    confirmExit: ['ConfirmExitInput', { sendSms: false }],
    sendJobEndSms: ['SendJobEndSmsInput', { text: 'La sua auto è pronta.' }],
  };
  const [type, extra] = inputs[name] ?? ['AppointmentActionInput', {}];
  return { query: m(name, type), input: { appointmentID, ...extra } };
}

describe('the state machine, walked at random', () => {
  it('accepts every action the desk offers and refuses every other, on every path', async () => {
    admin ??= await signIn(stage.server.url, 'admin', DEMO_PASSWORD);
    let walk = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 4, maxLength: 12 }),
        async (steps) => {
          walk++;
          const queueID = await stage.mi.newQueue(`Walk ${walk}`);
          const boxID = await stage.mi.newBox(`Walk box ${walk}`);
          const appointmentID = await walkInOn(stage, queueID, `WK${String(walk).padStart(5, '0')}`);
          let status: number = STATUS.CheckedInRandom;
          let version = 0;
          const act = async (query: string, input: Record<string, unknown>) =>
            callOn<Result>(stage, query, input, admin);
          for (const [pick, wrongPick] of steps) {
            if (CLOSED.includes(status)) break;
            if (IN_QUEUE.includes(status)) {
              // A box calls the customer again.
              const called = await act(m('pickAppointment', 'PickAppointmentInput'), {
                appointmentID,
                boxID,
              });
              expect(called.reply.errors, `call from ${status}`).toBeUndefined();
              status = called.result?.appointment?.statusCode ?? -1;
              version = called.result?.appointment?.version ?? 0;
              continue;
            }
            const offered = offeredActions({ statusCode: status, roleNames: [], isAdmin: true });
            expect(offered.length, `no way out of status ${status}`).toBeGreaterThan(0);

            // One action the desk does not offer: refused, and nothing changes.
            const refusedActions = BOX_ACTIONS.filter(
              (action) => !offered.some((o) => mutationOf(o) === mutationOf(action)),
            );
            const wrong = refusedActions[wrongPick % refusedActions.length];
            if (wrong) {
              const { query, input } = request(wrong, appointmentID, stage.mi.rejectReasonID);
              const refused = await act(query, input);
              expect(
                ['TRANSITION_NOT_ALLOWED', 'NOTHING_TO_UNDO'],
                `${wrong} from ${status}: ${JSON.stringify(refused.reply.errors ?? refused.result)}`,
              ).toContain(errorCode(refused.reply));
            }

            // One action the desk offers: accepted.
            const chosen = offered[pick % offered.length] as BoxAction;
            const { query, input } = request(chosen, appointmentID, stage.mi.rejectReasonID);
            const done = await act(query, input);
            expect(
              done.reply.errors,
              `${chosen} from ${status} refused: ${JSON.stringify(done.reply.errors)}`,
            ).toBeUndefined();
            const after = done.result?.appointment;
            expect(after?.version, `${chosen} from ${status} changed nothing`).toBeGreaterThan(version);
            status = after?.statusCode ?? -1;
            version = after?.version ?? 0;
          }
        },
      ),
      // A failing walk is reported as it is: shrinking would replay dozens of walks on the server.
      { numRuns: 25, seed: Number(process.env.WALK_SEED ?? 20261208), endOnFailure: true },
    );
  });
});
