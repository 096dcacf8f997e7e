import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import { dueForYouAreNext, type YouAreNextEntry } from '../../../shared/appointments/you-are-next.ts';
import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import { YOU_ARE_NEXT_DEFAULT_TEXTS } from '../../../shared/messaging/you-are-next-sms.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Transaction } from '../../core/db/client.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { PARAMETER_DEFAULTS } from '../../core/workshop/workshop-settings.ts';
import { renderSms, textable } from './appointment-messages.ts';
import { workshopSettings } from './appointment-write-repository.ts';
import {
  insertLogRows,
  insertOutboxRows,
  markToldYouAreNext,
  waitingInQueues,
} from './you-are-next-repository.ts';

type Settings = NonNullable<Awaited<ReturnType<typeof workshopSettings>>>;

/**
 * The "you are next" SMS (docs/messaging.md): when a queue's waiting order changes, everyone now
 * within the workshop's `youAreNextPosition` who has not been told is marked and sent the SMS, in
 * the transaction of the change. Every queue-changing write calls one of the two entries below:
 * the action runner (check-in of a booking, edits, send-back, undo, cancel...), the walk-in
 * check-in, and the calls into a box (next-customer-service.ts).
 */

export interface TellOptions {
  /** Visits leaving the queue in this change, or being called by another desk right now. */
  leaving?: ReadonlySet<string>;
  /**
   * Visits checking in with this change: already within the position, they are counted as told
   * without an SMS (their welcome SMS has just gone, with the same link); decision 0027.
   */
  silent?: ReadonlySet<string>;
  /** The workshop's settings when the caller already read them (a call into a box). */
  settings?: Settings | null;
}

/** The position the workshop tells at; 0 (off) without parameters. */
export function youAreNextPosition(settings: Settings | null | undefined): number {
  return settings?.parameters?.youAreNextPosition ?? 0;
}

/** After a change to these queues of a workshop: reads who waits in them, then tells who is due. */
export async function tellWhoIsNext(
  tx: Transaction,
  ctx: RequestContext,
  workshopID: string,
  queueIDs: readonly (string | null)[],
  options: TellOptions = {},
): Promise<void> {
  const ids = [...new Set(queueIDs.filter((id): id is string => !!id))];
  if (ids.length === 0) return;
  const settings = options.settings === undefined ? await workshopSettings(tx, workshopID) : options.settings;
  if (!settings || youAreNextPosition(settings) === 0) return;
  await tellAmong(tx, ctx, settings, await waitingInQueues(tx, ids), options);
}

/**
 * Tells who is due among waiting customers the caller has already read (a call into a box has the
 * queue in hand): no read, and no statement at all unless someone moved within the position.
 */
export async function tellAmong(
  tx: Transaction,
  ctx: RequestContext,
  settings: Settings,
  waiting: readonly YouAreNextEntry[],
  options: TellOptions = {},
): Promise<void> {
  const position = youAreNextPosition(settings);
  if (position === 0) return;
  const parameters = settings.parameters;
  const params = {
    toleranceMinutes: parameters?.toleranceMinutes ?? PARAMETER_DEFAULTS.toleranceMinutes,
    autoRecalcQueueEnabled: parameters?.autoRecalcQueueEnabled ?? PARAMETER_DEFAULTS.autoRecalcQueueEnabled,
    preferredResourceEnabled:
      parameters?.preferredResourceEnabled ?? PARAMETER_DEFAULTS.preferredResourceEnabled,
  };
  const due = dueForYouAreNext(waiting, position, params, ctx.now(), options.leaving);
  if (due.length === 0) return;
  const marked = await markToldYouAreNext(
    tx,
    due.map((entry) => entry.appointmentID),
  );
  const told = marked.filter((row) => !options.silent?.has(row.appointmentID) && textable(row));
  if (told.length === 0) return;
  const now = ctx.now();
  const messages = told.map((row) => ({ row, text: youAreNextText(row, settings, ctx.publicUrl, now) }));
  // Sent together on the transaction's connection: one round trip for the SMS and their log lines.
  await Promise.all([
    insertOutboxRows(
      tx,
      messages.map(({ row, text }) => ({
        channel: 'sms' as const,
        kind: 'youAreNextSms',
        recipient: row.mobile ?? '',
        body: text,
        workshopID: row.workshopID,
        appointmentID: row.appointmentID,
        scheduledAt: new Date(),
      })),
    ),
    insertLogRows(
      tx,
      messages.map(({ row, text }) => ({
        appointmentID: row.appointmentID,
        workshopID: row.workshopID,
        actionType: 'YouAreNextSMS',
        userID: null,
        fromStatus: row.statusCode,
        toStatus: row.statusCode,
        smsText: text,
        payload: { kind: 'youAreNext', position },
      })),
    ),
  ]);
}

/** The workshop's own text when it wrote one, else Turno's in the customer's language. */
function youAreNextText(row: AppointmentRow, settings: Settings, publicUrl: string, now: Date): string {
  const own = settings.parameters?.youAreNext.trim();
  const template = own || YOU_ARE_NEXT_DEFAULT_TEXTS[asMessageLanguage(row.customerLanguage)];
  return renderSms(template, row, { settings, publicUrl, now });
}

/** Whether a visit waits in a queue (checked in, not called): its moves change the order. */
export function isWaiting(row: Pick<AppointmentRow, 'statusCode'> | null | undefined): boolean {
  return !!row && (WAITING_STATUSES as readonly number[]).includes(row.statusCode);
}
