import { DELAY_SMS_GAP_MINUTES, delaySms, delaySmsAllowed } from '../../../shared/messaging/delay-notice.ts';
import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import { dayBounds, workshopDay } from '../../../shared/time/workshop-day.ts';
import { broadcastDelayNoticeInputSchema } from '../../../shared/validation/delay-notices.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { notFound } from '../../core/graphql/errors.ts';
import { toFormErrors } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import { textable, trackingLink } from '../appointments/appointment-messages.ts';
import { workshopSettings } from '../appointments/appointment-write-repository.ts';
import { insertLogRows, insertOutboxRows } from '../appointments/you-are-next-repository.ts';
import * as repo from './delay-notice-repository.ts';

/**
 * Delay notices (docs/messaging.md "Delay notice", decision 0027): a manager tells everyone waiting
 * in a queue about a delay. One transaction writes the notice (replacing the queue's last one), a
 * `DelayNotice` log line per waiting visit and, when the workshop sends them, the delay SMS of the
 * textable visits not sent one in the last DELAY_SMS_GAP_MINUTES; tracking pages learn of it
 * after the commit through the queue's change.
 */
export async function broadcastDelayNotice(ctx: RequestContext, input: unknown) {
  const queue = await queueOf(ctx, (input as { queueID?: unknown } | null)?.queueID);
  const auth = requireWorkshopManager(ctx, queue.workshopID);
  const parsed = parseForm(broadcastDelayNoticeInputSchema, input);
  if (!parsed.ok) {
    return { delayNotice: null, waitingCount: 0, smsCount: 0, formErrors: toFormErrors(parsed.errors) };
  }
  const { text, minutes } = parsed.value;
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockLiveQueue(tx, queue.queueID))) throw notFound('Queue');
    const [settings, waiting] = await Promise.all([
      workshopSettings(tx, queue.workshopID),
      repo.waitingIn(tx, queue.queueID),
    ]);
    if (!settings) throw notFound('Workshop');
    const zone = settings.workshop.timeZone;
    const notice = await repo.upsertNotice(tx, {
      queueID: queue.queueID,
      workshopID: queue.workshopID,
      text,
      minutes,
      createdByUserID: auth.userID,
      createdAt: now,
      expiresAt: dayBounds(workshopDay(now, zone), zone).end,
    });
    const candidates = settings.parameters?.delayNoticeSmsEnabled
      ? waiting.filter((row) => textable(row) && delaySmsAllowed(row.delaySmsSentAt, now))
      : [];
    const since = new Date(now.getTime() - DELAY_SMS_GAP_MINUTES * 60_000);
    const marked = await repo.markDelaySms(
      tx,
      candidates.map((row) => row.appointmentID),
      now,
      since,
    );
    const texts = new Map(
      waiting
        .filter((row) => marked.has(row.appointmentID))
        .map((row) => [
          row.appointmentID,
          delaySms({
            workshop: settings.workshop.name,
            text,
            minutes,
            language: asMessageLanguage(row.customerLanguage),
            link: trackingLink(ctx.publicUrl, row),
          }),
        ]),
    );
    await Promise.all([
      insertOutboxRows(
        tx,
        waiting.flatMap((row) => {
          const body = texts.get(row.appointmentID);
          return body && row.mobile
            ? [
                {
                  channel: 'sms' as const,
                  kind: 'delayNoticeSms',
                  recipient: row.mobile,
                  body,
                  workshopID: row.workshopID,
                  appointmentID: row.appointmentID,
                  scheduledAt: new Date(),
                },
              ]
            : [];
        }),
      ),
      insertLogRows(
        tx,
        waiting.map((row) => ({
          appointmentID: row.appointmentID,
          workshopID: row.workshopID,
          actionType: 'DelayNotice',
          userID: auth.userID,
          impersonatorUserID: auth.impersonator?.userID ?? null,
          fromStatus: row.statusCode,
          toStatus: row.statusCode,
          notes: text || null,
          smsText: texts.get(row.appointmentID) ?? null,
          payload: { kind: 'delayNotice', minutes, sms: texts.has(row.appointmentID) },
        })),
      ),
    ]);
    return { notice, waiting, smsCount: texts.size };
  });
  await publishWorkshopChange(ctx, {
    workshopID: queue.workshopID,
    appointmentIDs: outcome.waiting.map((row) => row.appointmentID),
    queueIDs: [queue.queueID],
    boxIDs: [],
    call: null,
    trackingCodes: outcome.waiting.map((row) => row.trackingCode),
  });
  if (outcome.smsCount > 0) ctx.dispatcher.kick();
  ctx.logger.info('delay notice broadcast', {
    queueID: queue.queueID,
    userID: auth.userID,
    minutes,
    waiting: outcome.waiting.length,
    sms: outcome.smsCount,
  });
  return {
    delayNotice: outcome.notice,
    waitingCount: outcome.waiting.length,
    smsCount: outcome.smsCount,
    formErrors: [],
  };
}

/** Takes the queue's notice down; tracking pages drop it with the queue's change. */
export async function clearDelayNotice(ctx: RequestContext, queueID: unknown) {
  const queue = await queueOf(ctx, queueID);
  const auth = requireWorkshopManager(ctx, queue.workshopID);
  const cleared = await ctx.db.transaction(async (tx) => {
    await repo.lockLiveQueue(tx, queue.queueID);
    return repo.deleteNotice(tx, queue.queueID);
  });
  if (cleared) {
    await publishWorkshopChange(ctx, {
      workshopID: queue.workshopID,
      appointmentIDs: [],
      queueIDs: [queue.queueID],
      boxIDs: [],
      call: null,
      trackingCodes: [],
    });
    ctx.logger.info('delay notice cleared', { queueID: queue.queueID, userID: auth.userID });
  }
  return { success: true, formErrors: [] };
}

/** A live queue by id; a malformed or unknown id is NOT_FOUND. */
async function queueOf(ctx: RequestContext, queueID: unknown) {
  const queue =
    typeof queueID === 'string' && isId(queueID) ? await repo.findLiveQueue(ctx.db, queueID) : undefined;
  if (!queue) throw notFound('Queue');
  return queue;
}
