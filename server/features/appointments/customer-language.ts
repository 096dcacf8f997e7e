import type { MessageLanguage } from '../../../shared/configuration/constants.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import { changeOf } from './action-runner.ts';
import { insertLog, lockAppointment, updateAppointment } from './appointment-write-repository.ts';

/** Where a customer chose their language themself (the log line's `payload.source`). */
export type CustomerLanguageSource = 'tracking' | 'survey' | 'pickup';

/**
 * The customer chose a language on one of their pages: it becomes the visit's customer language,
 * whatever staff had set (decision 0017: the customer knows best), with its log line, in the
 * caller's transaction. Returns the row before and after, or null when nothing changed.
 */
export async function recordCustomerLanguage(
  tx: Executor,
  appointmentID: string,
  language: MessageLanguage,
  source: CustomerLanguageSource,
): Promise<{ before: AppointmentRow; after: AppointmentRow } | null> {
  const before = await lockAppointment(tx, appointmentID);
  if (!before || before.customerLanguage === language) return null;
  const after = await updateAppointment(tx, appointmentID, { customerLanguage: language });
  await insertLog(tx, {
    appointmentID,
    workshopID: before.workshopID,
    actionType: 'CustomerLanguageChanged',
    userID: null,
    payload: { language, from: before.customerLanguage, source },
  });
  return { before, after };
}

/** Records the customer's choice in a transaction of its own, and tells the staff screens. */
export async function recordCustomerLanguageNow(
  ctx: RequestContext,
  appointmentID: string,
  language: MessageLanguage,
  source: CustomerLanguageSource,
): Promise<void> {
  const changed = await ctx.db.transaction((tx) =>
    recordCustomerLanguage(tx, appointmentID, language, source),
  );
  if (changed) await publishWorkshopChange(ctx, changeOf(changed.before, changed.after));
}

/**
 * The customer acted on one of their pages (answered the survey, booked a pickup): the page's
 * language, which the web client sends as Accept-Language, is theirs. Returns the visit as it is
 * now, in the caller's transaction.
 */
export async function recordAskedLanguage(
  tx: Executor,
  ctx: RequestContext,
  visit: AppointmentRow,
  source: CustomerLanguageSource,
): Promise<AppointmentRow> {
  const language = ctx.request.askedLanguage;
  if (!language) return visit;
  const changed = await recordCustomerLanguage(tx, visit.appointmentID, language, source);
  return changed?.after ?? visit;
}
