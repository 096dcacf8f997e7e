/**
 * Every outbox message kind Turno writes (docs/messaging.md "Each message and when it is sent",
 * "Staff alerts", "Daily statistics e-mail"), in the order the Outbox screen offers them as a
 * filter. A kind missing here is still listed; it only cannot be chosen.
 */
export const OUTBOX_KINDS = [
  'confirmAppointmentSms',
  'welcomeSms',
  'randomCheckinWelcomeSms',
  'jobEndSms',
  'jobOverrunSms',
  'payOnlineSms',
  'thankYouSms',
  'youAreNextSms',
  'delayNoticeSms',
  'trackingLinkSms',
  'reminderSms',
  'withdrawReminderSms',
  'pickupConfirmationSms',
  'pickupChangedSms',
  'pickupCancelledSms',
  'surveySms',
  'surveyRequestSms',
  'criticalThresholdAlert',
  'globalWaitingTimeAlert',
  'acceptorInactivityAlert',
  'screenOfflineAlert',
  'dailyStatistics',
  'webhookDisabledEmail',
  'passwordRecovery',
  'firstAccess',
  'supportRequest',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
