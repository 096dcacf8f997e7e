import type { KeyingConfig } from '@urql/exchange-graphcache';

/** Types whose id field follows the spec's `xxxID` naming (§3): `UserWorkshopRole` → `userWorkshopRoleID`. */
const ID_FIELD_BY_TYPE: Record<string, string> = {
  UserWorkshopRole: 'userWorkshopRoleID',
  Appointment: 'appointmentID',
  AppointmentLog: 'appointmentLogID',
  HistoryLine: 'appointmentLogID',
  AppointmentSms: 'outboxMessageID',
  OutboxMessage: 'outboxMessageID',
  AppointmentsUpload: 'uploadID',
  AppointmentsUploadMessage: 'messageID',
  Queue: 'queueID',
  QueueGroup: 'queueGroupID',
  Box: 'boxID',
  // The bay board of a workshop, and the clock of the customer in a box (decision 0028).
  BayBoard: 'workshopID',
  BayClock: 'appointmentID',
  RejectReason: 'rejectReasonID',
  VehicleBrand: 'vehicleBrandID',
  UserSummary: 'userID',
  // One set of counts per workshop: a live event replaces the numbers every screen shows.
  QueueCounts: 'workshopID',
  MonitorCall: 'callID',
  Tracking: 'code',
  Monitor: 'monitorID',
  Slogan: 'sloganID',
  Totem: 'totemID',
  // A browser running a monitor or totem (the /Schermi list).
  ScreenDevice: 'screenDeviceID',
  TotemBooking: 'appointmentID',
  // A vehicle the totem found: its visit.
  TotemVehicle: 'appointmentID',
  Workshop: 'workshopID',
  User: 'userID',
  WorkshopUserRole: 'userWorkshopRoleID',
  WorkshopParameters: 'workshopID',
  WorkshopDeskSettings: 'workshopID',
  SmsSender: 'smsSenderID',
  News: 'newsID',
  VehicleModel: 'vehicleModelID',
  SurveyQuestion: 'customerSurveyQuestionID',
  CustomerSurveyQuestion: 'questionID',
  SurveyAnswer: 'customerSurveyAnswerID',
  AvailabilitySlot: 'availabilitySlotID',
  CustomerVisit: 'code',
  CustomerDataVisit: 'appointmentID',
  ApiKey: 'apiKeyID',
  WebhookEndpoint: 'webhookEndpointID',
  WebhookDelivery: 'webhookDeliveryID',
  AgendaFeed: 'agendaFeedID',
  WithdrawalState: 'code',
  WithdrawalCalendar: 'code',
};

/** Types the spec gives a plain `id` (§3: User profile, Role). Graphcache reads `id` by default. */
const PLAIN_ID_TYPES = ['Profile', 'Role'] as const;

/**
 * Value types without identity: graphcache embeds them in their parent instead of warning that
 * they cannot be normalized.
 */
const EMBEDDED_TYPES = [
  'FormError',
  'PageInfo',
  'SuccessResult',
  'CreateApiKeyResult',
  'WebhookEndpointResult',
  'WebhookEndpointSecretResult',
  'WebhookDeliveryConnection',
  'WebhookDeliveryEdge',
  'CreateAgendaFeedResult',
  'LoginResult',
  'Impersonator',
  'ResetPasswordResult',
  'Timing',
  'QueueCount',
  'AppointmentResult',
  'AppointmentConnection',
  'AppointmentEdge',
  'AppointmentLogConnection',
  // A preview row is its upload's (keyed by upload and row number, which the row does not carry).
  'AppointmentsUploadRow',
  'AppointmentsUploadRowConnection',
  'AppointmentsUploadRowEdge',
  // A column of the file format: the workshop's, read again when the language changes.
  'AppointmentsUploadColumn',
  'CreateAppointmentUploadPayload',
  'OutboxMessageConnection',
  'OutboxMessageEdge',
  'AppointmentLogEdge',
  'ReturningCustomer',
  'RecalculateQueueResult',
  'QueueChange',
  'BoxesChange',
  'AppointmentChange',
  'MonitorCalls',
  'TrackingChange',
  // A queue's delay notice, read with its queue or tracking page; replaced whole, never merged.
  'DelayNotice',
  'DelayNoticeResult',
  'TrackingDelayNotice',
  // A group or queue as one monitor or totem shows it (its position belongs to that device).
  'MonitorQueueGroup',
  'TotemQueue',
  'TotemWelcome',
  'TotemCheckInResult',
  'TotemPickupResult',
  // A workshop's privacy notice, read with the totem, parameters or survey that shows it.
  'PrivacyNotice',
  // Staff alert events: each payload says what happened to an alert; nothing to merge.
  'StaffAlert',
  'StaffAlertsChange',
  // A period's figures: read again for each period, never merged.
  'WorkshopStats',
  'TimingStats',
  'AcceptorStats',
  'QueueStats',
  'WorkingDetail',
  'AppointmentStats',
  'HourArrivals',
  'DayWaits',
  'TimingStatusCount',
  'ExitInterviewStats',
  'QuestionStats',
  'AnswerCount',
  // Today's headline figures: read again on each workshop event, never merged.
  'WorkshopKpis',
  // The last seven days' estimate accuracy: read again on each workshop event, never merged.
  'EstimateAccuracy',
  'QueueEstimateAccuracy',
  // A wait told as a range: part of the tracking page or totem welcome that carries it.
  'WaitRange',
  // A file made on the server: its bytes, downloaded once, never cached (requestPolicy network-only).
  'DownloadedFile',
  // Administration replies and pages.
  'WorkshopConnection',
  'WorkshopEdge',
  'WorkshopResult',
  'UserConnection',
  'UserEdge',
  'UserResult',
  'RoleWarning',
  'ParametersResult',
  'QueueGroupResult',
  'QueueResult',
  'BoxResult',
  'DeleteResult',
  'MonitorResult',
  'TotemResult',
  'SloganResult',
  'VehicleBrandResult',
  'VehicleModelResult',
  'MoveVehicleModelsResult',
  'SurveyQuestionsResult',
  'RejectReasonResult',
  'SmsSenderResult',
  'NewsResult',
  'SetAvailabilitySlotsResult',
  'WithdrawalScheduleDay',
  'WithdrawalScheduleSlot',
  'WithdrawalBooking',
  'CustomerAppointmentSummary',
  'MobileMonitorLoginResult',
  'WithdrawalCalendarDay',
  'WithdrawalSlotAvailability',
  'WithdrawalResult',
  // What an admin's erasure of one customer's data did.
  'CustomerDataErasure',
  // The exit interview: the customer's page and replies, a visit's survey (inside its Appointment).
  'CustomerSurvey',
  'CustomerSurveyResult',
  'AppointmentSurvey',
  'SurveyAnswersResult',
  // What a screen's heartbeat answers.
  'ScreenHeartbeat',
] as const;

function idKey(field: string): KeyingConfig[string] {
  return (data) => {
    const value = data[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };
}

/**
 * Graphcache `keys`, in one place: later features add their types to the tables above
 * (e.g. `Workshop: 'workshopID'`), never a key function elsewhere.
 */
export const cacheKeys: KeyingConfig = {
  ...Object.fromEntries(Object.entries(ID_FIELD_BY_TYPE).map(([type, field]) => [type, idKey(field)])),
  ...Object.fromEntries(PLAIN_ID_TYPES.map((type) => [type, idKey('id')])),
  ...Object.fromEntries(EMBEDDED_TYPES.map((type) => [type, () => null])),
};
