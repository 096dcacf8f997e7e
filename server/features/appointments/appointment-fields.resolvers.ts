import { STATUS, statusName } from '../../../shared/appointments/appointment-status.ts';
import { type Timing, timingOf } from '../../../shared/appointments/queue-order.ts';
import { undoneLogIDOf } from '../../../shared/appointments/status-history.ts';
import { allowedActions, kindOf } from '../../../shared/appointments/transitions.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import type { AppointmentParent, AppointmentRow } from '../../core/graphql/models.ts';
import { type Loaders, loaders } from '../../core/loaders/loaders.ts';
import { waitingPlace } from '../../core/loaders/waiting-list.ts';
import { workshopDay } from '../../core/workshop/workshop-day.ts';
import { jobEndSmsDraft } from './appointment-messages.ts';
import { workshopSettings } from './appointment-write-repository.ts';

/**
 * Early, on time or late against the booking, for a booked visit (not a walk-in, not a pickup):
 * once checked in, by the check-in time; before that, only while it is expected today, by now
 * (a customer whose slot has not come yet is on time). Null otherwise.
 */
async function timingOfAppointment(
  l: Loaders,
  appointment: AppointmentParent,
  now: Date,
): Promise<Timing | null> {
  const booking = appointment.bookingDateTime;
  if (!booking || appointment.walkIn || appointment.type === 'withdrawal' || appointment.deletedAt)
    return null;
  const settings = await l.workshopSettings.load(appointment.workshopID);
  if (!settings) return null;
  if (appointment.checkinDateTime)
    return timingOf(booking, appointment.checkinDateTime, settings.toleranceMinutes);
  if (appointment.statusCode !== STATUS.BookedNotArrived) return null;
  if (workshopDay(booking, settings.timeZone) !== workshopDay(now, settings.timeZone)) return null;
  return timingOf(booking, now < booking ? booking : now, settings.toleranceMinutes);
}

/**
 * How an appointment, its log lines and related objects are shaped from database rows. Whoever
 * returns an appointment has already checked the caller may read it; these fields only follow its
 * links, batched per request by the loaders.
 */
export const appointmentFieldResolvers: Resolvers = {
  Appointment: {
    statusName: (appointment) => statusName(appointment.statusCode),
    jobEndSmsDraft: async (appointment, _args, ctx, info) => {
      const settings = await workshopSettings(ctx.db, appointment.workshopID);
      if (!settings) return '';
      const box = appointment.acceptedBoxID
        ? await loaders(ctx, info).boxById.load(appointment.acceptedBoxID)
        : null;
      return jobEndSmsDraft(appointment as AppointmentRow, {
        settings,
        publicUrl: ctx.publicUrl,
        boxName: box?.name ?? null,
        now: ctx.now(),
      });
    },
    assignedQueue: (appointment, _args, ctx, info) =>
      appointment.assignedQueueID ? loaders(ctx, info).queueById.load(appointment.assignedQueueID) : null,
    acceptedBox: (appointment, _args, ctx, info) =>
      appointment.acceptedBoxID ? loaders(ctx, info).boxById.load(appointment.acceptedBoxID) : null,
    acceptedUser: (appointment, _args, ctx, info) =>
      appointment.acceptedUserID ? loaders(ctx, info).userById.load(appointment.acceptedUserID) : null,
    rejectReason: (appointment, _args, ctx, info) =>
      appointment.rejectReasonID
        ? loaders(ctx, info).rejectReasonById.load(appointment.rejectReasonID)
        : null,
    children: (appointment, _args, ctx, info) =>
      loaders(ctx, info).childrenByAppointment.load(appointment.appointmentID),
    position: async (appointment, _args, ctx, info) =>
      (await waitingPlace(loaders(ctx, info), appointment)).position,
    estimatedWaitMinutes: async (appointment, _args, ctx, info) =>
      (await waitingPlace(loaders(ctx, info), appointment)).estimatedWaitMinutes,
    timing: (appointment, _args, ctx, info) =>
      timingOfAppointment(loaders(ctx, info), appointment, ctx.now()),
    // Offered, not promised: the server checks the transition again when the action is sent.
    allowedActions: (appointment) =>
      appointment.deletedAt ? [] : allowedActions(appointment.statusCode, kindOf(appointment)),
    sms: async (appointment, _args, ctx, info) => {
      const messages = await loaders(ctx, info).smsByAppointment.load(appointment.appointmentID);
      return messages.map((message) => ({
        outboxMessageID: message.outboxMessageID,
        kind: message.kind,
        text: message.body,
        sentAt: message.sentAt,
        status: message.status,
      }));
    },
  },
  AppointmentLog: {
    undoneLogID: (log) => undoneLogIDOf(log.payload),
    user: (log, _args, ctx, info) => (log.userID ? loaders(ctx, info).userById.load(log.userID) : null),
    rejectReason: (log, _args, ctx, info) =>
      log.rejectReasonID ? loaders(ctx, info).rejectReasonById.load(log.rejectReasonID) : null,
  },
};
