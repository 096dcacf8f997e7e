import { ACTION_ROLES } from '../../../shared/appointments/action-roles.ts';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { nextFor, orderQueue, type QueueOrderParams } from '../../../shared/appointments/queue-order.ts';
import { fixedTarget } from '../../../shared/appointments/transitions.ts';
import type { AuthState } from '../../core/context/auth-state.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Transaction } from '../../core/db/client.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { occupantOf } from '../../core/loaders/lookups.ts';
import { requireWorkshopRole } from '../../core/policies/roles.ts';
import { publishCommittedChange, versionAtCommit } from '../../core/realtime/publish-change.ts';
import { type AppointmentResultPayload, assertTransition, changeOf } from './action-runner.ts';
import {
  type BoxRow,
  findAppointment,
  findLogByIdempotencyKey,
  findQueue,
  insertLog,
  lockAppointment,
  lockBox,
  lockFirstWaiting,
  lockIdempotencyKey,
  updateIntoBox,
  type WaitingCandidate,
  waitingForBox,
  workshopSettings,
} from './appointment-write-repository.ts';
import { tellAmong, tellWhoIsNext, youAreNextPosition } from './you-are-next.ts';

export interface CallInput {
  boxID: string;
  hidden?: boolean | null;
  notes?: string | null;
  referenceDateTime?: string | Date | null;
  idempotencyKey?: string | null;
}

/**
 * Takes the next customer in call order into a box, in three round trips inside the transaction:
 *
 * 1. the caller's idempotency key and the box row are locked (a double click on one box runs twice
 *    in sequence and the second finds the box busy), and, pipelined behind the locks, the retry's
 *    log line, the box's occupant, the waiting customers and the workshop's settings are read.
 *    PostgreSQL runs a pipeline's statements one after the other, so every read takes its snapshot
 *    once the locks are held (a read folded *into* the locking statement would not: see
 *    docs/performance.md);
 * 2. the waiting customers are put in call order and the first that no other box holds is locked,
 *    in one statement with SKIP LOCKED, so two boxes calling at once get two different customers
 *    and neither waits for the other;
 * 3. the update and its log line, pipelined.
 *
 * The workshop's event counter is bumped last, in the socket write of the COMMIT (versionAtCommit).
 */
export async function nextCustomer(
  ctx: RequestContext,
  input: CallInput & { workshopID: string; queueID?: string | null },
): Promise<AppointmentResultPayload> {
  const auth = requireWorkshopRole(ctx, input.workshopID, ACTION_ROLES.nextCustomer);
  if (!isId(input.boxID)) throw notFound('Box');
  const queueID = input.queueID ?? null;
  const outcome = await ctx.db.transaction(async (tx) => {
    const key = input.idempotencyKey;
    const [, box, done, occupant, queue, waiting, settings] = await Promise.all([
      key ? lockIdempotencyKey(tx, auth.userID, key) : null,
      lockBox(tx, input.boxID, input.workshopID),
      key ? findLogByIdempotencyKey(tx, auth.userID, key) : undefined,
      occupantOf(tx, input.boxID),
      queueID ? findQueue(tx, queueID, input.workshopID) : null,
      waitingForBox(tx, { boxID: input.boxID, workshopID: input.workshopID }, queueID),
      workshopSettings(tx, input.workshopID),
    ]);
    checkCallable(box);
    const replay = await replayedOrFree(tx, done, occupant, box);
    if (replay) return { appointment: replay, change: null };
    if (queueID && !queue) throw notFound('Queue');
    const candidates = inCallOrder(ctx, waiting, settings?.parameters ?? null, auth.userID);
    // Test-only: without the row lock the test must catch double assignment (see the race test).
    const taken = ctx.testHooks?.disableQueueLock
      ? candidates[0] && (await findAppointment(tx, candidates[0].appointmentID))
      : await lockFirstWaiting(
          tx,
          candidates.map((c) => c.appointmentID),
        );
    if (!taken) throw new AppError('QUEUE_EMPTY', 'Nobody is waiting in the queues this box serves.');
    const called = await callIntoBox(tx, ctx, auth, taken, box, input);
    if (settings && youAreNextPosition(settings) > 0) {
      // The queue is in hand: no read. Those ahead of the one taken were skipped because other
      // desks are calling them right now, so they hold no place either.
      const at = candidates.findIndex((c) => c.appointmentID === taken.appointmentID);
      const leaving = new Set(candidates.slice(0, at + 1).map((c) => c.appointmentID));
      leaving.add(taken.appointmentID);
      const queue = waiting
        .filter((row) => row.queueID === taken.assignedQueueID)
        .map((row) => ({ ...row, preferredUserID: row.acceptedUserID }));
      await tellAmong(tx, ctx, settings, queue, { leaving });
    }
    return { ...called, version: versionAtCommit(tx, input.workshopID) };
  });
  return finish(ctx, outcome);
}

