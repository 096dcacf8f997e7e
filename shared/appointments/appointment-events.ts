/**
 * Event types written in `appointment_logs.action_type`. The first group is spec §4's list; the
 * second names the actions the spec leaves without an event (calling into a box, starting the job,
 * the undo family), so every status change has exactly one log line saying what happened.
 */
export const SPEC_EVENT_TYPES = [
  'BookedAppointmentCreated',
  'CheckinBooked',
  'CheckinRandom',
  'BackToQueue',
  'JobRejected',
  'JobEnd',
  'PaymentSuccessful',
  'WarrantyWork',
  'Checkout',
  'CustomerSurveySMS',
  'CustomerSurveyAnswered',
  'CustomerSurveySkipped',
  'JobEndSms',
  'WelcomeSMS',
  'ThankYouSms',
  'Annotation',
  'Reminder',
  'WithdrawEnd',
  'ConfirmAppointment',
  'DeleteAppointment',
  'Comment',
  'ProactiveInfo',
  'FollowUp',
  'WaitingReplacement',
] as const;

export const TURNO_EVENT_TYPES = [
  /** nextCustomer or pickAppointment: the customer is called into a box. */
  'NextCustomer',
  'JobStart',
  'ReadyToGo',
  /** Back from job done / ready to the job in progress. */
  'GoBack',
  'UndoCheckin',
  'UndoLastOperation',
  'AppointmentUpdated',
  'ThanksSmsChanged',
  'QueueRecalculated',
  /** Staff corrected the customer's survey answers or notes (updateSurveyAnswers). */
  'CustomerSurveyCorrected',
  /** The customer's personal data was erased: by the retention pass, or by an admin on request. */
  'PersonalDataErased',
  /** The customer chose their language on their own page (tracking, survey, pickup). */
  'CustomerLanguageChanged',
  /** At self check-in the customer agreed to SMS about the visit, or did not (decision 0021). */
  'SmsConsentGiven',
  'SmsConsentRefused',
  /** The customer was told by SMS that the running job is late, with a new estimate (decision 0028). */
  'JobOverrunSms',
  /**
   * A walk-in registered at the totem while it could not reach the server, sent when it could:
   * `payload.arrivedAt` is when the customer checked in (decision 0026).
   */
  'CheckinOffline',
  /** The customer moved within the workshop's "you are next" position and was sent the SMS. */
  'YouAreNextSMS',
  /** A manager broadcast a delay to the visit's queue (with the SMS when the workshop sends it). */
  'DelayNotice',
] as const;

export const EVENT_TYPES = [...SPEC_EVENT_TYPES, ...TURNO_EVENT_TYPES] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Log lines a person writes by hand on an appointment (createAppointmentLog). */
export const MANUAL_LOG_TYPES = [
  'Annotation',
  'Comment',
  'ProactiveInfo',
  'FollowUp',
  'WaitingReplacement',
] as const;
export type ManualLogType = (typeof MANUAL_LOG_TYPES)[number];
