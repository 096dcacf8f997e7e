import { ACTION_ROLES } from '../../../shared/appointments/action-roles.ts';
import type { EventType } from '../../../shared/appointments/appointment-events.ts';
import { statusName } from '../../../shared/appointments/appointment-status.ts';
import {
  type AppointmentAction,
  canTransition,
  kindOf,
  TRANSITIONS,
} from '../../../shared/appointments/transitions.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Transaction } from '../../core/db/client.ts';
import type { appointments } from '../../core/db/schema/index.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import type { FormErrorPayload } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import type { ActionAuthorizer } from '../../core/policies/device-access.ts';
import { requireWorkshopRole } from '../../core/policies/roles.ts';
import {
  publishCommittedChange,
  versionAtCommit,
  type WorkshopChange,
} from '../../core/realtime/publish-change.ts';
import {
  findAppointment,
  findLogByIdempotencyKey,
  insertLog,
  lockAppointment,
  lockIdempotencyKey,
  updateAppointment,
} from './appointment-write-repository.ts';
import { isWaiting, tellWhoIsNext } from './you-are-next.ts';

/** The reply of every appointment mutation. */
export interface AppointmentResultPayload {
  appointment: AppointmentRow | null;
  formErrors: FormErrorPayload[];
  /** When refused because the plate already has a live visit: that visit, for the desk to open. */
  existingAppointmentID?: string;
}

/** What an action does to the locked appointment; the runner writes it, logs it and publishes it. */
export interface ActionPlan {
  /** Columns to change (status included when it changes). */
  values: Partial<typeof appointments.$inferInsert>;
  event?: EventType;
  boxID?: string | null;
  smsText?: string | null;
  rejectReasonID?: string | null;
  /** Column values before the change, kept in the log so an undo restores exactly them. */
  before?: Record<string, unknown>;
  /** Extra facts for the log line. */
  payload?: Record<string, unknown>;
  /**
   * Work inside the same transaction after the update (messages, extra log lines); returns the
   * other appointments it changed (a pickup closed with its visit), published with this one.
   */
  after?: (
    tx: Transaction,
    updated: AppointmentRow,
  ) => Promise<undefined | readonly AppointmentRow[]> | Promise<void>;
  /** Extra ids the change touches (e.g. the box a customer left). */
  touches?: Partial<Pick<WorkshopChange, 'boxIDs' | 'queueIDs'>>;
}

export interface ActionRequest {
  action: AppointmentAction;
  appointmentID: string;
  notes?: string | null | undefined;
  referenceDateTime?: string | Date | null | undefined;
  idempotencyKey?: string | null | undefined;
  /**
   * Replaces the role check for a caller who holds no role but is allowed by another rule checked
   * beforehand (a totem's device account in its own workshop, core/policies/device-access.ts): returns
   * the acting user for the appointment's workshop, or throws.
   */
  authorize?: ActionAuthorizer;
}

/**
 * Runs one appointment action as one transaction: authorize in the appointment's workshop, lock
 * the row, honour an idempotency key, check the shared transition table, write the row and its
 * log line, take the workshop's next version with the commit, then publish.
 */
