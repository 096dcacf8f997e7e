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
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import { type AppointmentResultPayload, assertTransition, changeOf } from './action-runner.ts';
import {
  type BoxRow,
  findAppointment,
  findLogByIdempotencyKey,
  findQueue,
  insertLog,
  lockAppointment,
  lockBox,
  lockIdempotencyKey,
  tryLockWaiting,
  updateAppointment,
  type WaitingCandidate,
  waitingForBox,
  workshopSettings,
} from './appointment-write-repository.ts';

export interface CallInput {
  boxID: string;
  hidden?: boolean | null;
  notes?: string | null;
  referenceDateTime?: string | Date | null;
  idempotencyKey?: string | null;
}

/**
 * Takes the next customer in call order into a box. The box row is locked first (a double click
 * on one box runs twice in sequence and the second finds the box busy); then the waiting
 * customers are put in call order and locked one at a time with SKIP LOCKED, so two boxes calling
 * at once get two different customers and neither waits for the other.
 */
export async function nextCustomer(
  ctx: RequestContext,
  input: CallInput & { workshopID: string; queueID?: string | null },
): Promise<AppointmentResultPayload> {
  const auth = requireWorkshopRole(ctx, input.workshopID, ACTION_ROLES.nextCustomer);
  const outcome = await ctx.db.transaction(async (tx) => {
    const box = await callableBox(tx, input.boxID, input.workshopID, auth, input.idempotencyKey);
    const replay = await replayedOrFreeBox(tx, auth, input.idempotencyKey, box);
    if (replay) return { appointment: replay, change: null };
    if (input.queueID && !(await findQueue(tx, input.queueID, input.workshopID))) throw notFound('Queue');
    const candidates = await inCallOrder(tx, ctx, box, input.queueID ?? null, auth.userID);
    // Test-only: without the row lock the test must catch double assignment (see the race test).
    const taken = await lockFirstFree(tx, candidates, ctx.testHooks?.disableQueueLock === true);
    if (!taken) throw new AppError('QUEUE_EMPTY', 'Nobody is waiting in the queues this box serves.');
    return callIntoBox(tx, ctx, auth, taken, box, input);
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
  const outcome = await ctx.db.transaction(async (tx) => {
    const box = await callableBox(tx, input.boxID, existing.workshopID, auth, input.idempotencyKey);
    const replay = await replayedOrFreeBox(tx, auth, input.idempotencyKey, box);
    if (replay) return { appointment: replay, change: null };
    const current = await lockAppointment(tx, input.appointmentID);
    if (!current) throw notFound('Appointment');
    if (current.statusCode === STATUS.Accepted || current.statusCode === STATUS.AcceptedAnomaly) {
      throw new AppError('ALREADY_TAKEN', 'Another box has just called this customer.');
    }
    assertTransition('pickAppointment', current);
    return callIntoBox(tx, ctx, auth, current, box, input);
  });
  return finish(ctx, outcome);
}

/** Locks the caller's idempotency key, then the box (pipelined, in that order: see lockIdempotencyKey). */
async function callableBox(
  tx: Transaction,
  boxID: string,
  workshopID: string,
  auth: AuthState,
  key: string | null | undefined,
): Promise<BoxRow> {
  const [, box] = await Promise.all([
    key ? lockIdempotencyKey(tx, auth.userID, key) : null,
    isId(boxID) ? lockBox(tx, boxID, workshopID) : undefined,
  ]);
  if (!box) throw notFound('Box');
  if (box.notAvailable) throw new AppError('BOX_NOT_AVAILABLE', `Box ${box.name} is not available.`);
  return box;
}

/**
 * A retry of a call that already happened returns that call's customer, never a second one;
 * otherwise the box must be free. Both are read at once, after the box's lock (one round trip).
 */
async function replayedOrFreeBox(
  tx: Transaction,
  auth: AuthState,
  key: string | null | undefined,
  box: BoxRow,
): Promise<AppointmentRow | null> {
  const [done, occupant] = await Promise.all([
    key ? findLogByIdempotencyKey(tx, auth.userID, key) : undefined,
    occupantOf(tx, box.boxID),
  ]);
  if (done) return (await findAppointment(tx, done.appointmentID)) ?? null;
  if (occupant)
    throw new AppError('BOX_BUSY', `Box ${box.name} already has a customer.`, { boxID: box.boxID });
  return null;
}

async function inCallOrder(
  tx: Transaction,
  ctx: RequestContext,
  box: BoxRow,
  queueID: string | null,
  acceptorUserID: string,
): Promise<WaitingCandidate[]> {
  // Sent together: the driver pipelines them on the transaction's connection.
  const [waiting, settings] = await Promise.all([
    waitingForBox(tx, box, queueID),
    workshopSettings(tx, box.workshopID),
  ]);
  if (waiting.length === 0) return [];
  const params: QueueOrderParams = {
    toleranceMinutes: settings?.parameters?.toleranceMinutes ?? 10,
    autoRecalcQueueEnabled: settings?.parameters?.autoRecalcQueueEnabled ?? true,
    preferredResourceEnabled: settings?.parameters?.preferredResourceEnabled ?? false,
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

async function lockFirstFree(tx: Transaction, candidates: WaitingCandidate[], withoutLock: boolean) {
  for (const candidate of candidates) {
    if (withoutLock) return findAppointment(tx, candidate.appointmentID);
    const locked = await tryLockWaiting(tx, candidate.appointmentID);
    if (locked) return locked;
  }
  return undefined;
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
  const updated = await updateAppointment(tx, current.appointmentID, {
    statusCode: target,
    acceptedBoxID: box.boxID,
    acceptedUserID: auth.userID,
    acceptanceDateTime: ctx.now(),
    hiddenAcceptance: !!input.hidden,
  });
  await insertLog(tx, {
    appointmentID: current.appointmentID,
    workshopID: current.workshopID,
    actionType: 'NextCustomer',
    notes: input.notes?.trim() || null,
    userID: auth.userID,
    impersonatorUserID: auth.impersonator?.userID ?? null,
    boxID: box.boxID,
    fromStatus: current.statusCode,
    toStatus: updated.statusCode,
    idempotencyKey: input.idempotencyKey ?? null,
    payload: {
      hidden: !!input.hidden,
      before: { acceptedUserID: current.acceptedUserID },
      ...(input.referenceDateTime ? { referenceDateTime: String(input.referenceDateTime) } : {}),
    },
  });
  const change = changeOf(current, updated);
  change.call = { appointmentID: updated.appointmentID, boxID: box.boxID, hidden: !!input.hidden };
  return { appointment: updated, change };
}

async function finish(
  ctx: RequestContext,
  outcome: { appointment: AppointmentRow; change: ReturnType<typeof changeOf> | null },
): Promise<AppointmentResultPayload> {
  if (outcome.change) await publishWorkshopChange(ctx, outcome.change);
  return { appointment: outcome.appointment, formErrors: [] };
}
