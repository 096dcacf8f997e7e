import {
  CLOSED_STATUSES,
  statusName,
  WAITING_STATUSES,
} from '../../../shared/appointments/appointment-status.ts';
import type { WaitRange } from '../../../shared/appointments/estimate-accuracy.ts';
import { maskPlate } from '../../../shared/privacy/kiosk-masking.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Loaders } from '../../core/loaders/loaders.ts';
import { waitingPlace } from '../../core/loaders/waiting-list.ts';
import { estimatedWaitRange } from '../statistics/estimate-accuracy-service.ts';

/** How long a customer's link keeps working after the visit closed. */
const LINK_LIFETIME_AFTER_CLOSE_MS = 24 * 3600_000;
/** Tracking codes are 16 random bytes in base64url (22 characters); anything else is not one. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;

export interface TrackingPayload {
  code: string;
  workshopName: string;
  maskedPlate: string;
  statusCode: number;
  statusName: string;
  queueName: string | null;
  position: number | null;
  estimatedWaitMinutes: number | null;
  /** Instead of the figure when the queue's recent estimates were far off (estimate-accuracy.ts). */
  estimatedWaitRange: WaitRange | null;
  boxName: string | null;
  calledAt: Date | null;
  jobStartDateTime: Date | null;
  jobEndDateTime: Date | null;
  paymentDateTime: Date | null;
  checkoutDateTime: Date | null;
  delayNotice: { text: string; minutes: number; createdAt: Date } | null;
  /** Not exposed: lets trackingChanged listen to the right queue. */
  workshopID: string;
  /** Not exposed: the visit the code opens (the customer's language is recorded on it). */
  appointmentID: string;
  assignedQueueID: string | null;
}

/** The public view of a visit by its code; null when unknown, deleted or expired. */
export async function loadTracking(
  ctx: RequestContext,
  loaders: Loaders,
  code: string,
): Promise<TrackingPayload | null> {
  if (!CODE_SHAPE.test(code)) return null;
  const row = await loaders.visitByTrackingCode.load(code);
  if (!row) return null;
  const a = row.appointment;
  const now = ctx.now().getTime();
  if (a.trackingCodeExpiresAt && a.trackingCodeExpiresAt.getTime() <= now) return null;
  const closedAt = a.checkoutDateTime ?? a.jobRejectDateTime;
  if ((CLOSED_STATUSES as readonly number[]).includes(a.statusCode) && closedAt) {
    if (closedAt.getTime() + LINK_LIFETIME_AFTER_CLOSE_MS <= now) return null;
  }
  const waiting = (WAITING_STATUSES as readonly number[]).includes(a.statusCode) && a.assignedQueueID;
  const [place, notice] = await Promise.all([
    waitingPlace(loaders, a),
    waiting ? loaders.delayNoticeByQueue.load(waiting) : null,
  ]);
  const settings =
    place.estimatedWaitMinutes === null ? null : await loaders.workshopSettings.load(a.workshopID);
  const range = await estimatedWaitRange(
    ctx.db,
    a.assignedQueueID && settings ? { queueID: a.assignedQueueID, workshopID: a.workshopID } : null,
    settings?.timeZone ?? '',
    place.estimatedWaitMinutes,
    ctx.now(),
  );
  return {
    code,
    appointmentID: a.appointmentID,
    workshopName: row.workshopName,
    maskedPlate: maskPlate(a.licensePlate),
    statusCode: a.statusCode,
    statusName: statusName(a.statusCode),
    queueName: row.queueName,
    position: place.position,
    estimatedWaitMinutes: place.estimatedWaitMinutes,
    estimatedWaitRange: range,
    boxName: a.acceptedBoxID ? row.boxName : null,
    calledAt: a.acceptanceDateTime,
    jobStartDateTime: a.jobStartDateTime,
    jobEndDateTime: a.jobEndDateTime,
    paymentDateTime: a.paymentDateTime,
    checkoutDateTime: a.checkoutDateTime,
    delayNotice: notice ? { text: notice.text, minutes: notice.minutes, createdAt: notice.createdAt } : null,
    workshopID: a.workshopID,
    assignedQueueID: a.assignedQueueID,
  };
}