/** Takes one particular waiting customer into a box (e.g. an anomaly, or out of order on purpose). */
export async function pickAppointment(
  ctx: RequestContext,
  input: CallInput & { appointmentID: string },
): Promise<AppointmentResultPayload> {
  const existing = await findAppointment(ctx.db, input.appointmentID);
  if (!existing) throw notFound('Appointment');
  const auth = requireWorkshopRole(ctx, existing.workshopID, ACTION_ROLES.pickAppointment);
  if (!isId(input.boxID)) throw notFound('Box');
  const outcome = await ctx.db.transaction(async (tx) => {
    const key = input.idempotencyKey;
    const [, box, done, occupant, current] = await Promise.all([
      key ? lockIdempotencyKey(tx, auth.userID, key) : null,
      lockBox(tx, input.boxID, existing.workshopID),
      key ? findLogByIdempotencyKey(tx, auth.userID, key) : undefined,
      occupantOf(tx, input.boxID),
      // Locked after the box, as every call into a box does: no two calls wait for each other crosswise.
      lockAppointment(tx, input.appointmentID),
    ]);
    checkCallable(box);
    const replay = await replayedOrFree(tx, done, occupant, box);
    if (replay) return { appointment: replay, change: null };
    if (!current) throw notFound('Appointment');
    if (current.statusCode === STATUS.Accepted || current.statusCode === STATUS.AcceptedAnomaly) {
      throw new AppError('ALREADY_TAKEN', 'Another box has just called this customer.');
    }
    assertTransition('pickAppointment', current);
    const called = await callIntoBox(tx, ctx, auth, current, box, input);
    await tellWhoIsNext(tx, ctx, current.workshopID, [current.assignedQueueID]);
    return { ...called, version: versionAtCommit(tx, current.workshopID) };
  });
  return finish(ctx, outcome);
}

function checkCallable(box: BoxRow | undefined): asserts box is BoxRow {
  if (!box) throw notFound('Box');
  if (box.notAvailable) throw new AppError('BOX_NOT_AVAILABLE', `Box ${box.name} is not available.`);
}

/**
 * A retry of a call that already happened returns that call's customer, never a second one;
 * otherwise the box must be free. Both were read after the box's lock.
 */
async function replayedOrFree(
  tx: Transaction,
  done: { appointmentID: string } | undefined,
  occupant: { appointmentID: string } | undefined,
  box: BoxRow,
): Promise<AppointmentRow | null> {
  if (done) return (await findAppointment(tx, done.appointmentID)) ?? null;
  if (occupant)
    throw new AppError('BOX_BUSY', `Box ${box.name} already has a customer.`, { boxID: box.boxID });
  return null;
}

function inCallOrder(
  ctx: RequestContext,
  waiting: WaitingCandidate[],
  parameters: {
    toleranceMinutes: number;
    autoRecalcQueueEnabled: boolean;
    preferredResourceEnabled: boolean;
  } | null,
  acceptorUserID: string,
): WaitingCandidate[] {
  if (waiting.length === 0) return [];
  const params: QueueOrderParams = {
    toleranceMinutes: parameters?.toleranceMinutes ?? 10,
    autoRecalcQueueEnabled: parameters?.autoRecalcQueueEnabled ?? true,
    preferredResourceEnabled: parameters?.preferredResourceEnabled ?? false,
  };
  const now = ctx.now();
  const ordered = orderQueue(
    waiting.map((row) => ({ ...row, preferredUserID: row.acceptedUserID })),
    params,
    now,
  );
  const preferred = params.preferredResourceEnabled ? nextFor(ordered, acceptorUserID, params, now) : null;
  return preferred ? [preferred, ...ordered.filter((row) => row !== preferred)] : ordered;
}

async function callIntoBox(
  tx: Transaction,
  ctx: RequestContext,
  auth: AuthState,
  current: AppointmentRow,
  box: BoxRow,
  input: CallInput,
) {
  const target = fixedTarget('pickAppointment', current.statusCode) ?? STATUS.Accepted;
  // The log line does not wait for the update's answer: both go in one round trip.
  const [updated] = await Promise.all([
    updateIntoBox(tx, {
      appointmentID: current.appointmentID,
      statusCode: target,
      acceptedBoxID: box.boxID,
      acceptedUserID: auth.userID,
      acceptanceDateTime: ctx.now(),
      hiddenAcceptance: !!input.hidden,
    }),
    insertLog(tx, {
      appointmentID: current.appointmentID,
      workshopID: current.workshopID,
      actionType: 'NextCustomer',
      notes: input.notes?.trim() || null,
      userID: auth.userID,
      impersonatorUserID: auth.impersonator?.userID ?? null,
      boxID: box.boxID,
      fromStatus: current.statusCode,
      toStatus: target,
      idempotencyKey: input.idempotencyKey ?? null,
      payload: {
        hidden: !!input.hidden,
        before: { acceptedUserID: current.acceptedUserID },
        ...(input.referenceDateTime ? { referenceDateTime: String(input.referenceDateTime) } : {}),
      },
    }),
  ]);
  const change = changeOf(current, updated);
  change.call = { appointmentID: updated.appointmentID, boxID: box.boxID, hidden: !!input.hidden };
  return { appointment: updated, change };
}

async function finish(
  ctx: RequestContext,
  outcome:
    | { appointment: AppointmentRow; change: null }
    | { appointment: AppointmentRow; change: ReturnType<typeof changeOf>; version: Promise<number> },
): Promise<AppointmentResultPayload> {
  if (outcome.change) {
    await publishCommittedChange(ctx, outcome.change, outcome.version);
    observeEstimateError(ctx, outcome.appointment);
    // The call is a webhook event (appointment.called); it queues no message.
    ctx.dispatcher.kickWebhooks();
  }
  return { appointment: outcome.appointment, formErrors: [] };
}

/** A fresh call settles the check-in's promise: how far off it was goes to the metrics. */
function observeEstimateError(ctx: RequestContext, called: AppointmentRow): void {
  const { checkinEstimatedWaitMinutes: told, checkinDateTime, acceptanceDateTime } = called;
  if (told === null || !checkinDateTime || !acceptanceDateTime) return;
  const waited = (acceptanceDateTime.getTime() - checkinDateTime.getTime()) / 60_000;
  ctx.metrics.waitEstimateError.observe(Math.abs(told - waited));
}