export async function runAppointmentAction(
  ctx: RequestContext,
  request: ActionRequest,
  plan: (current: AppointmentRow, tx: Transaction) => Promise<ActionPlan>,
): Promise<AppointmentResultPayload> {
  // An empty id passes the argument check ("none chosen") but names no appointment.
  const existing = isId(request.appointmentID) ? await findAppointment(ctx.db, request.appointmentID) : null;
  if (!existing) throw notFound('Appointment');
  const auth = request.authorize
    ? request.authorize(existing.workshopID)
    : requireWorkshopRole(ctx, existing.workshopID, ACTION_ROLES[request.action]);

  const outcome = await ctx.db.transaction(async (tx) => {
    const key = request.idempotencyKey;
    // Sent together: the driver pipelines them in this order on the transaction's connection,
    // and the server runs them in that order, so the log line is read once both locks are held.
    const [, current, done] = await Promise.all([
      key ? lockIdempotencyKey(tx, auth.userID, key) : null,
      lockAppointment(tx, request.appointmentID),
      key ? findLogByIdempotencyKey(tx, auth.userID, key) : undefined,
    ]);
    if (!current) throw notFound('Appointment');
    // The first call's result, even if this one named another appointment with the same key.
    if (done) {
      const first =
        done.appointmentID === current.appointmentID
          ? current
          : await findAppointment(tx, done.appointmentID);
      return { appointment: first ?? current, change: null };
    }
    assertTransition(request.action, current);
    const step = await plan(current, tx);
    // The log line is written from what the update will write, so both go in one round trip.
    const [updated] = await Promise.all([
      updateAppointment(tx, current.appointmentID, step.values),
      insertLog(tx, {
        appointmentID: current.appointmentID,
        workshopID: current.workshopID,
        actionType: step.event ?? TRANSITIONS[request.action].event,
        notes: request.notes?.trim() || null,
        userID: auth.userID,
        impersonatorUserID: auth.impersonator?.userID ?? null,
        boxID: step.boxID ?? valueAfter(current, step.values, 'acceptedBoxID'),
        smsText: step.smsText ?? null,
        rejectReasonID: step.rejectReasonID ?? null,
        fromStatus: current.statusCode,
        toStatus: valueAfter(current, step.values, 'statusCode'),
        idempotencyKey: request.idempotencyKey ?? null,
        payload: logPayload(request, step),
      }),
    ]);
    const others = (await step.after?.(tx, updated)) ?? [];
    const change = withOthers(changeOf(current, updated, step), others);
    if (isWaiting(current) || isWaiting(updated)) {
      // The queue's order changed: who moved within the "you are next" position is told now, in
      // this transaction. A booking checking in is counted as told if already that close.
      const checkingIn = request.action === 'checkInBooked' ? [current.appointmentID] : [];
      await tellWhoIsNext(tx, ctx, current.workshopID, change.queueIDs, { silent: new Set(checkingIn) });
    }
    // Last: the counter's bump goes with the COMMIT.
    return { appointment: updated, change, version: versionAtCommit(tx, current.workshopID) };
  });

  if (outcome.change) {
    await publishCommittedChange(ctx, outcome.change, outcome.version);
    ctx.dispatcher.kick();
  }
  return { appointment: outcome.appointment, formErrors: [] };
}

/** A column as the update will leave it: the plan's value when it sets one (undefined is not set). */
export function valueAfter<K extends keyof AppointmentRow & keyof ActionPlan['values']>(
  current: AppointmentRow,
  values: ActionPlan['values'],
  column: K,
): AppointmentRow[K] {
  const next = values[column];
  return next === undefined ? current[column] : (next as AppointmentRow[K]);
}

/** Refuses an action the shared table does not allow from the current status. */
export function assertTransition(action: AppointmentAction, current: AppointmentRow) {
  if (!canTransition(action, current.statusCode, kindOf(current))) {
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `${action} is not possible while the appointment is ${statusName(current.statusCode)}.`,
      { status: current.statusCode, action },
    );
  }
}

function logPayload(request: ActionRequest, step: ActionPlan): Record<string, unknown> | null {
  const payload: Record<string, unknown> = { action: request.action, ...step.payload };
  if (step.before) payload.before = step.before;
  if (request.referenceDateTime) payload.referenceDateTime = String(request.referenceDateTime);
  return payload;
}

/** What changed, for subscribers: the appointment, its queue and every box it left or entered. */
export function changeOf(
  before: AppointmentRow | null,
  after: AppointmentRow,
  step?: ActionPlan,
): WorkshopChange {
  const boxIDs = new Set<string>(step?.touches?.boxIDs ?? []);
  const queueIDs = new Set<string>(step?.touches?.queueIDs ?? []);
  for (const row of [before, after]) {
    if (row?.acceptedBoxID) boxIDs.add(row.acceptedBoxID);
    if (row?.assignedQueueID) queueIDs.add(row.assignedQueueID);
  }
  return {
    workshopID: after.workshopID,
    appointmentIDs: [after.appointmentID],
    queueIDs: [...queueIDs],
    boxIDs: [...boxIDs],
    call: null,
    trackingCodes: [after.trackingCode],
  };
}

/** A change that also carries other appointments the same transaction changed. */
function withOthers(change: WorkshopChange, others: readonly AppointmentRow[]): WorkshopChange {
  if (!others.length) return change;
  const union = (a: readonly string[], b: (string | null)[]) => [
    ...new Set([...a, ...b.filter((x): x is string => !!x)]),
  ];
  return {
    ...change,
    appointmentIDs: union(
      change.appointmentIDs,
      others.map((o) => o.appointmentID),
    ),
    queueIDs: union(
      change.queueIDs,
      others.map((o) => o.assignedQueueID),
    ),
    boxIDs: union(
      change.boxIDs,
      others.map((o) => o.acceptedBoxID),
    ),
    trackingCodes: union(
      change.trackingCodes,
      others.map((o) => o.trackingCode),
    ),
  };
}
