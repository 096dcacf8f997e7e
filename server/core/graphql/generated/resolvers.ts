import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AppointmentParent, AppointmentResultParent, QueueParent, QueueGroupParent, BoxParent, RejectReasonParent, AppointmentLogParent, WorkshopParent, UserParent, WorkshopParametersParent, SloganParent, VehicleBrandParent, VehicleModelParent, SurveyQuestionParent, MonitorParent, TotemParent, AppointmentsUploadParent, AppointmentsUploadRowParent, WebhookEndpointParent, WebhookDeliveryParent } from '../models.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time with offset, e.g. 2026-11-21T09:30:00.000Z. */
  DateTime: { input: string; output: Date | string; }
  /**
   * A file sent in a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec),
   * e.g. a logo. At most one file of 1 MiB per request; a larger one is refused with HTTP 413.
   */
  File: { input: File; output: never; }
};

/** One acceptor's visits of the period: those they called into a box. */
export type AcceptorStats = {
  __typename?: 'AcceptorStats';
  averageJobMinutes: Maybe<Scalars['Float']['output']>;
  averageWaitingMinutes: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  served: Scalars['Int']['output'];
  userID: Scalars['ID']['output'];
};

/**
 * The caller's own secret calendar feed (docs/calendar.md): `GET /agenda/<token>.ics` gives the
 * bookings and pickups of the workshops where they hold a role, a week back to two months ahead.
 * The URL is shown once, by createAgendaFeed; Turno keeps only a hash of its token.
 */
export type AgendaFeed = {
  __typename?: 'AgendaFeed';
  agendaFeedID: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When a calendar last read the feed (moved at most once a minute). */
  lastFetchedAt: Maybe<Scalars['DateTime']['output']>;
};

/** One answer value of a question and how many gave it ("yes", "no", or "1".."10"). */
export type AnswerCount = {
  __typename?: 'AnswerCount';
  count: Scalars['Int']['output'];
  percentage: Maybe<Scalars['Float']['output']>;
  value: Scalars['String']['output'];
};

/**
 * A workshop's key for a dealer system (docs/integrations.md). The key's text is shown once, by
 * createApiKey; only its public prefix is kept readable.
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  apiKeyID: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Moved at most once a minute. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The public part of the key (`turno_<prefix>_…`), to tell keys apart. */
  prefix: Scalars['String']['output'];
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  /** `appointments:read`, `appointments:write`, `statistics:read`. */
  scopes: Array<Scalars['String']['output']>;
  workshopID: Scalars['ID']['output'];
};

/** A customer's visit: booked, walk-in or pickup (spec §3). */
export type Appointment = {
  __typename?: 'Appointment';
  acceptanceDateTime: Maybe<Scalars['DateTime']['output']>;
  acceptedBox: Maybe<Box>;
  /** The box the customer was called into (spec: assignedBox / acceptedBox). */
  acceptedBoxID: Maybe<Scalars['ID']['output']>;
  acceptedUser: Maybe<UserSummary>;
  acceptedUserID: Maybe<Scalars['ID']['output']>;
  /** The lifecycle actions the status allows now (shared transition table). */
  allowedActions: Array<Scalars['String']['output']>;
  appointmentID: Scalars['ID']['output'];
  assignedQueue: Maybe<Queue>;
  assignedQueueID: Maybe<Scalars['ID']['output']>;
  bookingDateTime: Maybe<Scalars['DateTime']['output']>;
  checkinAnomaly: Maybe<Scalars['String']['output']>;
  checkinDateTime: Maybe<Scalars['DateTime']['output']>;
  checkoutDateTime: Maybe<Scalars['DateTime']['output']>;
  /** Child appointments (e.g. a pickup booking). */
  children: Array<Appointment>;
  /**
   * The customer's language where known (`it`, `en`), null when not known: the language of the
   * links in the customer's SMS and of the pages they open. Staff set it on the desk and booking
   * forms; the totem and the customer's own choice on their pages record it too.
   */
  customerLanguage: Maybe<Scalars['String']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  description: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  /** Estimated minutes until called, while waiting; null otherwise. */
  estimatedWaitMinutes: Maybe<Scalars['Int']['output']>;
  hiddenAcceptance: Scalars['Boolean']['output'];
  jobEndDateTime: Maybe<Scalars['DateTime']['output']>;
  jobEndSmsDateTime: Maybe<Scalars['DateTime']['output']>;
  /**
   * The job-end SMS as the workshop wrote it (its processingCompleted text), filled in for this visit
   * (name, plate, box, link): where the desk's "job-end SMS" starts. Empty when the workshop has none.
   */
  jobEndSmsDraft: Scalars['String']['output'];
  jobRejectDateTime: Maybe<Scalars['DateTime']['output']>;
  jobStartDateTime: Maybe<Scalars['DateTime']['output']>;
  licensePlate: Scalars['String']['output'];
  mainAppointmentID: Maybe<Scalars['ID']['output']>;
  mobile: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  paymentDateTime: Maybe<Scalars['DateTime']['output']>;
  /** 1-based place in its queue while waiting; null otherwise. */
  position: Maybe<Scalars['Int']['output']>;
  priority: Scalars['Int']['output'];
  /** The version of the workshop's privacy notice the customer was shown with that question. */
  privacyNoticeVersion: Maybe<Scalars['Int']['output']>;
  rejectReason: Maybe<RejectReason>;
  rejectReasonID: Maybe<Scalars['ID']['output']>;
  returningCustomerLastDate: Maybe<Scalars['DateTime']['output']>;
  returningCustomerReason: Maybe<Scalars['String']['output']>;
  sms: Array<AppointmentSms>;
  /**
   * The customer's own answer to "SMS about this visit" at self check-in (the totem's walk-in form):
   * false means no SMS is sent for the visit; null means not asked (desk, bookings, uploads).
   */
  smsConsent: Maybe<Scalars['Boolean']['output']>;
  smsConsentAt: Maybe<Scalars['DateTime']['output']>;
  statusCode: Scalars['Int']['output'];
  statusName: Scalars['String']['output'];
  /** The visit's exit interview; null when none was sent. */
  survey: Maybe<AppointmentSurvey>;
  surveyAnsweredDateTime: Maybe<Scalars['DateTime']['output']>;
  /** Whether the caller may correct the visit's survey answers and notes (updateSurveyAnswers). */
  surveyCorrectable: Scalars['Boolean']['output'];
  /**
   * Whether the caller may send the on-demand survey SMS now: the workshop allows it, the caller's
   * role may, the customer has a mobile and no invitation was sent for this visit.
   */
  surveyRequestable: Scalars['Boolean']['output'];
  thanksSmsEnabled: Scalars['Boolean']['output'];
  /** Against the booking time, for booked customers who have arrived or are expected today. */
  timing: Maybe<Timing>;
  /** The code of the customer's tracking link (staff only: public types never carry it). */
  trackingCode: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  vehicleBrandID: Maybe<Scalars['ID']['output']>;
  vehicleModel: Maybe<Scalars['String']['output']>;
  /** Bumped by every change. */
  version: Scalars['Int']['output'];
  waitingSpareParts: Scalars['Boolean']['output'];
  walkIn: Scalars['Boolean']['output'];
  workshopID: Scalars['ID']['output'];
};

/** Every lifecycle action takes notes, a reference date-time and an optional idempotency key. */
export type AppointmentActionInput = {
  appointmentID: Scalars['ID']['input'];
  /** A retry with the same key returns the first result instead of acting twice. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** When the action happened as the screen saw it; defaults to the server's now. */
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A change to one appointment; `appointment` is null once it has been deleted. */
export type AppointmentChange = {
  __typename?: 'AppointmentChange';
  appointment: Maybe<Appointment>;
  appointmentID: Scalars['ID']['output'];
  initial: Scalars['Boolean']['output'];
  version: Scalars['Int']['output'];
};

export type AppointmentConnection = {
  __typename?: 'AppointmentConnection';
  edges: Array<AppointmentEdge>;
  nodes: Array<Appointment>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AppointmentEdge = {
  __typename?: 'AppointmentEdge';
  cursor: Scalars['String']['output'];
  node: Appointment;
};

export type AppointmentFilter = {
  /**
   * A calendar day (YYYY-MM-DD) in the workshop's time zone. An appointment's day is its booking
   * day; a walk-in's (no booking) is the day it checked in.
   */
  day?: InputMaybe<Scalars['String']['input']>;
  /** First and last day (inclusive), for history screens. */
  fromDay?: InputMaybe<Scalars['String']['input']>;
  /**
   * Only finished visits: closed ones (rejected, checked out) and no-shows, i.e. bookings and pickup
   * bookings still not arrived (status 1 or 12) whose day is before today in the workshop's zone.
   */
  historical?: InputMaybe<Scalars['Boolean']['input']>;
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  queueID?: InputMaybe<Scalars['ID']['input']>;
  /** Plate or name contains this text (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  statusCodes?: InputMaybe<Array<Scalars['Int']['input']>>;
  toDay?: InputMaybe<Scalars['String']['input']>;
  /** Only customers flagged (or not) as waiting for spare parts. */
  waitingSpareParts?: InputMaybe<Scalars['Boolean']['input']>;
  walkIn?: InputMaybe<Scalars['Boolean']['input']>;
  workshopID: Scalars['ID']['input'];
};

/** A booking (spec §5: appointment fields). */
export type AppointmentInput = {
  bookingDateTime: Scalars['DateTime']['input'];
  /**
   * The customer's language: `it`, `en`, or null when not known (anything else BAD_USER_INPUT with
   * `field: customerLanguage`).
   */
  customerLanguage?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  licensePlate: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['Int']['input']>;
  queueID?: InputMaybe<Scalars['ID']['input']>;
  /** Send the booking-confirmation SMS. */
  sendConfirmationSms: Scalars['Boolean']['input'];
  vehicleBrandID: Scalars['ID']['input'];
  vehicleModel: Scalars['String']['input'];
  workshopID: Scalars['ID']['input'];
};

/** One line of an appointment's log (spec §3 AppointmentLog). */
export type AppointmentLog = {
  __typename?: 'AppointmentLog';
  actionType: Scalars['String']['output'];
  /** The appointment the line belongs to (deleted ones included). */
  appointment: Maybe<Appointment>;
  appointmentID: Scalars['ID']['output'];
  appointmentLogID: Scalars['ID']['output'];
  boxID: Maybe<Scalars['ID']['output']>;
  dateTime: Scalars['DateTime']['output'];
  fromStatus: Maybe<Scalars['Int']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  rejectReason: Maybe<RejectReason>;
  smsText: Maybe<Scalars['String']['output']>;
  toStatus: Maybe<Scalars['Int']['output']>;
  /**
   * On an undo's line (UndoLastOperation): the line it took back. The desk reads which change still
   * stands from it, as the server does, to name its undo button.
   */
  undoneLogID: Maybe<Scalars['ID']['output']>;
  user: Maybe<UserSummary>;
};

export type AppointmentLogConnection = {
  __typename?: 'AppointmentLogConnection';
  edges: Array<AppointmentLogEdge>;
  nodes: Array<AppointmentLog>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AppointmentLogEdge = {
  __typename?: 'AppointmentLogEdge';
  cursor: Scalars['String']['output'];
  node: AppointmentLog;
};

/**
 * Booking order places a walk-in at its check-in time; check-in order places those not yet checked
 * in last, in both directions. Ties go by appointmentID.
 */
export type AppointmentOrder =
  | 'BOOKING_DATE_TIME_ASC'
  | 'BOOKING_DATE_TIME_DESC'
  | 'CHECKIN_DATE_TIME_ASC'
  | 'CHECKIN_DATE_TIME_DESC';

/** The reply of every appointment mutation: the appointment as it now is, or field errors. */
export type AppointmentResult = {
  __typename?: 'AppointmentResult';
  appointment: Maybe<Appointment>;
  /**
   * When a walk-in or a check-in is refused because the plate already has a visit in progress in
   * the workshop (form error `validation.plateAlreadyLive` on `licensePlate`): that visit.
   */
  existingAppointmentID: Maybe<Scalars['ID']['output']>;
  formErrors: Array<FormError>;
};

/** An SMS sent (or queued) about an appointment. */
export type AppointmentSms = {
  __typename?: 'AppointmentSms';
  kind: Scalars['String']['output'];
  outboxMessageID: Scalars['ID']['output'];
  sentAt: Maybe<Scalars['DateTime']['output']>;
  status: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** A workshop's series over a period (spec §7 appointmentStats; definitions in docs/statistics.md). */
export type AppointmentStats = {
  __typename?: 'AppointmentStats';
  /** Always 24 entries, hour 0 to 23. */
  arrivalsByHour: Array<HourArrivals>;
  entryType: StatsEntryType;
  fromDay: Scalars['String']['output'];
  perAcceptor: Array<AcceptorStats>;
  /** Always four entries: EARLY, ON_TIME, LATE, NO_SHOW. */
  timingStatus: Array<TimingStatusCount>;
  toDay: Scalars['String']['output'];
  /** One entry per day of the period, first to last, days without arrivals included. */
  waitsByDay: Array<DayWaits>;
  workshopID: Scalars['ID']['output'];
};

/** A visit's exit interview: its invitation and, once answered, the answers. */
export type AppointmentSurvey = {
  __typename?: 'AppointmentSurvey';
  answers: Array<SurveyAnswer>;
  /** When the customer answered or declined; null while the link is open. */
  closedAt: Maybe<Scalars['DateTime']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  /** `automatic` (after the exit) or `onDemand` (sent by staff). */
  kind: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** `answered`, `skipped`, or null. */
  outcome: Maybe<Scalars['String']['output']>;
  sentAt: Scalars['DateTime']['output'];
};

/**
 * A bulk appointment upload (spec §3 AppointmentsUpload). The counters are the dry run's until the
 * apply runs, then what the apply did. `isProcessed` is false while the upload waits or runs;
 * `isSuccessful` is false for a file that could not be used.
 */
export type AppointmentsUpload = {
  __typename?: 'AppointmentsUpload';
  appliedAt: Maybe<Scalars['DateTime']['output']>;
  created: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Why the whole file was refused (`upload.tooManyRows`…), when failed. */
  errorCode: Maybe<Scalars['String']['output']>;
  errors: Scalars['Int']['output'];
  /**
   * When the stored original was deleted (UPLOAD_FILE_RETENTION_DAYS after the upload, docs/upload.md);
   * the report stays, the file route then answers 410.
   */
  fileDeletedAt: Maybe<Scalars['DateTime']['output']>;
  fileName: Scalars['String']['output'];
  fileSize: Scalars['Int']['output'];
  /** First and last booking time in the file. */
  from: Maybe<Scalars['DateTime']['output']>;
  isProcessed: Scalars['Boolean']['output'];
  isSuccessful: Scalars['Boolean']['output'];
  kept: Scalars['Int']['output'];
  /** The report, file notes first, then by row (at most `first`, default 500). */
  messages: Array<AppointmentsUploadMessage>;
  /**
   * Every preview row in file order, a page at a time (`first` 1–200, default 50; `after` a cursor of
   * this list, BAD_USER_INPUT otherwise), only the rows of one action when `action` is given.
   */
  previewRows: AppointmentsUploadRowConnection;
  processedRows: Scalars['Int']['output'];
  /** The preview rows in file order (at most `first`, default 500); `previewRows` pages through all. */
  rows: Array<AppointmentsUploadRow>;
  skipped: Scalars['Int']['output'];
  status: AppointmentsUploadStatus;
  /** Rows created plus rows updated. */
  successful: Scalars['Int']['output'];
  to: Maybe<Scalars['DateTime']['output']>;
  totalRows: Scalars['Int']['output'];
  /** Creations the undo removed, and those it kept because staff had touched them. */
  undone: Scalars['Int']['output'];
  undoneAt: Maybe<Scalars['DateTime']['output']>;
  updated: Scalars['Int']['output'];
  uploadID: Scalars['ID']['output'];
  /** Who uploaded it, as "first last" (null when the user is gone). */
  userName: Maybe<Scalars['String']['output']>;
  workshopID: Scalars['ID']['output'];
};


/**
 * A bulk appointment upload (spec §3 AppointmentsUpload). The counters are the dry run's until the
 * apply runs, then what the apply did. `isProcessed` is false while the upload waits or runs;
 * `isSuccessful` is false for a file that could not be used.
 */
export type AppointmentsUploadMessagesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A bulk appointment upload (spec §3 AppointmentsUpload). The counters are the dry run's until the
 * apply runs, then what the apply did. `isProcessed` is false while the upload waits or runs;
 * `isSuccessful` is false for a file that could not be used.
 */
export type AppointmentsUploadPreviewRowsArgs = {
  action?: InputMaybe<AppointmentsUploadRowAction>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A bulk appointment upload (spec §3 AppointmentsUpload). The counters are the dry run's until the
 * apply runs, then what the apply did. `isProcessed` is false while the upload waits or runs;
 * `isSuccessful` is false for a file that could not be used.
 */
export type AppointmentsUploadRowsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A column of the appointments file as this workshop reads it (docs/upload.md). */
export type AppointmentsUploadColumn = {
  __typename?: 'AppointmentsUploadColumn';
  /**
   * The field it fills: licensePlate, name, mobile, email, vehicleBrand, vehicleModel, date, time,
   * description, note, queue.
   */
  field: Scalars['String']['output'];
  /**
   * The headers it is found by (case, accents and extra spaces do not matter). The queue column's is
   * the workshop's `queueUploadColumn` parameter, or Coda and Queue when it is not set.
   */
  headers: Array<Scalars['String']['output']>;
  /** Its name in the caller's language (Accept-Language). */
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
};

/** A line of an upload's report: a row's problem with a field, a skip's reason, or a note on the file. */
export type AppointmentsUploadMessage = {
  __typename?: 'AppointmentsUploadMessage';
  code: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  field: Maybe<Scalars['String']['output']>;
  /** English text; `code` is what a screen translates. */
  message: Scalars['String']['output'];
  messageID: Scalars['ID']['output'];
  /** info, warning or error. */
  messageType: Scalars['String']['output'];
  /** Spreadsheet row (the header is row 1); null for the whole file. */
  rowNumber: Maybe<Scalars['Int']['output']>;
};

/** One data row in the preview (the dry run) and, after the apply, what it did. */
export type AppointmentsUploadRow = {
  __typename?: 'AppointmentsUploadRow';
  action: AppointmentsUploadRowAction;
  appointmentID: Maybe<Scalars['ID']['output']>;
  bookingDateTime: Maybe<Scalars['DateTime']['output']>;
  licensePlate: Maybe<Scalars['String']['output']>;
  /** This row's report lines (field problems, a skip's reason), in the order they were written. */
  messages: Array<AppointmentsUploadMessage>;
  name: Maybe<Scalars['String']['output']>;
  queueName: Maybe<Scalars['String']['output']>;
  rowNumber: Scalars['Int']['output'];
};

/** What a row does: a new booking, a change of the vehicle's booking that day, nothing, or a refusal. */
export type AppointmentsUploadRowAction =
  | 'create'
  | 'error'
  | 'skip'
  | 'update';

export type AppointmentsUploadRowConnection = {
  __typename?: 'AppointmentsUploadRowConnection';
  edges: Array<AppointmentsUploadRowEdge>;
  nodes: Array<AppointmentsUploadRow>;
  pageInfo: PageInfo;
  /** Rows of the upload with this filter. */
  totalCount: Scalars['Int']['output'];
};

export type AppointmentsUploadRowEdge = {
  __typename?: 'AppointmentsUploadRowEdge';
  cursor: Scalars['String']['output'];
  node: AppointmentsUploadRow;
};

/**
 * Where a bulk appointment upload stands (docs/upload.md): `checking` (the dry run runs), `checked`
 * (the preview is ready; apply or leave it), `applying`, `applied`, `failed` (the file could not be
 * used: nothing was written), `undone`.
 */
export type AppointmentsUploadStatus =
  | 'applied'
  | 'applying'
  | 'checked'
  | 'checking'
  | 'failed'
  | 'undone';

/**
 * A weekly pickup (withdrawal) slot of a workshop (spec §3 AvailabilitySlot). Times are wall-clock
 * HH:MM in the workshop's time zone.
 */
export type AvailabilitySlot = {
  __typename?: 'AvailabilitySlot';
  availabilitySlotID: Scalars['ID']['output'];
  /** The capacity in force: maxSlots, or the workshop's. */
  capacity: Scalars['Int']['output'];
  /** MONDAY to SUNDAY. */
  day: Scalars['String']['output'];
  end: Scalars['String']['output'];
  /** This slot's own capacity; null uses the workshop's maxSlots. */
  maxSlots: Maybe<Scalars['Int']['output']>;
  start: Scalars['String']['output'];
  workshopID: Scalars['ID']['output'];
};

export type AvailabilitySlotInput = {
  day: Scalars['String']['input'];
  end: Scalars['String']['input'];
  maxSlots?: InputMaybe<Scalars['Int']['input']>;
  start: Scalars['String']['input'];
};

/** Every box of a workshop with its clock: the bay board's state. */
export type BayBoard = {
  __typename?: 'BayBoard';
  boxes: Array<Box>;
  /** The server's clock when it answered: screens time the clocks against it, not their own. */
  serverTime: Scalars['DateTime']['output'];
  workshopID: Scalars['ID']['output'];
};

/** Where the customer in a box stands and since when, in server time (decision 0028). */
export type BayClock = {
  __typename?: 'BayClock';
  /** The box's customer (the same as Box.currentAppointment). */
  appointmentID: Scalars['ID']['output'];
  /** A running job's start plus its expected duration. */
  expectedEndAt: Maybe<Scalars['DateTime']['output']>;
  /**
   * True when expectedMinutes comes from the queue's own recent jobs, false when it is the workshop's
   * configured duration (too few jobs to measure).
   */
  expectedFromHistory: Scalars['Boolean']['output'];
  /** A running job's expected duration in minutes; null at other stages. */
  expectedMinutes: Maybe<Scalars['Int']['output']>;
  /** The job runs past its expected end (at the server's time of the answer; screens keep counting). */
  overrun: Scalars['Boolean']['output'];
  /** When the customer was told by SMS that the job runs late, with a new estimate; null if not. */
  overrunToldAt: Maybe<Scalars['DateTime']['output']>;
  stage: BayStage;
  /** When the stage began: the call into the box, or the job's start. */
  stageStartedAt: Maybe<Scalars['DateTime']['output']>;
};

/**
 * The stage of the customer in a box (decision 0028): called in for acceptance, their job running,
 * or a pickup being handed over.
 */
export type BayStage =
  | 'ACCEPTANCE'
  | 'JOB_RUNNING'
  | 'PICKUP';

/** A box (service bay) and who is in it. */
export type Box = {
  __typename?: 'Box';
  aliases: Scalars['String']['output'];
  /** The clock of the customer in the box; null when the box is free. */
  bayClock: Maybe<BayClock>;
  boxID: Scalars['ID']['output'];
  /** The customer in the box (Accepted, AcceptedAnomaly or JobStarted), if any. */
  currentAppointment: Maybe<Appointment>;
  /** Set once the box is deleted (live change events still name it, so screens drop it). */
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  notAvailable: Scalars['Boolean']['output'];
  orderNumber: Scalars['Int']['output'];
  queueGroupID: Maybe<Scalars['ID']['output']>;
  user: Maybe<UserSummary>;
  userID: Maybe<Scalars['ID']['output']>;
  visible: Scalars['Boolean']['output'];
  workshopID: Scalars['ID']['output'];
};

export type BoxResult = {
  __typename?: 'BoxResult';
  box: Maybe<Box>;
  formErrors: Array<FormError>;
};

/** A change to a workshop's boxes: who is in which box. */
export type BoxesChange = {
  __typename?: 'BoxesChange';
  boxes: Array<Box>;
  initial: Scalars['Boolean']['output'];
  version: Scalars['Int']['output'];
  workshopID: Scalars['ID']['output'];
};

export type BroadcastDelayNoticeInput = {
  /** 1 to 240. */
  minutes: Scalars['Int']['input'];
  queueID: Scalars['ID']['input'];
  /** At most 280 characters, and the whole SMS within 3 SMS (`validation.smsTooLong`). */
  text: Scalars['String']['input'];
};

export type CheckInBookedInput = {
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The queue to wait in; the workshop's default queue otherwise. */
  queueID?: InputMaybe<Scalars['ID']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ConfirmExitInput = {
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  sendSms?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ConfirmPaymentInput = {
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  warrantyWork?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ConfirmResetPasswordInput = {
  code: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  userID: Scalars['ID']['input'];
};

export type CreateAgendaFeedResult = {
  __typename?: 'CreateAgendaFeedResult';
  feed: AgendaFeed;
  /** The feed's whole URL, with its token: returned here once and never again. */
  url: Scalars['String']['output'];
};

export type CreateApiKeyInput = {
  /** 1 to 80 characters, e.g. the dealer system's name. */
  name: Scalars['String']['input'];
  /** One or more of `appointments:read`, `appointments:write`, `statistics:read`. */
  scopes: Array<Scalars['String']['input']>;
  workshopID: Scalars['ID']['input'];
};

export type CreateApiKeyResult = {
  __typename?: 'CreateApiKeyResult';
  apiKey: Maybe<ApiKey>;
  formErrors: Array<FormError>;
  /** The whole key, `turno_<prefix>_<secret>`: returned here once and never again. */
  key: Maybe<Scalars['String']['output']>;
};

export type CreateAppointmentLogInput = {
  /** Annotation, Comment, ProactiveInfo, FollowUp or WaitingReplacement. */
  actionType: Scalars['String']['input'];
  appointmentID: Scalars['ID']['input'];
  notes: Scalars['String']['input'];
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CreateAppointmentUploadInput = {
  workshopID: Scalars['ID']['input'];
};

/**
 * The reply of createAppointmentUpload (spec §7): the new upload's state, or `formErrors` on `file`
 * when the file is refused before it is stored.
 */
export type CreateAppointmentUploadPayload = {
  __typename?: 'CreateAppointmentUploadPayload';
  errors: Maybe<Scalars['Int']['output']>;
  formErrors: Array<FormError>;
  from: Maybe<Scalars['DateTime']['output']>;
  isProcessed: Maybe<Scalars['Boolean']['output']>;
  isSuccessful: Maybe<Scalars['Boolean']['output']>;
  skipped: Maybe<Scalars['Int']['output']>;
  successful: Maybe<Scalars['Int']['output']>;
  to: Maybe<Scalars['DateTime']['output']>;
  upload: Maybe<AppointmentsUpload>;
  uploadID: Maybe<Scalars['ID']['output']>;
};

export type CreateBoxInput = {
  /** Comma-joined. */
  aliases?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  notAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  orderNumber?: InputMaybe<Scalars['Int']['input']>;
  queueGroupID: Scalars['ID']['input'];
  /** The acceptor at the box: a user with a role in the workshop. */
  userID?: InputMaybe<Scalars['ID']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  workshopID: Scalars['ID']['input'];
};

export type CreateMonitorInput = {
  name: Scalars['String']['input'];
  queueGroups: Array<MonitorQueueGroupInput>;
  userID?: InputMaybe<Scalars['ID']['input']>;
  workshopID: Scalars['ID']['input'];
};

export type CreateNewsInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  publicationDate: Scalars['DateTime']['input'];
  title: Scalars['String']['input'];
};

export type CreateQueueGroupInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  workshopID: Scalars['ID']['input'];
};

export type CreateQueueInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  /** At most one default queue per workshop: setting it here clears it elsewhere. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  queueGroupID: Scalars['ID']['input'];
  viewOrderNumber?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateRejectReasonInput = {
  name: Scalars['String']['input'];
};

export type CreateSloganInput = {
  /** Seconds on screen, at least 1. */
  duration: Scalars['Int']['input'];
  isVisible?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  workshopID: Scalars['ID']['input'];
};

export type CreateSmsSenderInput = {
  /** The sender name the phone shows: letters and digits, at most 11 (the SMS alphanumeric sender limit). */
  name: Scalars['String']['input'];
};

export type CreateTotemInput = {
  name: Scalars['String']['input'];
  totemQueues: Array<TotemQueueInput>;
  userID: Scalars['ID']['input'];
  workshopID: Scalars['ID']['input'];
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
  emailConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  firstName: Scalars['String']['input'];
  genderID?: InputMaybe<Scalars['Int']['input']>;
  lastName: Scalars['String']['input'];
  /** May be empty. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** `it` (when absent) or `en`. */
  preferredLanguage?: InputMaybe<Scalars['String']['input']>;
  userName: Scalars['String']['input'];
};

export type CreateVehicleBrandInput = {
  /** Comma-joined. */
  aliases?: InputMaybe<Scalars['String']['input']>;
  /** A PNG, JPEG, WebP or SVG data URL of at most 512 KB; empty or absent means none. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  position: Scalars['Int']['input'];
};

export type CreateVehicleModelInput = {
  name: Scalars['String']['input'];
  vehicleBrandID: Scalars['ID']['input'];
};

export type CreateWebhookEndpointInput = {
  /** At most 200 characters, e.g. the dealer system's name. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** One or more of the event types. */
  eventTypes: Array<Scalars['String']['input']>;
  /** `http://` or `https://`, no user or password, at most 2000 characters. */
  url: Scalars['String']['input'];
  workshopID: Scalars['ID']['input'];
};

/**
 * Spec §5: name, zip code and logo required; workshopCode unique. The logo is an image data URL
 * (PNG, JPEG, WebP or SVG, at most 512 KB, checked against its first bytes).
 */
export type CreateWorkshopInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** Required, here or as the mutation's `logo` file. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  maxSlots?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  returningCustomerDaysThreshold?: InputMaybe<Scalars['Int']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  videoFolderPath?: InputMaybe<Scalars['String']['input']>;
  withdrawalQueueID?: InputMaybe<Scalars['ID']['input']>;
  workshopCode: Scalars['String']['input'];
  zipCode: Scalars['String']['input'];
};

/** Another visit of the same vehicle (a future booking, say): no ids, no codes. */
export type CustomerAppointmentSummary = {
  __typename?: 'CustomerAppointmentSummary';
  bookingDateTime: Maybe<Scalars['DateTime']['output']>;
  statusCode: Scalars['Int']['output'];
  statusName: Scalars['String']['output'];
  type: Scalars['String']['output'];
  workshopName: Scalars['String']['output'];
};

export type CustomerDataErasure = {
  __typename?: 'CustomerDataErasure';
  /** Visits whose personal data was erased now. */
  erased: Scalars['Int']['output'];
  /** Visits still in progress, left as they are. */
  live: Scalars['Int']['output'];
};

/** One visit of a customer, found by plate or mobile in every workshop (admins only; docs/privacy.md). */
export type CustomerDataVisit = {
  __typename?: 'CustomerDataVisit';
  anonymisedAt: Maybe<Scalars['DateTime']['output']>;
  appointmentID: Scalars['ID']['output'];
  bookingDateTime: Maybe<Scalars['DateTime']['output']>;
  checkoutDateTime: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Maybe<Scalars['String']['output']>;
  licensePlate: Scalars['String']['output'];
  /** Still waiting, in a box or at the cashier: its data cannot be erased until it ends. */
  live: Scalars['Boolean']['output'];
  mobile: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  statusCode: Scalars['Int']['output'];
  workshopID: Scalars['ID']['output'];
  workshopName: Scalars['String']['output'];
};

/** Whose data: a plate, a mobile number, or both (both must match then). */
export type CustomerSearchInput = {
  licensePlate?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
};

/** The customer's exit-interview page, opened from the SMS link. */
export type CustomerSurvey = {
  __typename?: 'CustomerSurvey';
  /** Until when the link works (7 days after it was sent). */
  expiresAt: Scalars['DateTime']['output'];
  /** The workshop's privacy notice, linked from the page (the notes are the customer's own words). */
  privacyNotice: PrivacyNotice;
  questions: Array<CustomerSurveyQuestion>;
  workshopName: Scalars['String']['output'];
};

export type CustomerSurveyAnswerInput = {
  questionID: Scalars['ID']['input'];
  /** `yes` / `no`, or `1`..`10`, as the question's type allows. */
  value: Scalars['String']['input'];
};

/** A question of the customer's exit-interview page, in the order asked. */
export type CustomerSurveyQuestion = {
  __typename?: 'CustomerSurveyQuestion';
  position: Scalars['Int']['output'];
  questionID: Scalars['ID']['output'];
  /** 1 yes/no (answer `yes` or `no`), 2 a value from 1 to 10 (answer `1`..`10`). */
  questionTypeID: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type CustomerSurveyResult = {
  __typename?: 'CustomerSurveyResult';
  /** LINK_INVALID (unknown, used or expired link), RATE_LIMITED, BAD_USER_INPUT (see formErrors), or null. */
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  formErrors: Array<FormError>;
  success: Scalars['Boolean']['output'];
};

/** What a signed-in customer sees of their visit: the public tracking shape plus the pickup. */
export type CustomerVisit = {
  __typename?: 'CustomerVisit';
  code: Scalars['ID']['output'];
  tracking: Tracking;
  withdrawal: WithdrawalState;
};

/** One calendar day of the period: its arrivals and the mean waits of the visits that arrived on it. */
export type DayWaits = {
  __typename?: 'DayWaits';
  arrivals: Scalars['Int']['output'];
  averageWaitingMinutes: Maybe<Scalars['Float']['output']>;
  day: Scalars['String']['output'];
  globalWaitingMinutes: Maybe<Scalars['Float']['output']>;
};

/**
 * A manager's delay notice for a queue: shown on the tracking pages of everyone waiting in it, until
 * cleared or the end of the workshop day. A new one replaces it.
 */
export type DelayNotice = {
  __typename?: 'DelayNotice';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  minutes: Scalars['Int']['output'];
  queueID: Scalars['ID']['output'];
  /** The manager's text as written (may be empty); customers also read Turno's sentence with the minutes. */
  text: Scalars['String']['output'];
};

export type DelayNoticeResult = {
  __typename?: 'DelayNoticeResult';
  delayNotice: Maybe<DelayNotice>;
  formErrors: Array<FormError>;
  /** Delay SMS queued (the workshop's switch on; textable visits not sent one in the last 30 minutes). */
  smsCount: Scalars['Int']['output'];
  /** Customers waiting in the queue when it was broadcast: their tracking pages show it. */
  waitingCount: Scalars['Int']['output'];
};

/** A delete's reply: the id of what was deleted. */
export type DeleteResult = {
  __typename?: 'DeleteResult';
  deletedID: Scalars['ID']['output'];
  success: Scalars['Boolean']['output'];
};

/**
 * A file made on the server and sent whole, in base64: small documents only (a statistics PDF is a
 * few pages). Large tables are downloaded from the REST exports instead (docs/statistics.md, "Exports").
 */
export type DownloadedFile = {
  __typename?: 'DownloadedFile';
  /** The file's bytes in base64. */
  base64: Scalars['String']['output'];
  /** The MIME type, e.g. `application/pdf`. */
  contentType: Scalars['String']['output'];
  /** A name to save it under, e.g. `Statistiche MI01 2026-01-01 2026-01-31.pdf`. */
  fileName: Scalars['String']['output'];
};

/** How good the estimated waits were in a workshop's last seven days (today included, its calendar). */
export type EstimateAccuracy = {
  __typename?: 'EstimateAccuracy';
  fromDay: Scalars['String']['output'];
  /** Queues with at least one such customer, in view order. */
  queues: Array<QueueEstimateAccuracy>;
  toDay: Scalars['String']['output'];
  workshopID: Scalars['ID']['output'];
};

/** Exit-interview answers of a period (spec §7 exitInterviewStats; docs/statistics.md). */
export type ExitInterviewStats = {
  __typename?: 'ExitInterviewStats';
  /** Surveys answered in the period. */
  answeredSurveys: Scalars['Int']['output'];
  entryType: StatsEntryType;
  fromDay: Scalars['String']['output'];
  questions: Array<QuestionStats>;
  /** Surveys the customer declined in the period. */
  skippedSurveys: Scalars['Int']['output'];
  toDay: Scalars['String']['output'];
  workshopID: Scalars['ID']['output'];
};

export type ForcePasswordInput = {
  newPassword: Scalars['String']['input'];
  userID: Scalars['ID']['input'];
};

/**
 * A field error in a mutation reply. `field` is the dotted path of the input field, `code` an i18n
 * key such as `validation.required`, `message` the English text.
 */
export type FormError = {
  __typename?: 'FormError';
  code: Scalars['String']['output'];
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A history line as the processing detail shows it (phase, date-time, action, resource, notes). */
export type HistoryLine = {
  __typename?: 'HistoryLine';
  action: Scalars['String']['output'];
  appointmentLogID: Scalars['ID']['output'];
  dateTime: Scalars['DateTime']['output'];
  notes: Maybe<Scalars['String']['output']>;
  phase: Scalars['String']['output'];
  resource: Maybe<Scalars['String']['output']>;
};

/** Visits that arrived in one hour of the day (0–23, the workshop's clock) over the period. */
export type HourArrivals = {
  __typename?: 'HourArrivals';
  arrivals: Scalars['Int']['output'];
  hour: Scalars['Int']['output'];
};

/** Who is signed in as someone else, shown in a banner while it lasts. */
export type Impersonator = {
  __typename?: 'Impersonator';
  userID: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type JobRejectInput = {
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  rejectReasonID: Scalars['ID']['input'];
  sendThanksSms?: InputMaybe<Scalars['Boolean']['input']>;
};

export type JobStartInput = {
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Start without the acceptance checks (spec: skip-validation option). */
  skipValidation?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Which log lines the workshop-wide `logs` list returns. */
export type LogFilter = {
  /** Event types to return (spec §4, e.g. FollowUp, ProactiveInfo); every type when empty. */
  actionTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** First and last day (inclusive, YYYY-MM-DD) in the workshop's time zone. */
  fromDay?: InputMaybe<Scalars['String']['input']>;
  toDay?: InputMaybe<Scalars['String']['input']>;
  /** Only lines written by this user (e.g. an acceptor found with searchAcceptors). */
  userID?: InputMaybe<Scalars['ID']['input']>;
  workshopID: Scalars['ID']['input'];
};

export type LoginInput = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  /** Same text for a wrong username and a wrong password. */
  errorMessage: Maybe<Scalars['String']['output']>;
  formErrors: Array<FormError>;
  profile: Maybe<Profile>;
};

/**
 * The reply of mobileMonitorLogin (spec §7). A plate with no code sends the tracking link by SMS to
 * the mobile number on file, if the plate has a visit in progress, and answers `linkSent` whatever
 * the plate: the answer, and how long it takes, never tell whether a plate is known. See
 * docs/customer-access.md and docs/security.md.
 */
export type MobileMonitorLoginResult = {
  __typename?: 'MobileMonitorLoginResult';
  appointment: Maybe<CustomerVisit>;
  /** CUSTOMER_NOT_RECOGNISED, LINK_NOT_VALID or RATE_LIMITED. */
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  formErrors: Array<FormError>;
  linkSent: Scalars['Boolean']['output'];
  otherAppointments: Array<CustomerAppointmentSummary>;
  success: Scalars['Boolean']['output'];
  /** A short-lived customer token (audience turno-customer): never valid as a staff token. */
  token: Maybe<Scalars['String']['output']>;
};

/** A waiting-room monitor (spec §3 Monitor), as its screen needs it. */
export type Monitor = {
  __typename?: 'Monitor';
  monitorID: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  queueGroups: Array<MonitorQueueGroup>;
  /** IANA zone of the workshop, for the times the screen shows. */
  timeZone: Scalars['String']['output'];
  /**
   * The address of the page where a customer follows their vehicle by plate and code
   * (/mobile-tracking on PUBLIC_URL, as the SMS links): what the monitor's QR code opens (decision 0025).
   */
  trackingEntryUrl: Scalars['String']['output'];
  /** The device account the monitor signs in with. */
  userID: Maybe<Scalars['ID']['output']>;
  /**
   * Absolute addresses of the videos to play between slogans, in order (decision 0006): read from
   * playlist.json in the workshop's videoFolderPath; empty when videos are off or the playlist
   * cannot be used.
   */
  videos: Array<Scalars['String']['output']>;
  workshopID: Scalars['ID']['output'];
  workshopName: Scalars['String']['output'];
};

/** A customer called into a box, as a waiting-room monitor shows it. */
export type MonitorCall = {
  __typename?: 'MonitorCall';
  appointmentID: Scalars['ID']['output'];
  boxID: Scalars['ID']['output'];
  boxName: Scalars['String']['output'];
  /** The log line of the call: one call, one id, so a monitor shows it once. */
  callID: Scalars['ID']['output'];
  calledAt: Scalars['DateTime']['output'];
  /** Plate, as the monitor announces it. */
  licensePlate: Scalars['String']['output'];
  queueColor: Maybe<Scalars['String']['output']>;
  queueName: Maybe<Scalars['String']['output']>;
};

/** The calls of a monitor's queue groups, latest first. */
export type MonitorCalls = {
  __typename?: 'MonitorCalls';
  calls: Array<MonitorCall>;
  initial: Scalars['Boolean']['output'];
  monitorID: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
};

/** A queue group a waiting-room monitor shows, in the monitor's order. */
export type MonitorQueueGroup = {
  __typename?: 'MonitorQueueGroup';
  color: Scalars['String']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  queueGroupID: Scalars['ID']['output'];
};

export type MonitorQueueGroupInput = {
  position: Scalars['Int']['input'];
  queueGroupID: Scalars['ID']['input'];
};

export type MonitorResult = {
  __typename?: 'MonitorResult';
  formErrors: Array<FormError>;
  monitor: Maybe<Monitor>;
};

export type MoveVehicleModelsResult = {
  __typename?: 'MoveVehicleModelsResult';
  formErrors: Array<FormError>;
  moved: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Applies a checked upload in the background. CONFLICT (reason UPLOAD_NOT_CHECKED) unless checked. */
  applyAppointmentUpload: AppointmentsUpload;
  /** Admin only: replaces the user's roles (Admin and Cliente are never assignable). */
  assignRoles: UserResult;
  /**
   * Owners, managers of the queue's workshop and admins: tells everyone waiting in the queue about a
   * delay (live on their tracking pages; by SMS when the workshop's `delayNoticeSmsEnabled` is on).
   */
  broadcastDelayNotice: DelayNoticeResult;
  /** Public, by token or code: cancels the pickup. */
  cancelWithdrawalAppointment: WithdrawalResult;
  checkInBooked: AppointmentResult;
  /** Same roles: takes the queue's delay notice down. */
  clearDelayNotice: SuccessResult;
  confirmExit: AppointmentResult;
  confirmPayment: AppointmentResult;
  /** Public: sets a new password with the code from the e-mail. */
  confirmResetPassword: SuccessResult;
  /**
   * Any signed-in account, for itself: a new feed URL. A feed already there is replaced, and its old
   * URL stops at once. FORBIDDEN for an API key and for an admin signed in as the user. The URL
   * answers 404 while its user holds no role in a live workshop.
   */
  createAgendaFeed: CreateAgendaFeedResult;
  /** Admins: a new API key for the workshop; its text is in the reply, once. */
  createApiKey: CreateApiKeyResult;
  createAppointment: AppointmentResult;
  createAppointmentLog: AppointmentResult;
  /**
   * Stores a CSV or XLSX file (GraphQL multipart, at most 1 MiB here; the REST endpoint
   * POST /api/files/appointmentsUploadFile takes up to 10 MB) and starts its dry run. Without a file:
   * a form error on `file`.
   */
  createAppointmentUpload: CreateAppointmentUploadPayload;
  createBox: BoxResult;
  createMonitor: MonitorResult;
  createNews: NewsResult;
  createQueue: QueueResult;
  /** Managers of the workshop (and admins) configure its groups, queues and boxes. */
  createQueueGroup: QueueGroupResult;
  /** Admin only, like every mutation of these installation-wide lists. */
  createRejectReason: RejectReasonResult;
  createSlogan: SloganResult;
  createSmsSender: SmsSenderResult;
  createTotem: TotemResult;
  /** Admin only. The new account has no password until the first-access e-mail is used. */
  createUser: UserResult;
  /**
   * Admin only (the catalogue is shared by every workshop). The logo comes as `input.logoUrl` (a
   * data URL) or as `logo`, a file of a multipart request, which takes its place; errors about it
   * name `logoUrl` either way.
   */
  createVehicleBrand: VehicleBrandResult;
  createVehicleModel: VehicleModelResult;
  /** Admins: a new endpoint; its signing secret is in the reply, once. At most 10 per workshop. */
  createWebhookEndpoint: WebhookEndpointSecretResult;
  /** Public, by token or code: books the pickup of a ready vehicle in a free slot. */
  createWithdrawalAppointment: WithdrawalResult;
  /**
   * Admin only. Also creates the workshop's parameters with the default SMS texts. The logo comes as
   * `input.logoUrl` (a data URL) or as `logo`, a file of a multipart request, which takes its place;
   * errors about it name `logoUrl` either way.
   */
  createWorkshop: WorkshopResult;
  /** Soft delete of a booking not yet checked in. */
  deleteAppointment: AppointmentResult;
  /** Soft delete; refused (CONFLICT) while a customer is in the box. */
  deleteBox: DeleteResult;
  /** Deletes a walk-in's check-in (soft). */
  deleteCheckIn: AppointmentResult;
  deleteMonitor: DeleteResult;
  deleteNews: DeleteResult;
  /** Soft delete; refused (CONFLICT) while customers wait in it. */
  deleteQueue: DeleteResult;
  /** Soft delete; refused (CONFLICT) while the group still has queues or boxes. */
  deleteQueueGroup: DeleteResult;
  /** Refused (CONFLICT, reason IN_USE) while an appointment or its history names the reason. */
  deleteRejectReason: DeleteResult;
  deleteSlogan: DeleteResult;
  /** Refused (CONFLICT, reason IN_USE) while a workshop sends with it. */
  deleteSmsSender: DeleteResult;
  deleteTotem: DeleteResult;
  /** Admin only; soft delete. An admin cannot delete themselves or another admin (FORBIDDEN). */
  deleteUser: DeleteResult;
  /** Refused (CONFLICT) while the brand has models. */
  deleteVehicleBrand: DeleteResult;
  deleteVehicleModel: DeleteResult;
  /** Admins: removes an endpoint with its delivery log; nothing more is sent to it. */
  deleteWebhookEndpoint: SuccessResult;
  /** Admin only; soft delete. Refused (CONFLICT) while customers of today are still being served. */
  deleteWorkshop: SuccessResult;
  /**
   * Admins: erases the personal data of the customer's visits that are over, as the retention pass
   * does (docs/privacy.md); visits in progress are counted and left.
   */
  eraseCustomerData: CustomerDataErasure;
  /** Admin only: sets a user's password directly; audited. */
  forcePassword: SuccessResult;
  /**
   * Forgets a screen (a TV taken away): it leaves the list and raises no more alerts until it reports
   * again. Admins and the workshop's managers.
   */
  forgetScreenDevice: DeleteResult;
  /** Back from job done or ready to the job in progress. */
  goBack: AppointmentResult;
  /**
   * A pickup called into a box collects its vehicle: the pickup and the visit it collects close
   * together. PAYMENT_REQUIRED while the visit is unpaid; VEHICLE_NOT_READY once it went back to work.
   */
  handOverVehicle: AppointmentResult;
  jobEnd: AppointmentResult;
  jobReject: AppointmentResult;
  jobStart: AppointmentResult;
  login: LoginResult;
  /** Admin only: sign in as another (non-admin) user; audited. */
  loginAs: Profile;
  logout: Scalars['Boolean']['output'];
  /** Public: the customer's sign-in for tracking and pickup (spec §7). */
  mobileMonitorLogin: MobileMonitorLoginResult;
  /** Moves models to another brand in one transaction. */
  moveVehicleModels: MoveVehicleModelsResult;
  /** Takes the next customer in call order into a box; QUEUE_EMPTY or BOX_BUSY otherwise. */
  nextCustomer: AppointmentResult;
  /** Does nothing; lets every feature extend Mutation. */
  noop: Maybe<Scalars['Boolean']['output']>;
  pickAppointment: AppointmentResult;
  recalculateQueueAppointments: RecalculateQueueResult;
  /** Renews the access token from the refresh cookie; null when the session has ended. */
  refreshProfile: Maybe<Profile>;
  /** Walk-in check-in. */
  registerNewAppointment: AppointmentResult;
  /**
   * Admins: sends a delivery again now, with the same `webhook-id`. Refused (CONFLICT) while the
   * endpoint is switched off or the delivery is being sent.
   */
  replayWebhookDelivery: WebhookDelivery;
  /**
   * A monitor or totem screen says it is alive (every minute and at start). The caller must be able to
   * open that screen; only its device account's beats are stored.
   */
  reportScreenHeartbeat: ScreenHeartbeat;
  /**
   * Queues a failed (or kept) message again, attempts from zero, and sends it after the commit.
   * Refused with CONFLICT (reason NOT_RESENDABLE) for any other status.
   */
  resendMessage: OutboxMessage;
  /** Admin only: e-mails the user with this address a reset link. */
  resetPassword: ResetPasswordResult;
  /** From a box back to the queue, to the place the customer had. */
  returnToQueue: AppointmentResult;
  /** Staff: the caller's feed stops at once. Revoking when there is none changes nothing. */
  revokeAgendaFeed: SuccessResult;
  /** Admins: the key stops working at once, on every replica. Revoking a revoked key changes nothing. */
  revokeApiKey: SuccessResult;
  /** Admins: a new signing secret, in the reply once; the old one stops signing at once. */
  rotateWebhookEndpointSecret: WebhookEndpointSecretResult;
  /** Replaces the workshop's question list (at most 10): managers of the workshop and admins. */
  saveSurveyQuestions: SurveyQuestionsResult;
  /** Sends the workshop's on-request survey SMS for a visit (roles that handle the exit). */
  sendCustomerSurvey: Appointment;
  /** Admin only: e-mails the user a link to choose their password. */
  sendFirstAccessEmail: SuccessResult;
  sendJobEndSms: AppointmentResult;
  /** Public: e-mails a reset link; answers the same whether or not the address is known. */
  sendPasswordRecovery: SuccessResult;
  /** Admins: sends a `webhook.test` event to the endpoint now. Refused (CONFLICT) while it is off. */
  sendTestWebhookEvent: WebhookDelivery;
  /** Managers of the workshop: replaces the weekday pickup schedule in one transaction. */
  setAvailabilitySlots: SetAvailabilitySlotsResult;
  /**
   * Any signed-in user: the language of the SMS and e-mails Turno writes to them, `it` or `en`
   * (anything else BAD_USER_INPUT, argument `language`). FORBIDDEN while an admin is signed in as
   * the user: the choice is the user's own. The staff header's language switch sends it.
   */
  setMyLanguage: SuccessResult;
  setThanksSms: AppointmentResult;
  /**
   * Public, by tracking code: the customer switched their page to `language` (`it` or `en`, anything
   * else BAD_USER_INPUT); it becomes the visit's customer language, that of their next messages.
   * NOT_FOUND for an unknown or expired code; limited like `tracking`.
   */
  setTrackingLanguage: SuccessResult;
  /** Into or out of "waiting for spare parts" (logged as WaitingReplacement); from a box until paid. */
  setWaitingSpareParts: AppointmentResult;
  /** Public: the customer declines the survey; the link then stops working. */
  skipCustomerSurvey: CustomerSurveyResult;
  /** Ends a sign-in-as and returns to the admin's own session. */
  stopImpersonation: Profile;
  /** Public: the customer's answers, one per question; the link then stops working. */
  submitCustomerSurvey: CustomerSurveyResult;
  /** Public: a request to the installation's support address. */
  supportRequest: SuccessResult;
  /** A booked customer checks in at the totem: only a booking of today in the totem's workshop. */
  totemCheckIn: TotemCheckInResult;
  /**
   * The owner of a ready vehicle collects it now: checked into the workshop's withdrawal queue (a
   * booked pickup is checked in, otherwise one is made); the monitor calls them to a box.
   */
  totemCheckInPickup: TotemPickupResult;
  /** A walk-in checks in at the totem, in one of the totem's queues. */
  totemRegisterWalkIn: TotemCheckInResult;
  /**
   * Deletes the upload's creations nobody has touched since. CONFLICT (reason UPLOAD_NOT_APPLIED)
   * unless applied.
   */
  undoAppointmentUpload: AppointmentsUpload;
  /** From the booked-and-checked-in list back to the booked list. */
  undoCheckIn: AppointmentResult;
  /** Undoes the last status change recorded in the log (job start, job end, ready, payment, refusal). */
  undoLastOperation: AppointmentResult;
  updateAppointment: AppointmentResult;
  updateBox: BoxResult;
  updateMonitor: MonitorResult;
  updateNews: NewsResult;
  /** An admin or a manager of the workshop. */
  updateParameters: ParametersResult;
  updateQueue: QueueResult;
  updateQueueGroup: QueueGroupResult;
  updateRejectReason: RejectReasonResult;
  updateSlogan: SloganResult;
  updateSmsSender: SmsSenderResult;
  /**
   * Corrects a visit's survey answers and, when `notes` is given, the customer's notes (empty clears
   * them): managers of the workshop and admins. A change writes a CustomerSurveyCorrected log line.
   */
  updateSurveyAnswers: SurveyAnswersResult;
  updateTotem: TotemResult;
  /** Admin only. Locking ends the user's sessions. */
  updateUser: UserResult;
  updateVehicleBrand: VehicleBrandResult;
  updateVehicleModel: VehicleModelResult;
  /** Admins: changes an endpoint's address, description or events, or switches it off or on. */
  updateWebhookEndpoint: WebhookEndpointResult;
  /** Public, by token or code: moves the pickup to another free slot. */
  updateWithdrawalAppointment: WithdrawalResult;
  /** Admin only. A `logo` file replaces `input.logoUrl`, as in createWorkshop. */
  updateWorkshop: WorkshopResult;
  /** Ready to exit. */
  uscita: AppointmentResult;
};


export type MutationApplyAppointmentUploadArgs = {
  uploadID: Scalars['ID']['input'];
};


export type MutationAssignRolesArgs = {
  roles: Array<RoleAssignmentInput>;
  userID: Scalars['ID']['input'];
};


export type MutationBroadcastDelayNoticeArgs = {
  input: BroadcastDelayNoticeInput;
};


export type MutationCancelWithdrawalAppointmentArgs = {
  access: WithdrawalAccessInput;
};


export type MutationCheckInBookedArgs = {
  input: CheckInBookedInput;
};


export type MutationClearDelayNoticeArgs = {
  queueID: Scalars['ID']['input'];
};


export type MutationConfirmExitArgs = {
  input: ConfirmExitInput;
};


export type MutationConfirmPaymentArgs = {
  input: ConfirmPaymentInput;
};


export type MutationConfirmResetPasswordArgs = {
  input: ConfirmResetPasswordInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateAppointmentArgs = {
  input: AppointmentInput;
};


export type MutationCreateAppointmentLogArgs = {
  input: CreateAppointmentLogInput;
};


export type MutationCreateAppointmentUploadArgs = {
  file?: InputMaybe<Scalars['File']['input']>;
  input: CreateAppointmentUploadInput;
};


export type MutationCreateBoxArgs = {
  input: CreateBoxInput;
};


export type MutationCreateMonitorArgs = {
  input: CreateMonitorInput;
};


export type MutationCreateNewsArgs = {
  input: CreateNewsInput;
};


export type MutationCreateQueueArgs = {
  input: CreateQueueInput;
};


export type MutationCreateQueueGroupArgs = {
  input: CreateQueueGroupInput;
};


export type MutationCreateRejectReasonArgs = {
  input: CreateRejectReasonInput;
};


export type MutationCreateSloganArgs = {
  input: CreateSloganInput;
};


export type MutationCreateSmsSenderArgs = {
  input: CreateSmsSenderInput;
};


export type MutationCreateTotemArgs = {
  input: CreateTotemInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateVehicleBrandArgs = {
  input: CreateVehicleBrandInput;
  logo?: InputMaybe<Scalars['File']['input']>;
};


export type MutationCreateVehicleModelArgs = {
  input: CreateVehicleModelInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationCreateWithdrawalAppointmentArgs = {
  input: WithdrawalSlotInput;
};


export type MutationCreateWorkshopArgs = {
  input: CreateWorkshopInput;
  logo?: InputMaybe<Scalars['File']['input']>;
};


export type MutationDeleteAppointmentArgs = {
  input: AppointmentActionInput;
};


export type MutationDeleteBoxArgs = {
  boxID: Scalars['ID']['input'];
};


export type MutationDeleteCheckInArgs = {
  input: AppointmentActionInput;
};


export type MutationDeleteMonitorArgs = {
  monitorID: Scalars['ID']['input'];
};


export type MutationDeleteNewsArgs = {
  newsID: Scalars['ID']['input'];
};


export type MutationDeleteQueueArgs = {
  queueID: Scalars['ID']['input'];
};


export type MutationDeleteQueueGroupArgs = {
  queueGroupID: Scalars['ID']['input'];
};


export type MutationDeleteRejectReasonArgs = {
  rejectReasonID: Scalars['ID']['input'];
};


export type MutationDeleteSloganArgs = {
  sloganID: Scalars['ID']['input'];
};


export type MutationDeleteSmsSenderArgs = {
  smsSenderID: Scalars['ID']['input'];
};


export type MutationDeleteTotemArgs = {
  totemID: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  userID: Scalars['ID']['input'];
};


export type MutationDeleteVehicleBrandArgs = {
  vehicleBrandID: Scalars['ID']['input'];
};


export type MutationDeleteVehicleModelArgs = {
  vehicleModelID: Scalars['ID']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  webhookEndpointID: Scalars['ID']['input'];
};


export type MutationDeleteWorkshopArgs = {
  workshopID: Scalars['ID']['input'];
};


export type MutationEraseCustomerDataArgs = {
  input: CustomerSearchInput;
};


export type MutationForcePasswordArgs = {
  input: ForcePasswordInput;
};


export type MutationForgetScreenDeviceArgs = {
  screenDeviceID: Scalars['ID']['input'];
};


export type MutationGoBackArgs = {
  input: AppointmentActionInput;
};


export type MutationHandOverVehicleArgs = {
  input: AppointmentActionInput;
};


export type MutationJobEndArgs = {
  input: AppointmentActionInput;
};


export type MutationJobRejectArgs = {
  input: JobRejectInput;
};


export type MutationJobStartArgs = {
  input: JobStartInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLoginAsArgs = {
  userID: Scalars['ID']['input'];
};


export type MutationMobileMonitorLoginArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  licensePlate?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMoveVehicleModelsArgs = {
  toBrandID: Scalars['ID']['input'];
  vehicleModelIDs: Array<Scalars['ID']['input']>;
};


export type MutationNextCustomerArgs = {
  input: NextCustomerInput;
};


export type MutationPickAppointmentArgs = {
  input: PickAppointmentInput;
};


export type MutationRecalculateQueueAppointmentsArgs = {
  input: RecalculateQueueInput;
};


export type MutationRegisterNewAppointmentArgs = {
  input: RegisterNewAppointmentInput;
};


export type MutationReplayWebhookDeliveryArgs = {
  webhookDeliveryID: Scalars['ID']['input'];
};


export type MutationReportScreenHeartbeatArgs = {
  input: ScreenHeartbeatInput;
};


export type MutationResendMessageArgs = {
  outboxMessageID: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationReturnToQueueArgs = {
  input: AppointmentActionInput;
};


export type MutationRevokeApiKeyArgs = {
  apiKeyID: Scalars['ID']['input'];
};


export type MutationRotateWebhookEndpointSecretArgs = {
  webhookEndpointID: Scalars['ID']['input'];
};


export type MutationSaveSurveyQuestionsArgs = {
  questions: Array<SurveyQuestionInput>;
  workshopID: Scalars['ID']['input'];
};


export type MutationSendCustomerSurveyArgs = {
  appointmentID: Scalars['ID']['input'];
};


export type MutationSendFirstAccessEmailArgs = {
  userID: Scalars['ID']['input'];
};


export type MutationSendJobEndSmsArgs = {
  input: SendJobEndSmsInput;
};


export type MutationSendPasswordRecoveryArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendTestWebhookEventArgs = {
  webhookEndpointID: Scalars['ID']['input'];
};


export type MutationSetAvailabilitySlotsArgs = {
  slots: Array<AvailabilitySlotInput>;
  workshopID: Scalars['ID']['input'];
};


export type MutationSetMyLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationSetThanksSmsArgs = {
  input: SetThanksSmsInput;
};


export type MutationSetTrackingLanguageArgs = {
  code: Scalars['ID']['input'];
  language: Scalars['String']['input'];
};


export type MutationSetWaitingSparePartsArgs = {
  input: SetWaitingSparePartsInput;
};


export type MutationSkipCustomerSurveyArgs = {
  token: Scalars['String']['input'];
};


export type MutationSubmitCustomerSurveyArgs = {
  answers: Array<CustomerSurveyAnswerInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationSupportRequestArgs = {
  input: SupportRequestInput;
};


export type MutationTotemCheckInArgs = {
  input: TotemCheckInInput;
};


export type MutationTotemCheckInPickupArgs = {
  input: TotemPickupInput;
};


export type MutationTotemRegisterWalkInArgs = {
  input: TotemWalkInInput;
};


export type MutationUndoAppointmentUploadArgs = {
  uploadID: Scalars['ID']['input'];
};


export type MutationUndoCheckInArgs = {
  input: AppointmentActionInput;
};


export type MutationUndoLastOperationArgs = {
  input: AppointmentActionInput;
};


export type MutationUpdateAppointmentArgs = {
  input: UpdateAppointmentInput;
};


export type MutationUpdateBoxArgs = {
  input: UpdateBoxInput;
};


export type MutationUpdateMonitorArgs = {
  input: UpdateMonitorInput;
};


export type MutationUpdateNewsArgs = {
  input: UpdateNewsInput;
};


export type MutationUpdateParametersArgs = {
  input: UpdateParametersInput;
};


export type MutationUpdateQueueArgs = {
  input: UpdateQueueInput;
};


export type MutationUpdateQueueGroupArgs = {
  input: UpdateQueueGroupInput;
};


export type MutationUpdateRejectReasonArgs = {
  input: UpdateRejectReasonInput;
};


export type MutationUpdateSloganArgs = {
  input: UpdateSloganInput;
};


export type MutationUpdateSmsSenderArgs = {
  input: UpdateSmsSenderInput;
};


export type MutationUpdateSurveyAnswersArgs = {
  answers: Array<SurveyAnswerCorrectionInput>;
  appointmentID: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateTotemArgs = {
  input: UpdateTotemInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateVehicleBrandArgs = {
  input: UpdateVehicleBrandInput;
  logo?: InputMaybe<Scalars['File']['input']>;
};


export type MutationUpdateVehicleModelArgs = {
  input: UpdateVehicleModelInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  input: UpdateWebhookEndpointInput;
};


export type MutationUpdateWithdrawalAppointmentArgs = {
  input: WithdrawalSlotInput;
};


export type MutationUpdateWorkshopArgs = {
  input: UpdateWorkshopInput;
  logo?: InputMaybe<Scalars['File']['input']>;
};


export type MutationUscitaArgs = {
  input: AppointmentActionInput;
};

/** A piece of product news for staff (spec §3 News). */
export type News = {
  __typename?: 'News';
  description: Scalars['String']['output'];
  newsID: Scalars['ID']['output'];
  publicationDate: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
};

export type NewsResult = {
  __typename?: 'NewsResult';
  formErrors: Array<FormError>;
  news: Maybe<News>;
};

export type NextCustomerInput = {
  boxID: Scalars['ID']['input'];
  /** Call without showing the customer on the monitor (hidden mode). */
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Take from this queue only; otherwise from every queue the box serves. */
  queueID?: InputMaybe<Scalars['ID']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  workshopID: Scalars['ID']['input'];
};

export type OutboxChannel =
  | 'email'
  | 'sms';

/**
 * Which messages the Outbox screen lists. `workshopID` null lists the messages that belong to no
 * workshop (password recovery, support requests): admins only.
 */
export type OutboxFilter = {
  channel?: InputMaybe<OutboxChannel>;
  /** Created at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<OutboxStatus>>;
  /** Created before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  workshopID?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * One SMS or e-mail of the outbox (docs/messaging.md). The recipient is masked for managers; the
 * text of e-mails that carry a secret link (password recovery, first access) is never shown.
 */
export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  appointmentID: Maybe<Scalars['ID']['output']>;
  attempts: Scalars['Int']['output'];
  /** Null when the content is hidden (`contentHidden`). */
  body: Maybe<Scalars['String']['output']>;
  /** Whether `resendMessage` accepts it now (failed, or kept in the outbox). */
  canResend: Scalars['Boolean']['output'];
  channel: OutboxChannel;
  contentHidden: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  kind: Scalars['String']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  outboxMessageID: Scalars['ID']['output'];
  recipient: Scalars['String']['output'];
  recipientMasked: Scalars['Boolean']['output'];
  scheduledAt: Scalars['DateTime']['output'];
  sentAt: Maybe<Scalars['DateTime']['output']>;
  status: OutboxStatus;
  subject: Maybe<Scalars['String']['output']>;
  workshopID: Maybe<Scalars['ID']['output']>;
};

export type OutboxMessageConnection = {
  __typename?: 'OutboxMessageConnection';
  edges: Array<OutboxMessageEdge>;
  nodes: Array<OutboxMessage>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OutboxMessageEdge = {
  __typename?: 'OutboxMessageEdge';
  cursor: Scalars['String']['output'];
  node: OutboxMessage;
};

export type OutboxStatus =
  | 'failed'
  | 'outbox'
  | 'queued'
  | 'sending'
  | 'sent';

/** Cursor paging as in the Relay connection model. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

export type ParametersResult = {
  __typename?: 'ParametersResult';
  formErrors: Array<FormError>;
  parameters: Maybe<WorkshopParameters>;
};

export type PickAppointmentInput = {
  appointmentID: Scalars['ID']['input'];
  boxID: Scalars['ID']['input'];
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
};

/**
 * A workshop's privacy notice for its customers (docs/privacy.md): the workshop's own text, or the
 * installation's default naming the workshop as controller, in Italian and English.
 */
export type PrivacyNotice = {
  __typename?: 'PrivacyNotice';
  textEn: Scalars['String']['output'];
  textIt: Scalars['String']['output'];
  /** Goes up whenever the text customers read changes; a consent records the version it was given on. */
  version: Scalars['Int']['output'];
  workshopName: Scalars['String']['output'];
};

/** The signed-in user's session (spec §3 'User profile'). */
export type Profile = {
  __typename?: 'Profile';
  errorMessage: Maybe<Scalars['String']['output']>;
  firstname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  impersonator: Maybe<Impersonator>;
  isAdmin: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  /**
   * The user's preferred language (`it` or `en`): their messages' language, and the interface's
   * at sign-in.
   */
  preferredLanguage: Scalars['String']['output'];
  roles: Array<UserWorkshopRole>;
  /** Short-lived access token, sent back as `Authorization: Bearer …`. */
  token: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Every news item, scheduled ones too, newest first (the admin's editor). */
  allNews: Array<News>;
  /**
   * Every slogan of a workshop, hidden ones too, in order (the slogan editor): managers and admins.
   * `slogans` lists only the visible ones, for the monitors.
   */
  allSlogans: Array<Slogan>;
  /** Admin only: every user, for pickers. */
  allUsers: Array<UserSummary>;
  /** Admins: a workshop's API keys, newest first, revoked ones included. */
  apiKeys: Array<ApiKey>;
  /**
   * One appointment, deleted or not; null for an unknown id, FORBIDDEN in a workshop where the caller
   * holds no role.
   */
  appointment: Maybe<Appointment>;
  appointmentHistory: Array<HistoryLine>;
  appointmentLogs: Array<AppointmentLog>;
  /**
   * Statistics roles of the workshop and admins: series over the period. BAD_USER_INPUT as for
   * workshopStats.
   */
  appointmentStats: AppointmentStats;
  /**
   * A page of a workshop's appointments (default 50, at most 200, BOOKING_DATE_TIME_ASC); deleted ones
   * only with filter.includeDeleted. `after` is the endCursor of the previous page of the same order.
   */
  appointments: AppointmentConnection;
  /** One upload, with its report. */
  appointmentsUpload: AppointmentsUpload;
  /** The columns a workshop's appointments file has, required ones first (the upload roles). */
  appointmentsUploadFormat: Array<AppointmentsUploadColumn>;
  /** A workshop's uploads, newest first (default 20, at most 100). */
  appointmentsUploads: Array<AppointmentsUpload>;
  /** Managers of the workshop: its weekly pickup slots, Monday first. */
  availabilitySlots: Array<AvailabilitySlot>;
  /** The bay board: every box of the workshop, for anyone holding a role there. */
  bayBoard: BayBoard;
  /**
   * Boxes of a workshop that are not deleted, by order number. With a group: the boxes that call from
   * it, i.e. the group's own and those without a group (they serve every queue).
   */
  boxes: Array<Box>;
  /**
   * Admins: everything Turno holds about the customer's visits (the visits, their logs, messages,
   * survey answers and annotations) as JSON text, for a request under article 15 GDPR.
   */
  customerDataExport: Scalars['String']['output'];
  /**
   * Public: the survey page of an SMS link, null when the link is unknown, used or expired. Failed
   * look-ups are rate-limited per address (RATE_LIMITED).
   */
  customerSurvey: Maybe<CustomerSurvey>;
  /** Public: the customer's visit and pickup by token or code; null when not valid. */
  customerVisit: Maybe<CustomerVisit>;
  /**
   * Admins: the customer's visits, newest first (at most 500). BAD_USER_INPUT without a plate or a
   * mobile, or with a malformed one.
   */
  customerVisits: Array<CustomerDataVisit>;
  /**
   * Accounts a monitor or totem of the workshop may sign in with: device accounts (not admin, no
   * role anywhere) not used by another workshop's screens, or already used by this workshop's.
   * Saving a monitor or totem with any other account is refused (userID: validation.notDeviceAccount).
   * Managers of the workshop and admins.
   */
  deviceAccounts: Array<UserSummary>;
  /**
   * Statistics roles of the workshop and admins: its statistics as a PDF (spec §7), from the start
   * of `appointmentsFromDate` to the end of `appointmentsToDate` (calendar days YYYY-MM-DD of the
   * workshop, at most three years), in the caller's language (Accept-Language: it or en).
   * BAD_USER_INPUT for a malformed or reversed period or one over three years.
   */
  downloadWorkshopStatsPDF: DownloadedFile;
  /**
   * Statistics roles of the workshop (managers, Booking) and admins: per queue, the accuracy of the
   * waits told at check-in over the last seven days, read fresh (the screen reads it again on each
   * workshop event).
   */
  estimateAccuracy: EstimateAccuracy;
  /**
   * Statistics roles of the workshop and admins: survey answers per question over the period.
   * BAD_USER_INPUT as for workshopStats.
   */
  exitInterviewStats: ExitInterviewStats;
  /** Statistics roles of the workshop and admins: today's headline figures. */
  kpis: WorkshopKpis;
  /**
   * A workshop's log lines, newest first (default 50, at most 200), for managers of the workshop
   * (spec §2 Azioni, the Logs screen). `after` is the endCursor of the previous page. BAD_USER_INPUT
   * for an unknown event type, a malformed or reversed range, one over three years, or a bad cursor.
   */
  logs: AppointmentLogConnection;
  /** One monitor, for its device account or staff of its workshop. */
  monitor: Maybe<Monitor>;
  /** A workshop's monitors with their queue groups: managers of the workshop and admins. */
  monitors: Array<Monitor>;
  /** Staff: the caller's own feed, or null when they have none. */
  myAgendaFeed: Maybe<AgendaFeed>;
  /** Monitors whose device account is the caller (a device may drive several; the screen picks one). */
  myMonitors: Array<Monitor>;
  /** Totems whose device account is the caller. */
  myTotems: Array<Totem>;
  /** Published news, newest first (any signed-in user). */
  news: Array<News>;
  /** The outbox, newest first (default 50, at most 200): admins any workshop, managers their own. */
  outboxMessages: OutboxMessageConnection;
  /** A workshop's parameters: an admin or a manager of that workshop. */
  parameters: WorkshopParameters;
  /** Liveness of the GraphQL endpoint; always true. */
  ping: Scalars['Boolean']['output'];
  /** The signed-in user, or null when there is no valid token. */
  profile: Maybe<Profile>;
  /**
   * Counts of the day (in the workshop's time zone) for the given reference date-time (default now).
   * A booked customer not yet arrived counts on the booking day, everyone else on the check-in day.
   */
  queueCounts: QueueCounts;
  /** Queue groups of a workshop, not deleted. */
  queueGroups: Array<QueueGroup>;
  /** Queues of a workshop, optionally of one group; deleted queues are never listed. */
  queues: Array<Queue>;
  rejectReasons: Array<RejectReason>;
  /** The plate's latest visit (checked in, not a pickup) on a day before today in this workshop. */
  returningCustomer: ReturningCustomer;
  /** Assignable roles (never Admin or Cliente). */
  roles: Array<Role>;
  /** The screens that reported in a workshop, monitors first. Admins and the workshop's managers. */
  screenDevices: Array<ScreenDevice>;
  /**
   * Statistics roles of the workshop and admins: the users holding the Accettatore role there whose
   * user name, first or last name contains `term` (all of them for an empty term), at most 50, by name.
   */
  searchAcceptors: Array<UserSummary>;
  /**
   * Users whose userName, firstname or lastname contains `term`, at most 50. An admin searches
   * everyone and sees every role; a manager only the users of a workshop they manage (workshopID
   * required), with only their roles in the workshops the manager manages.
   */
  searchUsers: Array<User>;
  /** Visible slogans of a workshop in order, for its monitors' device accounts or its staff. */
  slogans: Array<Slogan>;
  /** Every SMS sender name (any signed-in user). */
  smsSenders: Array<SmsSender>;
  /** The workshop's questions in order, or the default ones while it has none (any role there). */
  surveyQuestions: Array<SurveyQuestion>;
  /** One totem, for its device account or staff of its workshop. */
  totem: Maybe<Totem>;
  /**
   * Bookings not yet checked in (status 1) in the totem's workshop whose plate is `search`, or whose
   * name has `search` as a word (a surname); at most 5. Rate-limited per totem, and per client
   * address on searches that find nothing (RATE_LIMITED).
   */
  totemFindBooking: Array<TotemBooking>;
  /**
   * Vehicles in the totem's workshop (visits checked in and not closed) whose plate is `search`, or
   * whose owner's name has `search` as a word; at most 5. Same allowance as totemFindBooking.
   */
  totemFindVehicle: Array<TotemVehicle>;
  /** A workshop's totems with their queues: managers of the workshop and admins. */
  totems: Array<Totem>;
  /**
   * Public: a customer's visit by the unguessable code of their link; null when unknown or expired.
   * RATE_LIMITED once the client address has too many failed look-ups in a minute.
   */
  tracking: Maybe<Tracking>;
  /** Roles one user holds per workshop: the user themself, or an admin. */
  userRoles: Array<UserWorkshopRole>;
  /**
   * Admin only: users a page at a time (default 50, at most 200), deleted ones never. Forwards with
   * `first` and `after`, or backwards with `last` and `before` (the page just before the cursor, or
   * the last page without one); the two directions are not mixed.
   */
  users: UserConnection;
  /** Every vehicle brand, by position then name (any signed-in user). */
  vehicleBrands: Array<VehicleBrand>;
  /** Models of a brand by name, or every model (any signed-in user). */
  vehicleModels: Array<VehicleModel>;
  /**
   * The videos a workshop's monitors play between slogans, as absolute addresses in play order (the
   * same list as Monitor.videos): for its monitors' device accounts or its staff. Empty when videos
   * are off, the folder is not set or allowed, or its playlist.json cannot be used.
   */
  videos: Array<Scalars['String']['output']>;
  /** Admins: an endpoint's deliveries, newest first (default 50, at most 200). */
  webhookDeliveries: WebhookDeliveryConnection;
  /** Admins: a workshop's webhook endpoints, newest first. */
  webhookEndpoints: Array<WebhookEndpoint>;
  /** Public, for a customer holding a token or code: free places per slot for the next days (at most 14). */
  withdrawalCalendar: Maybe<WithdrawalCalendar>;
  /** Managers of the workshop: pickups per day and slot with counts against capacity (at most 31 days). */
  withdrawalSchedule: Array<WithdrawalScheduleDay>;
  /** One workshop with its users by role: an admin or a manager of that workshop; null when unknown. */
  workshop: Maybe<Workshop>;
  workshopDeskSettings: WorkshopDeskSettings;
  /** Who holds which role in a workshop: an admin or a manager of that workshop. */
  workshopRoles: Array<WorkshopUserRole>;
  /**
   * Statistics roles of the workshop (managers, Booking) and admins: its figures over the period.
   * BAD_USER_INPUT for a malformed or reversed period or one over three years.
   */
  workshopStats: WorkshopStats;
  /**
   * Workshops by name, a page at a time (default 50, at most 200): all for an admin, otherwise those
   * where the caller holds a role. Deleted workshops are never listed.
   */
  workshops: WorkshopConnection;
};


export type QueryAllSlogansArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryApiKeysArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryAppointmentArgs = {
  appointmentID: Scalars['ID']['input'];
};


export type QueryAppointmentHistoryArgs = {
  appointmentID: Scalars['ID']['input'];
};


export type QueryAppointmentLogsArgs = {
  appointmentID: Scalars['ID']['input'];
};


export type QueryAppointmentStatsArgs = {
  input: StatsRangeInput;
};


export type QueryAppointmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter: AppointmentFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<AppointmentOrder>;
};


export type QueryAppointmentsUploadArgs = {
  uploadID: Scalars['ID']['input'];
};


export type QueryAppointmentsUploadFormatArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryAppointmentsUploadsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  workshopID: Scalars['ID']['input'];
};


export type QueryAvailabilitySlotsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryBayBoardArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryBoxesArgs = {
  queueGroupID?: InputMaybe<Scalars['ID']['input']>;
  workshopID: Scalars['ID']['input'];
};


export type QueryCustomerDataExportArgs = {
  input: CustomerSearchInput;
};


export type QueryCustomerSurveyArgs = {
  token: Scalars['String']['input'];
};


export type QueryCustomerVisitArgs = {
  access: WithdrawalAccessInput;
};


export type QueryCustomerVisitsArgs = {
  input: CustomerSearchInput;
};


export type QueryDeviceAccountsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryDownloadWorkshopStatsPdfArgs = {
  appointmentsFromDate: Scalars['String']['input'];
  appointmentsToDate: Scalars['String']['input'];
  entryType?: InputMaybe<StatsEntryType>;
  workshopID: Scalars['ID']['input'];
};


export type QueryEstimateAccuracyArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryExitInterviewStatsArgs = {
  input: StatsRangeInput;
};


export type QueryKpisArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter: LogFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMonitorArgs = {
  monitorID: Scalars['ID']['input'];
};


export type QueryMonitorsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryOutboxMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter: OutboxFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryParametersArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryQueueCountsArgs = {
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  workshopID: Scalars['ID']['input'];
};


export type QueryQueueGroupsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryQueuesArgs = {
  queueGroupID?: InputMaybe<Scalars['ID']['input']>;
  workshopID: Scalars['ID']['input'];
};


export type QueryReturningCustomerArgs = {
  licensePlate: Scalars['String']['input'];
  workshopID: Scalars['ID']['input'];
};


export type QueryScreenDevicesArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QuerySearchAcceptorsArgs = {
  term?: InputMaybe<Scalars['String']['input']>;
  workshopID: Scalars['ID']['input'];
};


export type QuerySearchUsersArgs = {
  roleNames?: InputMaybe<Array<Scalars['String']['input']>>;
  term: Scalars['String']['input'];
  workshopID?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySlogansArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QuerySurveyQuestionsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryTotemArgs = {
  totemID: Scalars['ID']['input'];
};


export type QueryTotemFindBookingArgs = {
  search: Scalars['String']['input'];
  totemID: Scalars['ID']['input'];
};


export type QueryTotemFindVehicleArgs = {
  search: Scalars['String']['input'];
  totemID: Scalars['ID']['input'];
};


export type QueryTotemsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryTrackingArgs = {
  code: Scalars['ID']['input'];
};


export type QueryUserRolesArgs = {
  userID: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<UserOrder>;
  where?: InputMaybe<UserWhere>;
};


export type QueryVehicleModelsArgs = {
  vehicleBrandID?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryVideosArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  webhookEndpointID: Scalars['ID']['input'];
};


export type QueryWebhookEndpointsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryWithdrawalCalendarArgs = {
  access: WithdrawalAccessInput;
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWithdrawalScheduleArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  fromDay: Scalars['String']['input'];
  workshopID: Scalars['ID']['input'];
};


export type QueryWorkshopArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryWorkshopDeskSettingsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryWorkshopRolesArgs = {
  workshopID: Scalars['ID']['input'];
};


export type QueryWorkshopStatsArgs = {
  input: StatsRangeInput;
};


export type QueryWorkshopsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * One survey question as the customers were asked it (its text and position when answered), with
 * its answers in the period.
 */
export type QuestionStats = {
  __typename?: 'QuestionStats';
  answered: Scalars['Int']['output'];
  /** The mean of a 1–10 question, one decimal; null for Yes/No or without answers. */
  average: Maybe<Scalars['Float']['output']>;
  /** Every value of the type, in order, with its count and share of `answered`. */
  distribution: Array<AnswerCount>;
  position: Scalars['Int']['output'];
  /** 1: Yes/No, 2: 1–10 (spec §3 questionTypeID). */
  questionTypeID: Scalars['Int']['output'];
  /**
   * Surveys closed in the period without an answer to this question (refused, or asked before the
   * question existed or after it was removed).
   */
  skipped: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** A queue customers wait in (spec §3). */
export type Queue = {
  __typename?: 'Queue';
  color: Scalars['String']['output'];
  /** The delay notice in force, if any (read with the queue, by whoever may read the queue). */
  delayNotice: Maybe<DelayNotice>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  isDefault: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  queueGroupID: Scalars['ID']['output'];
  queueID: Scalars['ID']['output'];
  viewOrderNumber: Scalars['Int']['output'];
  /** The customers waiting, in call order (see docs/queue-order.md). */
  waiting: Array<Appointment>;
  /** How many customers wait in it now (checked in, not called, whatever the day). */
  waitingCount: Scalars['Int']['output'];
  workshopID: Scalars['ID']['output'];
};

/**
 * A change to a workshop's queues. The first event after subscribing carries the current state
 * (`initial`); after that each event covers the committed changes since the one before (changes that
 * come while the server builds one are sent together). `version` is the workshop's event counter: an
 * event holds every change up to it for what it carries, and versions never go down, but may skip.
 * The whole state comes again (`initial`) when the server cannot tell what the subscriber missed.
 */
export type QueueChange = {
  __typename?: 'QueueChange';
  /** Appointments the change touched (their status, box or queue may have changed). */
  appointments: Array<Appointment>;
  counts: QueueCounts;
  /**
   * The workshop's desk settings, on the initial event and when the change edited them (its time
   * zone or a queue parameter; `queues` then lists every queue, re-ordered and re-estimated); null
   * otherwise.
   */
  deskSettings: Maybe<WorkshopDeskSettings>;
  initial: Scalars['Boolean']['output'];
  /**
   * The queue groups the change made, renamed or deleted (all of the workshop's on the initial
   * event): screens add, rename or drop them in their group pickers.
   */
  queueGroups: Array<QueueGroup>;
  /** The queues whose waiting lists changed (all of the workshop's on the initial event). */
  queues: Array<Queue>;
  version: Scalars['Int']['output'];
  workshopID: Scalars['ID']['output'];
};

/** Counts for the queue screens (spec §7 'counts for queues and managed appointments'). */
export type QueueCount = {
  __typename?: 'QueueCount';
  queueID: Scalars['ID']['output'];
  waiting: Scalars['Int']['output'];
};

export type QueueCounts = {
  __typename?: 'QueueCounts';
  /** Status 4 and 5: called into a box, not yet started. */
  accepted: Scalars['Int']['output'];
  /** Status 1: booked for the day, not yet arrived. */
  booked: Scalars['Int']['output'];
  /** Status 2. */
  checkedInBooked: Scalars['Int']['output'];
  /** Status 3. */
  checkedInRandom: Scalars['Int']['output'];
  /** Status 2 or more today (spec §4 'managed'). */
  managed: Scalars['Int']['output'];
  perQueue: Array<QueueCount>;
  workshopID: Scalars['ID']['output'];
};

/**
 * One queue's estimate accuracy over the window: customers called who were told a wait at check-in,
 * and how far that wait was from the one they had (docs/statistics.md). Minutes and percentages have
 * one decimal; null without customers.
 */
export type QueueEstimateAccuracy = {
  __typename?: 'QueueEstimateAccuracy';
  /** Mean of estimate − actual wait: negative when customers were told too little. */
  biasMinutes: Maybe<Scalars['Float']['output']>;
  customers: Scalars['Int']['output'];
  /** Mean of |estimate − actual wait|. */
  meanAbsoluteErrorMinutes: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  queueID: Scalars['ID']['output'];
  /** Share of customers whose actual wait was within ±5 minutes of the estimate. */
  within5Percentage: Maybe<Scalars['Float']['output']>;
};

export type QueueGroup = {
  __typename?: 'QueueGroup';
  color: Scalars['String']['output'];
  /** When the group was deleted (soft): live payloads carry deleted groups so that screens drop them. */
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  queueGroupID: Scalars['ID']['output'];
  /** Queues of the group that are not deleted, in view order. */
  queues: Array<Queue>;
  workshopID: Scalars['ID']['output'];
};

export type QueueGroupResult = {
  __typename?: 'QueueGroupResult';
  formErrors: Array<FormError>;
  queueGroup: Maybe<QueueGroup>;
};

export type QueueResult = {
  __typename?: 'QueueResult';
  formErrors: Array<FormError>;
  queue: Maybe<Queue>;
};

/** One queue's check-ins of the period. */
export type QueueStats = {
  __typename?: 'QueueStats';
  averageWaitingMinutes: Maybe<Scalars['Float']['output']>;
  checkins: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  queueID: Scalars['ID']['output'];
};

export type RecalculateQueueInput = {
  queueID?: InputMaybe<Scalars['ID']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  workshopID: Scalars['ID']['input'];
};

export type RecalculateQueueResult = {
  __typename?: 'RecalculateQueueResult';
  /** Waiting customers whose position changed. */
  changed: Scalars['Int']['output'];
  queues: Array<Queue>;
  workshopID: Scalars['ID']['output'];
};

/** A walk-in check-in (spec §5: from the totem or the desk). */
export type RegisterNewAppointmentInput = {
  /**
   * The customer's language: `it`, `en`, or null when not known (anything else BAD_USER_INPUT with
   * `field: customerLanguage`).
   */
  customerLanguage?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  licensePlate: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  priority?: InputMaybe<Scalars['Int']['input']>;
  queueID: Scalars['ID']['input'];
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  vehicleBrandID: Scalars['ID']['input'];
  vehicleModel?: InputMaybe<Scalars['String']['input']>;
  workshopID: Scalars['ID']['input'];
};

export type RejectReason = {
  __typename?: 'RejectReason';
  name: Scalars['String']['output'];
  rejectReasonID: Scalars['ID']['output'];
};

export type RejectReasonResult = {
  __typename?: 'RejectReasonResult';
  formErrors: Array<FormError>;
  rejectReason: Maybe<RejectReason>;
};

export type ResetPasswordResult = {
  __typename?: 'ResetPasswordResult';
  errorMessage: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** What a returning customer's plate tells the check-in desk. */
export type ReturningCustomer = {
  __typename?: 'ReturningCustomer';
  daysSinceLastVisit: Maybe<Scalars['Int']['output']>;
  /** Whether the last visit is within the workshop's returningCustomerDaysThreshold. */
  isReturning: Scalars['Boolean']['output'];
  lastVisit: Maybe<Appointment>;
  licensePlate: Scalars['String']['output'];
};

export type Role = {
  __typename?: 'Role';
  concurrencyStamp: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  normalizedName: Scalars['String']['output'];
};

export type RoleAssignmentInput = {
  roleID: Scalars['ID']['input'];
  workshopID: Scalars['ID']['input'];
};

/**
 * Which role of the workshop receives which alert (1 critical threshold, 2 global waiting time,
 * 3 acceptor inactivity, 4 screen offline).
 */
export type RoleWarning = {
  __typename?: 'RoleWarning';
  alertTypeID: Scalars['Int']['output'];
  roleID: Scalars['ID']['output'];
  roleName: Scalars['String']['output'];
};

export type RoleWarningInput = {
  alertTypeID: Scalars['Int']['input'];
  roleName: Scalars['String']['input'];
};

/**
 * A monitor or totem screen that reports a heartbeat (issue 17, docs/operations.md "Unattended
 * screens"): one browser running it under the screen's device account.
 */
export type ScreenDevice = {
  __typename?: 'ScreenDevice';
  firstSeenAt: Scalars['DateTime']['output'];
  /** monitor or totem. */
  kind: Scalars['String']['output'];
  lastSeenAt: Scalars['DateTime']['output'];
  screenDeviceID: Scalars['ID']['output'];
  /** The monitor or totem it shows. */
  screenID: Scalars['ID']['output'];
  screenName: Scalars['String']['output'];
  /** online, or offline when silent for the workshop's screenOfflineAlertMinutes (5 when that is 0). */
  state: Scalars['String']['output'];
  /** Browser and system in a few words. */
  userAgent: Scalars['String']['output'];
  /** The client build it runs. */
  version: Scalars['String']['output'];
  workshopID: Scalars['ID']['output'];
};

export type ScreenHeartbeat = {
  __typename?: 'ScreenHeartbeat';
  /**
   * Whether the beat was stored: false for staff standing in at the screen (only the device account
   * reports), and for a beat within 20 seconds of the stored one.
   */
  recorded: Scalars['Boolean']['output'];
};

export type ScreenHeartbeatInput = {
  /** The random id the browser generated once and keeps. */
  deviceID: Scalars['ID']['input'];
  /** monitor or totem. */
  kind: Scalars['String']['input'];
  /** The monitor's or totem's id. */
  screenID: Scalars['ID']['input'];
  /** The client build (at most 64 letters, digits and . + - _). */
  version: Scalars['String']['input'];
};

export type SendJobEndSmsInput = {
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  text: Scalars['String']['input'];
};

export type SetAvailabilitySlotsResult = {
  __typename?: 'SetAvailabilitySlotsResult';
  /** 'schedule update error' when the database refused the change. */
  errorMessage: Maybe<Scalars['String']['output']>;
  /**
   * Per slot: `slots.<index>.<field>` (start ≥ end: withdrawal.errors.slotOrder; overlap:
   * withdrawal.errors.slotOverlap).
   */
  formErrors: Array<FormError>;
  slots: Array<AvailabilitySlot>;
  success: Scalars['Boolean']['output'];
};

export type SetThanksSmsInput = {
  appointmentID: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetWaitingSparePartsInput = {
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  referenceDateTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** true: the vehicle now waits for spare parts; false: the parts arrived. */
  waiting: Scalars['Boolean']['input'];
};

/** A rotating message of a workshop's monitors (spec §3 Slogan). */
export type Slogan = {
  __typename?: 'Slogan';
  /** Seconds on screen. */
  duration: Scalars['Int']['output'];
  isVisible: Scalars['Boolean']['output'];
  order: Scalars['Int']['output'];
  sloganID: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Set in the editor's list (allSlogans) and in mutation replies. */
  workshopID: Maybe<Scalars['ID']['output']>;
};

export type SloganResult = {
  __typename?: 'SloganResult';
  formErrors: Array<FormError>;
  slogan: Maybe<Slogan>;
};

/** An SMS sender name (spec §3 Sms sender). */
export type SmsSender = {
  __typename?: 'SmsSender';
  name: Scalars['String']['output'];
  smsSenderID: Scalars['ID']['output'];
};

export type SmsSenderResult = {
  __typename?: 'SmsSenderResult';
  formErrors: Array<FormError>;
  smsSender: Maybe<SmsSender>;
};

/**
 * A staff alert (spec §3) for the signed-in user, on the in-app channel: raised, repeated while its
 * condition holds, cleared when it ends. Fields not used by its type are null.
 */
export type StaffAlert = {
  __typename?: 'StaffAlert';
  acceptor: Maybe<Scalars['String']['output']>;
  alertKey: Scalars['ID']['output'];
  /** criticalThreshold, globalWaitingTime, acceptorInactivity or screenOffline. */
  alertType: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  box: Maybe<Scalars['String']['output']>;
  /**
   * Minutes waited (critical threshold), average wait (global), minutes without a call (acceptor) or
   * minutes without a heartbeat (screen offline).
   */
  minutes: Maybe<Scalars['Int']['output']>;
  plate: Maybe<Scalars['String']['output']>;
  /** The monitor's or totem's name (screen offline). */
  screen: Maybe<Scalars['String']['output']>;
  /** raised, repeated or cleared. */
  state: Scalars['String']['output'];
  /** Customers waiting (global waiting time). */
  waiting: Maybe<Scalars['Int']['output']>;
};

/** The first payload (`initial`) lists the alerts already raised; each later one carries one event. */
export type StaffAlertsChange = {
  __typename?: 'StaffAlertsChange';
  alerts: Array<StaffAlert>;
  initial: Scalars['Boolean']['output'];
};

/** Which visits a statistic counts: all, booked ones or walk-ins (spec §9's entry-type filter). */
export type StatsEntryType =
  | 'ALL'
  | 'BOOKED'
  | 'WALK_IN';

/**
 * A period of a workshop's statistics: its calendar days, first and last included (YYYY-MM-DD, the
 * workshop's time zone), at most three years.
 */
export type StatsRangeInput = {
  entryType?: InputMaybe<StatsEntryType>;
  fromDay: Scalars['String']['input'];
  toDay: Scalars['String']['input'];
  workshopID: Scalars['ID']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  appointmentChanged: AppointmentChange;
  boxesChanged: BoxesChange;
  /** Emits the server time every second for `seconds` seconds (connection checks and tests). */
  heartbeat: Scalars['DateTime']['output'];
  /** For the monitor's device account (or staff of its workshop). */
  monitorCalls: MonitorCalls;
  queueChanged: QueueChange;
  /**
   * The in-app staff alerts of a workshop addressed to the caller (their role receives that alert
   * type there). Staff of the workshop only.
   */
  staffAlerts: StaffAlertsChange;
  /** Public, by tracking code: NOT_FOUND when unknown or expired; limited like `tracking`. */
  trackingChanged: TrackingChange;
  /** One upload's processing state: now, then after each batch of rows and at every change of status. */
  uploadProgress: AppointmentsUpload;
};


export type SubscriptionAppointmentChangedArgs = {
  appointmentID: Scalars['ID']['input'];
};


export type SubscriptionBoxesChangedArgs = {
  workshopID: Scalars['ID']['input'];
};


export type SubscriptionHeartbeatArgs = {
  seconds: Scalars['Int']['input'];
};


export type SubscriptionMonitorCallsArgs = {
  monitorID: Scalars['ID']['input'];
};


export type SubscriptionQueueChangedArgs = {
  workshopID: Scalars['ID']['input'];
};


export type SubscriptionStaffAlertsArgs = {
  workshopID: Scalars['ID']['input'];
};


export type SubscriptionTrackingChangedArgs = {
  code: Scalars['ID']['input'];
};


export type SubscriptionUploadProgressArgs = {
  uploadID: Scalars['ID']['input'];
};

/** A plain success reply for operations that return nothing else. */
export type SuccessResult = {
  __typename?: 'SuccessResult';
  formErrors: Array<FormError>;
  success: Scalars['Boolean']['output'];
};

export type SupportRequestInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** One answer as the customer gave it, with the question's text and position when it was asked. */
export type SurveyAnswer = {
  __typename?: 'SurveyAnswer';
  answerText: Scalars['String']['output'];
  answerTypeID: Scalars['Int']['output'];
  customerSurveyAnswerID: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  questionText: Scalars['String']['output'];
};

export type SurveyAnswerCorrectionInput = {
  customerSurveyAnswerID: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};

export type SurveyAnswersResult = {
  __typename?: 'SurveyAnswersResult';
  answers: Array<SurveyAnswer>;
  formErrors: Array<FormError>;
};

/** An exit-interview question (spec §3): type 1 yes/no, 2 a value from 1 to 10. */
export type SurveyQuestion = {
  __typename?: 'SurveyQuestion';
  customerSurveyQuestionID: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  questionTypeID: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  /** Null for the installation's default questions, shown while a workshop has none of its own. */
  workshopID: Maybe<Scalars['ID']['output']>;
};

export type SurveyQuestionInput = {
  /** Set for a question that exists; absent for a new one. */
  customerSurveyQuestionID?: InputMaybe<Scalars['ID']['input']>;
  position: Scalars['Int']['input'];
  questionTypeID: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};

export type SurveyQuestionsResult = {
  __typename?: 'SurveyQuestionsResult';
  formErrors: Array<FormError>;
  questions: Array<SurveyQuestion>;
};

export type Timing = {
  __typename?: 'Timing';
  /** Minutes early or late; 0 when on time. */
  minutes: Scalars['Int']['output'];
  status: TimingStatus;
};

/**
 * Booked visits checked in early, on time or late against the booking, within the workshop's
 * tolerance (docs/statistics.md). Percentages of the three together; null when there are none.
 */
export type TimingStats = {
  __typename?: 'TimingStats';
  early: Scalars['Int']['output'];
  earlyPercentage: Maybe<Scalars['Float']['output']>;
  late: Scalars['Int']['output'];
  latePercentage: Maybe<Scalars['Float']['output']>;
  onTime: Scalars['Int']['output'];
  onTimePercentage: Maybe<Scalars['Float']['output']>;
};

/**
 * How a booked visit of the period met its booking (docs/statistics.md): early, on time or late
 * against the workshop's tolerance, or a no-show.
 */
export type TimingStatus =
  | 'EARLY'
  | 'LATE'
  | 'NO_SHOW'
  | 'ON_TIME';

/** Booked visits of the period by timing status; the percentage is of the four together. */
export type TimingStatusCount = {
  __typename?: 'TimingStatusCount';
  count: Scalars['Int']['output'];
  percentage: Maybe<Scalars['Float']['output']>;
  status: TimingStatus;
};

/** A self-service totem (spec §3 Totem), as its screen needs it. */
export type Totem = {
  __typename?: 'Totem';
  /** The workshop checks customers in at the desk (workshop parameter): the totem sends them there. */
  assistedCheckin: Scalars['Boolean']['output'];
  /** The workshop hands vehicles over at the desk (workshop parameter): the totem sends pickups there. */
  assistedCheckout: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The workshop's privacy notice, shown on the walk-in form (docs/privacy.md). */
  privacyNotice: PrivacyNotice;
  timeZone: Scalars['String']['output'];
  totemID: Scalars['ID']['output'];
  totemQueues: Array<TotemQueue>;
  /** The device account the totem signs in with. */
  userID: Maybe<Scalars['ID']['output']>;
  workshopID: Scalars['ID']['output'];
  workshopName: Scalars['String']['output'];
};

/**
 * A booking as a kiosk may show it to whoever stands in front of it: nothing another customer could
 * use (no phone number, no full plate, no first name).
 */
export type TotemBooking = {
  __typename?: 'TotemBooking';
  appointmentID: Scalars['ID']['output'];
  bookingDateTime: Maybe<Scalars['DateTime']['output']>;
  /** First-name initial and surname, e.g. "M. Rossi". */
  displayName: Scalars['String']['output'];
  kind: TotemBookingKind;
  /** Plate with the middle hidden, e.g. AB•••CD. */
  maskedPlate: Scalars['String']['output'];
};

/** What the totem may do with a booking it found. */
export type TotemBookingKind =
  /**
   * Self check-in not possible (a past day, another workshop, a queue this totem does not serve):
   * ask staff.
   */
  | 'ASK_STAFF'
  /** Booked for today in this workshop: the customer may check in here. */
  | 'CHECK_IN'
  /** Booked for a later day: the screen shows the date. */
  | 'FUTURE';

export type TotemCheckInInput = {
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  totemID: Scalars['ID']['input'];
};

/** The reply of a totem check-in: the welcome, or why not (`problem`), or field errors. */
export type TotemCheckInResult = {
  __typename?: 'TotemCheckInResult';
  /** The booking's day, when `problem` is FUTURE. */
  bookingDateTime: Maybe<Scalars['DateTime']['output']>;
  formErrors: Array<FormError>;
  /** Set when the totem cannot check this customer in (FUTURE or ASK_STAFF). */
  problem: Maybe<TotemBookingKind>;
  welcome: Maybe<TotemWelcome>;
};

export type TotemPickupInput = {
  /** The visit whose vehicle is collected (TotemVehicle.appointmentID). */
  appointmentID: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  totemID: Scalars['ID']['input'];
};

export type TotemPickupProblem =
  /**
   * The totem cannot do it (the workshop hands vehicles over at the desk, has no pickup queue, or
   * the visit is not this workshop's): ask staff.
   */
  | 'ASK_STAFF'
  /** The vehicle is not ready for withdrawal yet (with the estimate when there is one). */
  | 'NOT_READY';

/** The reply of a pickup check-in: the place in the withdrawal queue, or why not. */
export type TotemPickupResult = {
  __typename?: 'TotemPickupResult';
  estimatedReadyAt: Maybe<Scalars['DateTime']['output']>;
  problem: Maybe<TotemPickupProblem>;
  welcome: Maybe<TotemWelcome>;
};

/** A queue a walk-in can choose at a totem, with the button text and the activity it describes. */
export type TotemQueue = {
  __typename?: 'TotemQueue';
  activity: Scalars['String']['output'];
  color: Scalars['String']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  queueID: Scalars['ID']['output'];
};

export type TotemQueueInput = {
  activity: Scalars['String']['input'];
  message: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  queueID: Scalars['ID']['input'];
};

export type TotemResult = {
  __typename?: 'TotemResult';
  formErrors: Array<FormError>;
  totem: Maybe<Totem>;
};

/**
 * A vehicle in the workshop as the totem may show it when its owner comes to collect it: masked
 * data only, like TotemBooking.
 */
export type TotemVehicle = {
  __typename?: 'TotemVehicle';
  /** The visit the vehicle came in with. */
  appointmentID: Scalars['ID']['output'];
  /**
   * READY and collectable by the customer: a customer token for this visit only, for
   * withdrawalCalendar and createWithdrawalAppointment (booking the pickup for later).
   */
  bookingToken: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  /**
   * NOT_READY with the job running: when it should end, from the median of the queue's jobs of the
   * last 30 days (at least 5 of them); null when there is no such estimate.
   */
  estimatedReadyAt: Maybe<Scalars['DateTime']['output']>;
  /** Already waiting to collect it, or at a box. */
  inPickupQueue: Scalars['Boolean']['output'];
  maskedPlate: Scalars['String']['output'];
  /** The visit is paid: nothing to pay at the box. */
  paid: Scalars['Boolean']['output'];
  /** The pickup time the customer booked, if any. */
  pickupBookedAt: Maybe<Scalars['DateTime']['output']>;
  state: TotemVehicleState;
};

export type TotemVehicleState =
  | 'NOT_READY'
  /** Job ended, ready to go or paid: it can be collected. */
  | 'READY';

export type TotemWalkInInput = {
  /**
   * Only for a walk-in the totem registered while it could not reach the server, sent when it can:
   * when the customer checked in, which becomes the visit's check-in time (its place in the queue).
   * Only the totem's device account may set it (FORBIDDEN otherwise); at most 2 minutes ahead of the
   * server's clock (BAD_USER_INPUT, field `arrivedAt`, reason `validation.arrivedAtFuture`), at most
   * 6 hours old and of today in the workshop's zone (`validation.arrivedAtTooOld`). The SMS answer
   * then counts on the notice version the form showed, even if the workshop changed it since.
   */
  arrivedAt?: InputMaybe<Scalars['DateTime']['input']>;
  description: Scalars['String']['input'];
  /**
   * One key per filled-in form: a double tap registers the customer once, and a walk-in the totem
   * kept while offline is registered once however often it is sent (an answer for a key already
   * registered is that visit's welcome).
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  licensePlate: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /**
   * The version of the privacy notice the form showed (Totem.privacyNotice.version). When the
   * workshop changed its notice meanwhile, nothing is registered and the reply carries the form
   * error `privacyNoticeVersion` / `validation.noticeChanged`: show the new notice and ask again.
   */
  privacyNoticeVersion: Scalars['Int']['input'];
  queueID: Scalars['ID']['input'];
  /**
   * The customer ticked "I agree to receive SMS about this visit" (never ticked for them). Without
   * it the visit is registered all the same and no SMS is sent for it.
   */
  smsConsent: Scalars['Boolean']['input'];
  totemID: Scalars['ID']['input'];
  vehicleBrandID: Scalars['ID']['input'];
};

/** After a check-in at the totem: where the customer stands and the link to follow the queue. */
export type TotemWelcome = {
  __typename?: 'TotemWelcome';
  /** The tracking code of the customer's link. */
  code: Scalars['ID']['output'];
  estimatedWaitMinutes: Maybe<Scalars['Int']['output']>;
  /** As on the tracking page: a range instead of the figure when the queue's estimates are far off. */
  estimatedWaitRange: Maybe<WaitRange>;
  maskedPlate: Scalars['String']['output'];
  position: Maybe<Scalars['Int']['output']>;
  queueName: Maybe<Scalars['String']['output']>;
  trackingUrl: Scalars['String']['output'];
};

/** What a customer's phone shows of their visit (public: nothing another customer could use). */
export type Tracking = {
  __typename?: 'Tracking';
  /** The box to go to, once called. */
  boxName: Maybe<Scalars['String']['output']>;
  calledAt: Maybe<Scalars['DateTime']['output']>;
  checkoutDateTime: Maybe<Scalars['DateTime']['output']>;
  code: Scalars['ID']['output'];
  /**
   * The workshop's delay notice for the customer's queue, while they wait in it; the minutes are
   * shown beside the estimate, not added to it.
   */
  delayNotice: Maybe<TrackingDelayNotice>;
  estimatedWaitMinutes: Maybe<Scalars['Int']['output']>;
  /**
   * Shown instead of estimatedWaitMinutes when the queue's recent estimates were far off (or are not
   * known yet): "between 15 and 25 minutes". Null when the single figure is honest or there is none.
   */
  estimatedWaitRange: Maybe<WaitRange>;
  jobEndDateTime: Maybe<Scalars['DateTime']['output']>;
  jobStartDateTime: Maybe<Scalars['DateTime']['output']>;
  /** Plate with the middle hidden, e.g. AB•••CD. */
  maskedPlate: Scalars['String']['output'];
  paymentDateTime: Maybe<Scalars['DateTime']['output']>;
  position: Maybe<Scalars['Int']['output']>;
  queueName: Maybe<Scalars['String']['output']>;
  statusCode: Scalars['Int']['output'];
  statusName: Scalars['String']['output'];
  workshopName: Scalars['String']['output'];
};

export type TrackingChange = {
  __typename?: 'TrackingChange';
  code: Scalars['ID']['output'];
  initial: Scalars['Boolean']['output'];
  tracking: Maybe<Tracking>;
  version: Scalars['Int']['output'];
};

/** A delay the workshop announced to everyone waiting in a queue. */
export type TrackingDelayNotice = {
  __typename?: 'TrackingDelayNotice';
  createdAt: Scalars['DateTime']['output'];
  minutes: Scalars['Int']['output'];
  /** The manager's text as written (may be empty). */
  text: Scalars['String']['output'];
};

export type UpdateAppointmentInput = {
  appointmentID: Scalars['ID']['input'];
  bookingDateTime: Scalars['DateTime']['input'];
  /**
   * The customer's language: `it`, `en`, or null when not known; absent leaves it as it is
   * (anything else BAD_USER_INPUT with `field: customerLanguage`).
   */
  customerLanguage?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  licensePlate: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['Int']['input']>;
  queueID?: InputMaybe<Scalars['ID']['input']>;
  sendConfirmationSms: Scalars['Boolean']['input'];
  vehicleBrandID: Scalars['ID']['input'];
  vehicleModel: Scalars['String']['input'];
  workshopID: Scalars['ID']['input'];
};

export type UpdateBoxInput = {
  aliases?: InputMaybe<Scalars['String']['input']>;
  boxID: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  notAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  orderNumber?: InputMaybe<Scalars['Int']['input']>;
  queueGroupID: Scalars['ID']['input'];
  userID?: InputMaybe<Scalars['ID']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateMonitorInput = {
  monitorID: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  queueGroups: Array<MonitorQueueGroupInput>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateNewsInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  newsID: Scalars['ID']['input'];
  publicationDate: Scalars['DateTime']['input'];
  title: Scalars['String']['input'];
};

/** Every field but workshopID is optional: what is sent changes. The two lists replace the stored ones. */
export type UpdateParametersInput = {
  acceptanceDurationMinutes?: InputMaybe<Scalars['Int']['input']>;
  acceptorInactivityAlertChannel?: InputMaybe<Scalars['String']['input']>;
  acceptorInactivityAlertRepeatMinutes?: InputMaybe<Scalars['Int']['input']>;
  acceptorInactivityTimeInMinutes?: InputMaybe<Scalars['Int']['input']>;
  assistedCheckin?: InputMaybe<Scalars['Boolean']['input']>;
  assistedCheckout?: InputMaybe<Scalars['Boolean']['input']>;
  autoRecalcQueueEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  automaticSurveyEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  automaticSurveyText?: InputMaybe<Scalars['String']['input']>;
  bookingOfficeEmail?: InputMaybe<Scalars['String']['input']>;
  bookingOfficeTelephone?: InputMaybe<Scalars['String']['input']>;
  completedCustomerSurvey?: InputMaybe<Scalars['String']['input']>;
  confirmAppointment?: InputMaybe<Scalars['String']['input']>;
  criticalGlobalWaitingTimeInMinutes?: InputMaybe<Scalars['Int']['input']>;
  criticalThresholdAlertChannel?: InputMaybe<Scalars['String']['input']>;
  criticalThresholdAlertMinutes?: InputMaybe<Scalars['Int']['input']>;
  criticalThresholdAlertRepeatMinutes?: InputMaybe<Scalars['Int']['input']>;
  dailyStatisticsRoleNames?: InputMaybe<Array<Scalars['String']['input']>>;
  delayNoticeSmsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  expectedJobMinutes?: InputMaybe<Scalars['Int']['input']>;
  globalWaitingTimeAlertChannel?: InputMaybe<Scalars['String']['input']>;
  globalWaitingTimeAlertRepeatMinutes?: InputMaybe<Scalars['Int']['input']>;
  jobOverrunGraceMinutes?: InputMaybe<Scalars['Int']['input']>;
  jobOverrunSmsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  maxWaitingTimeInMinutes?: InputMaybe<Scalars['Int']['input']>;
  nightSmsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  onDemandSurveyEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  onRequestCustomerSurvey?: InputMaybe<Scalars['String']['input']>;
  payOnline?: InputMaybe<Scalars['String']['input']>;
  payOnlineSmsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  personalDataRetentionMonths?: InputMaybe<Scalars['Int']['input']>;
  preferredResourceEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  privacyNoticeEn?: InputMaybe<Scalars['String']['input']>;
  privacyNoticeIt?: InputMaybe<Scalars['String']['input']>;
  processingCompleted?: InputMaybe<Scalars['String']['input']>;
  queueUploadColumn?: InputMaybe<Scalars['String']['input']>;
  randomCheckinWelcome?: InputMaybe<Scalars['String']['input']>;
  reminder?: InputMaybe<Scalars['String']['input']>;
  screenOfflineAlertChannel?: InputMaybe<Scalars['String']['input']>;
  screenOfflineAlertMinutes?: InputMaybe<Scalars['Int']['input']>;
  screenOfflineAlertRepeatMinutes?: InputMaybe<Scalars['Int']['input']>;
  smsSenderID?: InputMaybe<Scalars['ID']['input']>;
  thankYou?: InputMaybe<Scalars['String']['input']>;
  thankYouSmsDelayInMinutes?: InputMaybe<Scalars['Int']['input']>;
  thankYouSmsDisabled?: InputMaybe<Scalars['Boolean']['input']>;
  toleranceMinutes?: InputMaybe<Scalars['Int']['input']>;
  vehicleCollectionConfirmation?: InputMaybe<Scalars['String']['input']>;
  videosEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  warningsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  welcome?: InputMaybe<Scalars['String']['input']>;
  withdrawReminder?: InputMaybe<Scalars['String']['input']>;
  workshopID: Scalars['ID']['input'];
  workshopRoleWarnings?: InputMaybe<Array<RoleWarningInput>>;
  youAreNext?: InputMaybe<Scalars['String']['input']>;
  youAreNextPosition?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateQueueGroupInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  queueGroupID: Scalars['ID']['input'];
};

export type UpdateQueueInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  queueGroupID: Scalars['ID']['input'];
  queueID: Scalars['ID']['input'];
  viewOrderNumber?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateRejectReasonInput = {
  name: Scalars['String']['input'];
  rejectReasonID: Scalars['ID']['input'];
};

export type UpdateSloganInput = {
  duration: Scalars['Int']['input'];
  isVisible?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  sloganID: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type UpdateSmsSenderInput = {
  name: Scalars['String']['input'];
  smsSenderID: Scalars['ID']['input'];
};

export type UpdateTotemInput = {
  name: Scalars['String']['input'];
  totemID: Scalars['ID']['input'];
  totemQueues: Array<TotemQueueInput>;
  userID: Scalars['ID']['input'];
};

export type UpdateUserInput = {
  email: Scalars['String']['input'];
  emailConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  firstName: Scalars['String']['input'];
  genderID?: InputMaybe<Scalars['Int']['input']>;
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** `it` (when absent) or `en`. */
  preferredLanguage?: InputMaybe<Scalars['String']['input']>;
  userID: Scalars['ID']['input'];
  /** Locking ends the user's sessions and closes their live screens. */
  userLocked?: InputMaybe<Scalars['Boolean']['input']>;
  userName: Scalars['String']['input'];
};

export type UpdateVehicleBrandInput = {
  aliases?: InputMaybe<Scalars['String']['input']>;
  /** Absent: the logo stays as it is; empty or null: the logo is removed. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  vehicleBrandID: Scalars['ID']['input'];
};

export type UpdateVehicleModelInput = {
  name: Scalars['String']['input'];
  vehicleBrandID: Scalars['ID']['input'];
  vehicleModelID: Scalars['ID']['input'];
};

export type UpdateWebhookEndpointInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** False switches the endpoint off; true switches it on again and forgets its failures. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  eventTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
  webhookEndpointID: Scalars['ID']['input'];
};

/** The fields that change; absent fields stay as they are. */
export type UpdateWorkshopInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  maxSlots?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  returningCustomerDaysThreshold?: InputMaybe<Scalars['Int']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  videoFolderPath?: InputMaybe<Scalars['String']['input']>;
  withdrawalQueueID?: InputMaybe<Scalars['ID']['input']>;
  workshopCode?: InputMaybe<Scalars['String']['input']>;
  workshopID: Scalars['ID']['input'];
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** A staff or device account as the user administration shows it (spec §3 User). */
export type User = {
  __typename?: 'User';
  accessFailedCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When the welcome (first access) e-mail was last sent. */
  dataInvioEmailBenvenuto: Maybe<Scalars['DateTime']['output']>;
  email: Maybe<Scalars['String']['output']>;
  emailConfirmed: Scalars['Boolean']['output'];
  firstname: Scalars['String']['output'];
  genderID: Maybe<Scalars['Int']['output']>;
  /** Whether the account has a password at all (false until first access). */
  hasPassword: Scalars['Boolean']['output'];
  isAdmin: Scalars['Boolean']['output'];
  isCountryManager: Scalars['Boolean']['output'];
  lastPasswordChangedDate: Maybe<Scalars['DateTime']['output']>;
  lastname: Scalars['String']['output'];
  /** Locked out by failed sign-ins until then. */
  lockoutEnd: Maybe<Scalars['DateTime']['output']>;
  passwordChangeRequestDate: Maybe<Scalars['DateTime']['output']>;
  phoneNumber: Maybe<Scalars['String']['output']>;
  /** The language of the SMS and e-mails Turno writes to the user: `it` (the default) or `en`. */
  preferredLanguage: Scalars['String']['output'];
  /** Last sign-in. */
  ultimoAccesso: Maybe<Scalars['DateTime']['output']>;
  userID: Scalars['ID']['output'];
  userLocked: Scalars['Boolean']['output'];
  userName: Scalars['String']['output'];
  userWorkshopRoles: Array<UserWorkshopRole>;
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  nodes: Array<User>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

export type UserOrder =
  | 'LASTNAME_ASC'
  | 'LASTNAME_DESC'
  | 'USER_NAME_ASC'
  | 'USER_NAME_DESC';

export type UserResult = {
  __typename?: 'UserResult';
  formErrors: Array<FormError>;
  user: Maybe<User>;
};

/** A staff member as other screens show them. */
export type UserSummary = {
  __typename?: 'UserSummary';
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  userID: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type UserWhere = {
  /** Users holding one of these roles (in workshopID when given). */
  roleNames?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Contained in userName, firstname, lastname or email (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Users holding a role in this workshop. */
  workshopID?: InputMaybe<Scalars['ID']['input']>;
};

/** A role a user holds in one workshop. */
export type UserWorkshopRole = {
  __typename?: 'UserWorkshopRole';
  roleID: Scalars['ID']['output'];
  roleName: Scalars['String']['output'];
  userWorkshopRoleID: Scalars['ID']['output'];
  workshopID: Scalars['ID']['output'];
  workshopName: Scalars['String']['output'];
};

/** A vehicle brand (spec §3 VehicleBrand), as the check-in desk and the totem choose it. */
export type VehicleBrand = {
  __typename?: 'VehicleBrand';
  /** Other spellings, comma-joined. */
  aliases: Scalars['String']['output'];
  logoPath: Maybe<Scalars['String']['output']>;
  logoUrl: Maybe<Scalars['String']['output']>;
  /** How many models the brand has. */
  modelCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  vehicleBrandID: Scalars['ID']['output'];
};

export type VehicleBrandResult = {
  __typename?: 'VehicleBrandResult';
  formErrors: Array<FormError>;
  vehicleBrand: Maybe<VehicleBrand>;
};

/** A vehicle model (spec §3 VehicleModel). */
export type VehicleModel = {
  __typename?: 'VehicleModel';
  name: Scalars['String']['output'];
  vehicleBrandID: Scalars['ID']['output'];
  vehicleModelID: Scalars['ID']['output'];
};

export type VehicleModelResult = {
  __typename?: 'VehicleModelResult';
  formErrors: Array<FormError>;
  vehicleModel: Maybe<VehicleModel>;
};

/** A wait told as a range of whole minutes, both multiples of 5 (docs/queue-order.md). */
export type WaitRange = {
  __typename?: 'WaitRange';
  highMinutes: Scalars['Int']['output'];
  lowMinutes: Scalars['Int']['output'];
};

/** One event for one endpoint and its attempts. The receiver's answer is never kept, only its status. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveredAt: Maybe<Scalars['DateTime']['output']>;
  /** The `webhook-id` header of every attempt, replays included. */
  eventID: Scalars['ID']['output'];
  eventType: Scalars['String']['output'];
  lastAttemptAt: Maybe<Scalars['DateTime']['output']>;
  lastDurationMs: Maybe<Scalars['Int']['output']>;
  /** A short code: `http_<status>`, `timeout`, `network`, `address_refused`. */
  lastError: Maybe<Scalars['String']['output']>;
  lastStatusCode: Maybe<Scalars['Int']['output']>;
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  occurredAt: Scalars['DateTime']['output'];
  /** The JSON body sent, as text. */
  payload: Scalars['String']['output'];
  /** `pending` (waiting for its next attempt), `sending`, `delivered` or `failed` (given up). */
  status: Scalars['String']['output'];
  webhookDeliveryID: Scalars['ID']['output'];
  webhookEndpointID: Scalars['ID']['output'];
};

export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  edges: Array<WebhookDeliveryEdge>;
  nodes: Array<WebhookDelivery>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: WebhookDelivery;
};

/**
 * A workshop's webhook endpoint for a dealer system (docs/integrations.md, "Webhooks"). Its secret
 * is shown once, by createWebhookEndpoint or rotateWebhookEndpointSecret.
 */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  disabledAt: Maybe<Scalars['DateTime']['output']>;
  /** `admin` (switched off by hand) or `failing` (a day of failed attempts). */
  disabledReason: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  /**
   * The events it takes: `appointment.created`, `appointment.checked_in`, `appointment.called`,
   * `appointment.job_started`, `appointment.job_ended`, `appointment.paid`, `appointment.exited`,
   * `appointment.no_show`.
   */
  eventTypes: Array<Scalars['String']['output']>;
  /** Since when every attempt has failed; null after a success. */
  failingSince: Maybe<Scalars['DateTime']['output']>;
  lastDeliveryAt: Maybe<Scalars['DateTime']['output']>;
  /** `delivered` or `failed`: how the last attempt went. */
  lastDeliveryStatus: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  webhookEndpointID: Scalars['ID']['output'];
  workshopID: Scalars['ID']['output'];
};

export type WebhookEndpointResult = {
  __typename?: 'WebhookEndpointResult';
  formErrors: Array<FormError>;
  webhookEndpoint: Maybe<WebhookEndpoint>;
};

export type WebhookEndpointSecretResult = {
  __typename?: 'WebhookEndpointSecretResult';
  formErrors: Array<FormError>;
  /** The signing secret, `whsec_…`: returned here once and never again. */
  secret: Maybe<Scalars['String']['output']>;
  webhookEndpoint: Maybe<WebhookEndpoint>;
};

/** The customer's credential: the token from mobileMonitorLogin, or the code of their link. */
export type WithdrawalAccessInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

/** A customer's pickup booking as their phone shows it. */
export type WithdrawalBooking = {
  __typename?: 'WithdrawalBooking';
  bookingDateTime: Scalars['DateTime']['output'];
  day: Scalars['String']['output'];
  end: Maybe<Scalars['String']['output']>;
  start: Scalars['String']['output'];
};

export type WithdrawalCalendar = {
  __typename?: 'WithdrawalCalendar';
  code: Scalars['ID']['output'];
  days: Array<WithdrawalCalendarDay>;
  workshopName: Scalars['String']['output'];
};

export type WithdrawalCalendarDay = {
  __typename?: 'WithdrawalCalendarDay';
  day: Scalars['String']['output'];
  slots: Array<WithdrawalSlotAvailability>;
  weekDay: Scalars['String']['output'];
};

/**
 * The reply of the pickup mutations. errorCode: LINK_NOT_VALID, VEHICLE_NOT_READY, SLOT_FULL,
 * SLOT_NOT_AVAILABLE, ALREADY_BOOKED, NO_BOOKING, RATE_LIMITED.
 */
export type WithdrawalResult = {
  __typename?: 'WithdrawalResult';
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  formErrors: Array<FormError>;
  success: Scalars['Boolean']['output'];
  visit: Maybe<CustomerVisit>;
};

export type WithdrawalScheduleDay = {
  __typename?: 'WithdrawalScheduleDay';
  /** YYYY-MM-DD, workshop time. */
  day: Scalars['String']['output'];
  slots: Array<WithdrawalScheduleSlot>;
  /** Pickups booked at a time that is no longer a slot (the schedule changed after booking). */
  unscheduled: Array<Appointment>;
  weekDay: Scalars['String']['output'];
};

/** One dated slot of the staff pickup schedule, with the bookings in it. */
export type WithdrawalScheduleSlot = {
  __typename?: 'WithdrawalScheduleSlot';
  booked: Scalars['Int']['output'];
  bookings: Array<Appointment>;
  capacity: Scalars['Int']['output'];
  end: Scalars['String']['output'];
  start: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type WithdrawalSlotAvailability = {
  __typename?: 'WithdrawalSlotAvailability';
  end: Scalars['String']['output'];
  free: Scalars['Int']['output'];
  /** The customer's own booking is in this slot. */
  mine: Scalars['Boolean']['output'];
  start: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type WithdrawalSlotInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, workshop time. */
  day: Scalars['String']['input'];
  /** HH:MM, the slot's start. */
  start: Scalars['String']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};

/** Whether the customer can book a pickup, and the booking if there is one. */
export type WithdrawalState = {
  __typename?: 'WithdrawalState';
  booking: Maybe<WithdrawalBooking>;
  /** The main visit's tracking code (graphcache key). */
  code: Scalars['ID']['output'];
  /** The vehicle is ready (job ended, ready to go or paid). */
  ready: Scalars['Boolean']['output'];
};

/** A further figure by key (spec §3 workingDetails): jobsStarted, jobsEnded, refused, averageJobMinutes. */
export type WorkingDetail = {
  __typename?: 'WorkingDetail';
  key: Scalars['String']['output'];
  value: Maybe<Scalars['Float']['output']>;
};

/** A workshop (officina, spec §3). */
export type Workshop = {
  __typename?: 'Workshop';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  /** The logo as a PNG, JPEG, WebP or SVG data URL of at most 512 KB (docs/decisions/0005). */
  logoUrl: Maybe<Scalars['String']['output']>;
  maxSlots: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  returningCustomerDaysThreshold: Scalars['Int']['output'];
  /** IANA time zone the workshop's day is counted in. */
  timeZone: Scalars['String']['output'];
  /** Who holds which role here, by role then user name. */
  userWorkshopRoles: Array<WorkshopUserRole>;
  videoFolderPath: Maybe<Scalars['String']['output']>;
  withdrawalQueueID: Maybe<Scalars['ID']['output']>;
  workshopCode: Scalars['String']['output'];
  workshopID: Scalars['ID']['output'];
  zipCode: Scalars['String']['output'];
};

export type WorkshopConnection = {
  __typename?: 'WorkshopConnection';
  edges: Array<WorkshopEdge>;
  nodes: Array<Workshop>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/**
 * What every staff screen of a workshop needs to show its times and warnings right: readable by
 * anyone with a role there (the full parameters are for managers only).
 */
export type WorkshopDeskSettings = {
  __typename?: 'WorkshopDeskSettings';
  /** Minutes of waiting after which a customer counts as a critical-threshold breach. */
  criticalThresholdMinutes: Scalars['Int']['output'];
  /** IANA time zone the workshop's day and times are shown in. */
  timeZone: Scalars['String']['output'];
  /** Minutes early or late that still count as on time. */
  toleranceMinutes: Scalars['Int']['output'];
  workshopID: Scalars['ID']['output'];
};

export type WorkshopEdge = {
  __typename?: 'WorkshopEdge';
  cursor: Scalars['String']['output'];
  node: Workshop;
};

/** Today's headline figures of a workshop (spec §7 kpis): the day so far and the moment now. */
export type WorkshopKpis = {
  __typename?: 'WorkshopKpis';
  arrivedToday: Scalars['Int']['output'];
  averageWaitingMinutesToday: Maybe<Scalars['Float']['output']>;
  /** Bookings of today (not walk-ins), arrived or not. */
  bookedToday: Scalars['Int']['output'];
  checkedOutToday: Scalars['Int']['output'];
  /** Today in the workshop's time zone. */
  day: Scalars['String']['output'];
  /** Bookings of today not yet checked in whose time plus tolerance has not passed. */
  expectedToday: Scalars['Int']['output'];
  /** In a box (called, job not ended), now. */
  inBoxNow: Scalars['Int']['output'];
  /** Vehicles in the workshop (checked in, not checked out or refused), now. */
  inWorkshopNow: Scalars['Int']['output'];
  /** The longest current wait of a customer still waiting, in whole minutes; null when nobody waits. */
  longestWaitMinutes: Maybe<Scalars['Int']['output']>;
  /** Checked in and waiting to be called, now. */
  waitingNow: Scalars['Int']['output'];
  workshopID: Scalars['ID']['output'];
};

/**
 * A workshop's parameters (spec §3). SMS texts may use {name} {plate} {box} {link} {workshop} {date}
 * {time}; an empty text is not sent.
 */
export type WorkshopParameters = {
  __typename?: 'WorkshopParameters';
  acceptanceDurationMinutes: Scalars['Int']['output'];
  acceptorInactivityAlertChannel: Scalars['String']['output'];
  acceptorInactivityAlertRepeatMinutes: Scalars['Int']['output'];
  acceptorInactivityTimeInMinutes: Scalars['Int']['output'];
  assistedCheckin: Scalars['Boolean']['output'];
  assistedCheckout: Scalars['Boolean']['output'];
  autoRecalcQueueEnabled: Scalars['Boolean']['output'];
  automaticSurveyEnabled: Scalars['Boolean']['output'];
  automaticSurveyText: Scalars['String']['output'];
  bookingOfficeEmail: Maybe<Scalars['String']['output']>;
  bookingOfficeTelephone: Maybe<Scalars['String']['output']>;
  completedCustomerSurvey: Scalars['String']['output'];
  confirmAppointment: Scalars['String']['output'];
  criticalGlobalWaitingTimeInMinutes: Scalars['Int']['output'];
  /** none, sms, email, both, push or all. */
  criticalThresholdAlertChannel: Scalars['String']['output'];
  criticalThresholdAlertMinutes: Scalars['Int']['output'];
  criticalThresholdAlertRepeatMinutes: Scalars['Int']['output'];
  /** Names of the roles that receive the daily statistics. */
  dailyStatisticsRoleNames: Array<Scalars['String']['output']>;
  /** Delay notices of the managers also go out by SMS (at most one per visit every 30 minutes). */
  delayNoticeSmsEnabled: Scalars['Boolean']['output'];
  /**
   * A job's expected duration when its queue has fewer than ten jobs in the last 30 days to measure
   * one (decision 0028).
   */
  expectedJobMinutes: Scalars['Int']['output'];
  globalWaitingTimeAlertChannel: Scalars['String']['output'];
  globalWaitingTimeAlertRepeatMinutes: Scalars['Int']['output'];
  jobOverrunGraceMinutes: Scalars['Int']['output'];
  /**
   * Tell the customer by SMS, with a new estimate, when their job runs past its expected end plus
   * jobOverrunGraceMinutes (decision 0028). Off by default.
   */
  jobOverrunSmsEnabled: Scalars['Boolean']['output'];
  maxWaitingTimeInMinutes: Scalars['Int']['output'];
  /** Scheduled SMS (reminders, a delayed thank-you) may leave at night (21:00–08:00, workshop time). */
  nightSmsAllowed: Scalars['Boolean']['output'];
  onDemandSurveyEnabled: Scalars['Boolean']['output'];
  onRequestCustomerSurvey: Scalars['String']['output'];
  payOnline: Scalars['String']['output'];
  payOnlineSmsEnabled: Scalars['Boolean']['output'];
  /** Months after a visit before its customer's personal data is erased (6 to 120; docs/privacy.md). */
  personalDataRetentionMonths: Scalars['Int']['output'];
  preferredResourceEnabled: Scalars['Boolean']['output'];
  /** The notice as customers read it now (the workshop's text or the default). */
  privacyNotice: PrivacyNotice;
  privacyNoticeEn: Scalars['String']['output'];
  /**
   * The workshop's own privacy notice for customers (at most 4000 characters each); empty means the
   * installation's default text, which names the workshop and quotes the retention (docs/privacy.md).
   */
  privacyNoticeIt: Scalars['String']['output'];
  /** Goes up whenever the notice customers read changes (either text, or the retention it quotes). */
  privacyNoticeVersion: Scalars['Int']['output'];
  processingCompleted: Scalars['String']['output'];
  queueUploadColumn: Maybe<Scalars['String']['output']>;
  randomCheckinWelcome: Scalars['String']['output'];
  reminder: Scalars['String']['output'];
  screenOfflineAlertChannel: Scalars['String']['output'];
  /**
   * Minutes a monitor or totem may stay silent before it counts as offline and raises the screen
   * offline alert; 0: no alert (the screens list then uses 5).
   */
  screenOfflineAlertMinutes: Scalars['Int']['output'];
  /** 0: one alert per outage. */
  screenOfflineAlertRepeatMinutes: Scalars['Int']['output'];
  smsSenderID: Maybe<Scalars['ID']['output']>;
  thankYou: Scalars['String']['output'];
  thankYouSmsDelayInMinutes: Scalars['Int']['output'];
  thankYouSmsDisabled: Scalars['Boolean']['output'];
  toleranceMinutes: Scalars['Int']['output'];
  vehicleCollectionConfirmation: Scalars['String']['output'];
  videosEnabled: Scalars['Boolean']['output'];
  warningsEnabled: Scalars['Boolean']['output'];
  welcome: Scalars['String']['output'];
  withdrawReminder: Scalars['String']['output'];
  workshopID: Scalars['ID']['output'];
  workshopRoleWarnings: Array<RoleWarning>;
  /** The workshop's "you are next" text; empty: Turno's own, in the customer's language. */
  youAreNext: Scalars['String']['output'];
  /** "You are next" SMS when a customer becomes this place in line or closer (1 = next); 0 = off. */
  youAreNextPosition: Scalars['Int']['output'];
};

export type WorkshopResult = {
  __typename?: 'WorkshopResult';
  formErrors: Array<FormError>;
  workshop: Maybe<Workshop>;
};

/**
 * A workshop's figures over a period (spec §3 statistics fields); every definition is in
 * docs/statistics.md. Minutes have one decimal; an average over nothing is null.
 */
export type WorkshopStats = {
  __typename?: 'WorkshopStats';
  appointmentsCheckins: Scalars['Int']['output'];
  appointmentsNoShow: Scalars['Int']['output'];
  appointmentsRandom: Scalars['Int']['output'];
  averageAcceptanceMinutes: Maybe<Scalars['Float']['output']>;
  averageWaitingMinutes: Maybe<Scalars['Float']['output']>;
  checkedOutVehicles: Scalars['Int']['output'];
  entryType: StatsEntryType;
  exitInterviewPercentage: Maybe<Scalars['Float']['output']>;
  fromDay: Scalars['String']['output'];
  globalWaitingMinutes: Maybe<Scalars['Float']['output']>;
  perAcceptor: Array<AcceptorStats>;
  perQueue: Array<QueueStats>;
  proactiveInfoPercentage: Maybe<Scalars['Float']['output']>;
  timing: TimingStats;
  toDay: Scalars['String']['output'];
  workingDetails: Array<WorkingDetail>;
  workshopID: Scalars['ID']['output'];
};

/** A role one user holds in a workshop, seen from the workshop. */
export type WorkshopUserRole = {
  __typename?: 'WorkshopUserRole';
  roleID: Scalars['ID']['output'];
  roleName: Scalars['String']['output'];
  user: UserSummary;
  userWorkshopRoleID: Scalars['ID']['output'];
  workshopID: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptorStats: ResolverTypeWrapper<AcceptorStats>;
  AgendaFeed: ResolverTypeWrapper<AgendaFeed>;
  AnswerCount: ResolverTypeWrapper<AnswerCount>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  Appointment: ResolverTypeWrapper<AppointmentParent>;
  AppointmentActionInput: AppointmentActionInput;
  AppointmentChange: ResolverTypeWrapper<Omit<AppointmentChange, 'appointment'> & { appointment?: Maybe<ResolversTypes['Appointment']> }>;
  AppointmentConnection: ResolverTypeWrapper<Omit<AppointmentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AppointmentEdge']>, nodes: Array<ResolversTypes['Appointment']> }>;
  AppointmentEdge: ResolverTypeWrapper<Omit<AppointmentEdge, 'node'> & { node: ResolversTypes['Appointment'] }>;
  AppointmentFilter: AppointmentFilter;
  AppointmentInput: AppointmentInput;
  AppointmentLog: ResolverTypeWrapper<AppointmentLogParent>;
  AppointmentLogConnection: ResolverTypeWrapper<Omit<AppointmentLogConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AppointmentLogEdge']>, nodes: Array<ResolversTypes['AppointmentLog']> }>;
  AppointmentLogEdge: ResolverTypeWrapper<Omit<AppointmentLogEdge, 'node'> & { node: ResolversTypes['AppointmentLog'] }>;
  AppointmentOrder: AppointmentOrder;
  AppointmentResult: ResolverTypeWrapper<AppointmentResultParent>;
  AppointmentSms: ResolverTypeWrapper<AppointmentSms>;
  AppointmentStats: ResolverTypeWrapper<AppointmentStats>;
  AppointmentSurvey: ResolverTypeWrapper<AppointmentSurvey>;
  AppointmentsUpload: ResolverTypeWrapper<AppointmentsUploadParent>;
  AppointmentsUploadColumn: ResolverTypeWrapper<AppointmentsUploadColumn>;
  AppointmentsUploadMessage: ResolverTypeWrapper<AppointmentsUploadMessage>;
  AppointmentsUploadRow: ResolverTypeWrapper<AppointmentsUploadRowParent>;
  AppointmentsUploadRowAction: AppointmentsUploadRowAction;
  AppointmentsUploadRowConnection: ResolverTypeWrapper<Omit<AppointmentsUploadRowConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AppointmentsUploadRowEdge']>, nodes: Array<ResolversTypes['AppointmentsUploadRow']> }>;
  AppointmentsUploadRowEdge: ResolverTypeWrapper<Omit<AppointmentsUploadRowEdge, 'node'> & { node: ResolversTypes['AppointmentsUploadRow'] }>;
  AppointmentsUploadStatus: AppointmentsUploadStatus;
  AvailabilitySlot: ResolverTypeWrapper<AvailabilitySlot>;
  AvailabilitySlotInput: AvailabilitySlotInput;
  BayBoard: ResolverTypeWrapper<Omit<BayBoard, 'boxes'> & { boxes: Array<ResolversTypes['Box']> }>;
  BayClock: ResolverTypeWrapper<BayClock>;
  BayStage: BayStage;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Box: ResolverTypeWrapper<BoxParent>;
  BoxResult: ResolverTypeWrapper<Omit<BoxResult, 'box'> & { box?: Maybe<ResolversTypes['Box']> }>;
  BoxesChange: ResolverTypeWrapper<Omit<BoxesChange, 'boxes'> & { boxes: Array<ResolversTypes['Box']> }>;
  BroadcastDelayNoticeInput: BroadcastDelayNoticeInput;
  CheckInBookedInput: CheckInBookedInput;
  ConfirmExitInput: ConfirmExitInput;
  ConfirmPaymentInput: ConfirmPaymentInput;
  ConfirmResetPasswordInput: ConfirmResetPasswordInput;
  CreateAgendaFeedResult: ResolverTypeWrapper<CreateAgendaFeedResult>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyResult: ResolverTypeWrapper<CreateApiKeyResult>;
  CreateAppointmentLogInput: CreateAppointmentLogInput;
  CreateAppointmentUploadInput: CreateAppointmentUploadInput;
  CreateAppointmentUploadPayload: ResolverTypeWrapper<Omit<CreateAppointmentUploadPayload, 'upload'> & { upload?: Maybe<ResolversTypes['AppointmentsUpload']> }>;
  CreateBoxInput: CreateBoxInput;
  CreateMonitorInput: CreateMonitorInput;
  CreateNewsInput: CreateNewsInput;
  CreateQueueGroupInput: CreateQueueGroupInput;
  CreateQueueInput: CreateQueueInput;
  CreateRejectReasonInput: CreateRejectReasonInput;
  CreateSloganInput: CreateSloganInput;
  CreateSmsSenderInput: CreateSmsSenderInput;
  CreateTotemInput: CreateTotemInput;
  CreateUserInput: CreateUserInput;
  CreateVehicleBrandInput: CreateVehicleBrandInput;
  CreateVehicleModelInput: CreateVehicleModelInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWorkshopInput: CreateWorkshopInput;
  CustomerAppointmentSummary: ResolverTypeWrapper<CustomerAppointmentSummary>;
  CustomerDataErasure: ResolverTypeWrapper<CustomerDataErasure>;
  CustomerDataVisit: ResolverTypeWrapper<CustomerDataVisit>;
  CustomerSearchInput: CustomerSearchInput;
  CustomerSurvey: ResolverTypeWrapper<CustomerSurvey>;
  CustomerSurveyAnswerInput: CustomerSurveyAnswerInput;
  CustomerSurveyQuestion: ResolverTypeWrapper<CustomerSurveyQuestion>;
  CustomerSurveyResult: ResolverTypeWrapper<CustomerSurveyResult>;
  CustomerVisit: ResolverTypeWrapper<CustomerVisit>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayWaits: ResolverTypeWrapper<DayWaits>;
  DelayNotice: ResolverTypeWrapper<DelayNotice>;
  DelayNoticeResult: ResolverTypeWrapper<DelayNoticeResult>;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  DownloadedFile: ResolverTypeWrapper<DownloadedFile>;
  EstimateAccuracy: ResolverTypeWrapper<EstimateAccuracy>;
  ExitInterviewStats: ResolverTypeWrapper<ExitInterviewStats>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForcePasswordInput: ForcePasswordInput;
  FormError: ResolverTypeWrapper<FormError>;
  HistoryLine: ResolverTypeWrapper<HistoryLine>;
  HourArrivals: ResolverTypeWrapper<HourArrivals>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JobRejectInput: JobRejectInput;
  JobStartInput: JobStartInput;
  LogFilter: LogFilter;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  MobileMonitorLoginResult: ResolverTypeWrapper<MobileMonitorLoginResult>;
  Monitor: ResolverTypeWrapper<MonitorParent>;
  MonitorCall: ResolverTypeWrapper<MonitorCall>;
  MonitorCalls: ResolverTypeWrapper<MonitorCalls>;
  MonitorQueueGroup: ResolverTypeWrapper<MonitorQueueGroup>;
  MonitorQueueGroupInput: MonitorQueueGroupInput;
  MonitorResult: ResolverTypeWrapper<Omit<MonitorResult, 'monitor'> & { monitor?: Maybe<ResolversTypes['Monitor']> }>;
  MoveVehicleModelsResult: ResolverTypeWrapper<MoveVehicleModelsResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  News: ResolverTypeWrapper<News>;
  NewsResult: ResolverTypeWrapper<NewsResult>;
  NextCustomerInput: NextCustomerInput;
  OutboxChannel: OutboxChannel;
  OutboxFilter: OutboxFilter;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  OutboxMessageConnection: ResolverTypeWrapper<OutboxMessageConnection>;
  OutboxMessageEdge: ResolverTypeWrapper<OutboxMessageEdge>;
  OutboxStatus: OutboxStatus;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  ParametersResult: ResolverTypeWrapper<Omit<ParametersResult, 'parameters'> & { parameters?: Maybe<ResolversTypes['WorkshopParameters']> }>;
  PickAppointmentInput: PickAppointmentInput;
  PrivacyNotice: ResolverTypeWrapper<PrivacyNotice>;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionStats: ResolverTypeWrapper<QuestionStats>;
  Queue: ResolverTypeWrapper<QueueParent>;
  QueueChange: ResolverTypeWrapper<Omit<QueueChange, 'appointments' | 'queueGroups' | 'queues'> & { appointments: Array<ResolversTypes['Appointment']>, queueGroups: Array<ResolversTypes['QueueGroup']>, queues: Array<ResolversTypes['Queue']> }>;
  QueueCount: ResolverTypeWrapper<QueueCount>;
  QueueCounts: ResolverTypeWrapper<QueueCounts>;
  QueueEstimateAccuracy: ResolverTypeWrapper<QueueEstimateAccuracy>;
  QueueGroup: ResolverTypeWrapper<QueueGroupParent>;
  QueueGroupResult: ResolverTypeWrapper<Omit<QueueGroupResult, 'queueGroup'> & { queueGroup?: Maybe<ResolversTypes['QueueGroup']> }>;
  QueueResult: ResolverTypeWrapper<Omit<QueueResult, 'queue'> & { queue?: Maybe<ResolversTypes['Queue']> }>;
  QueueStats: ResolverTypeWrapper<QueueStats>;
  RecalculateQueueInput: RecalculateQueueInput;
  RecalculateQueueResult: ResolverTypeWrapper<Omit<RecalculateQueueResult, 'queues'> & { queues: Array<ResolversTypes['Queue']> }>;
  RegisterNewAppointmentInput: RegisterNewAppointmentInput;
  RejectReason: ResolverTypeWrapper<RejectReasonParent>;
  RejectReasonResult: ResolverTypeWrapper<Omit<RejectReasonResult, 'rejectReason'> & { rejectReason?: Maybe<ResolversTypes['RejectReason']> }>;
  ResetPasswordResult: ResolverTypeWrapper<ResetPasswordResult>;
  ReturningCustomer: ResolverTypeWrapper<Omit<ReturningCustomer, 'lastVisit'> & { lastVisit?: Maybe<ResolversTypes['Appointment']> }>;
  Role: ResolverTypeWrapper<Role>;
  RoleAssignmentInput: RoleAssignmentInput;
  RoleWarning: ResolverTypeWrapper<RoleWarning>;
  RoleWarningInput: RoleWarningInput;
  ScreenDevice: ResolverTypeWrapper<ScreenDevice>;
  ScreenHeartbeat: ResolverTypeWrapper<ScreenHeartbeat>;
  ScreenHeartbeatInput: ScreenHeartbeatInput;
  SendJobEndSmsInput: SendJobEndSmsInput;
  SetAvailabilitySlotsResult: ResolverTypeWrapper<SetAvailabilitySlotsResult>;
  SetThanksSmsInput: SetThanksSmsInput;
  SetWaitingSparePartsInput: SetWaitingSparePartsInput;
  Slogan: ResolverTypeWrapper<SloganParent>;
  SloganResult: ResolverTypeWrapper<Omit<SloganResult, 'slogan'> & { slogan?: Maybe<ResolversTypes['Slogan']> }>;
  SmsSender: ResolverTypeWrapper<SmsSender>;
  SmsSenderResult: ResolverTypeWrapper<SmsSenderResult>;
  StaffAlert: ResolverTypeWrapper<StaffAlert>;
  StaffAlertsChange: ResolverTypeWrapper<StaffAlertsChange>;
  StatsEntryType: StatsEntryType;
  StatsRangeInput: StatsRangeInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuccessResult: ResolverTypeWrapper<SuccessResult>;
  SupportRequestInput: SupportRequestInput;
  SurveyAnswer: ResolverTypeWrapper<SurveyAnswer>;
  SurveyAnswerCorrectionInput: SurveyAnswerCorrectionInput;
  SurveyAnswersResult: ResolverTypeWrapper<SurveyAnswersResult>;
  SurveyQuestion: ResolverTypeWrapper<SurveyQuestionParent>;
  SurveyQuestionInput: SurveyQuestionInput;
  SurveyQuestionsResult: ResolverTypeWrapper<Omit<SurveyQuestionsResult, 'questions'> & { questions: Array<ResolversTypes['SurveyQuestion']> }>;
  Timing: ResolverTypeWrapper<Timing>;
  TimingStats: ResolverTypeWrapper<TimingStats>;
  TimingStatus: TimingStatus;
  TimingStatusCount: ResolverTypeWrapper<TimingStatusCount>;
  Totem: ResolverTypeWrapper<TotemParent>;
  TotemBooking: ResolverTypeWrapper<TotemBooking>;
  TotemBookingKind: TotemBookingKind;
  TotemCheckInInput: TotemCheckInInput;
  TotemCheckInResult: ResolverTypeWrapper<TotemCheckInResult>;
  TotemPickupInput: TotemPickupInput;
  TotemPickupProblem: TotemPickupProblem;
  TotemPickupResult: ResolverTypeWrapper<TotemPickupResult>;
  TotemQueue: ResolverTypeWrapper<TotemQueue>;
  TotemQueueInput: TotemQueueInput;
  TotemResult: ResolverTypeWrapper<Omit<TotemResult, 'totem'> & { totem?: Maybe<ResolversTypes['Totem']> }>;
  TotemVehicle: ResolverTypeWrapper<TotemVehicle>;
  TotemVehicleState: TotemVehicleState;
  TotemWalkInInput: TotemWalkInInput;
  TotemWelcome: ResolverTypeWrapper<TotemWelcome>;
  Tracking: ResolverTypeWrapper<Tracking>;
  TrackingChange: ResolverTypeWrapper<TrackingChange>;
  TrackingDelayNotice: ResolverTypeWrapper<TrackingDelayNotice>;
  UpdateAppointmentInput: UpdateAppointmentInput;
  UpdateBoxInput: UpdateBoxInput;
  UpdateMonitorInput: UpdateMonitorInput;
  UpdateNewsInput: UpdateNewsInput;
  UpdateParametersInput: UpdateParametersInput;
  UpdateQueueGroupInput: UpdateQueueGroupInput;
  UpdateQueueInput: UpdateQueueInput;
  UpdateRejectReasonInput: UpdateRejectReasonInput;
  UpdateSloganInput: UpdateSloganInput;
  UpdateSmsSenderInput: UpdateSmsSenderInput;
  UpdateTotemInput: UpdateTotemInput;
  UpdateUserInput: UpdateUserInput;
  UpdateVehicleBrandInput: UpdateVehicleBrandInput;
  UpdateVehicleModelInput: UpdateVehicleModelInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UpdateWorkshopInput: UpdateWorkshopInput;
  User: ResolverTypeWrapper<UserParent>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['UserEdge']>, nodes: Array<ResolversTypes['User']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserOrder: UserOrder;
  UserResult: ResolverTypeWrapper<Omit<UserResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UserSummary: ResolverTypeWrapper<UserSummary>;
  UserWhere: UserWhere;
  UserWorkshopRole: ResolverTypeWrapper<UserWorkshopRole>;
  VehicleBrand: ResolverTypeWrapper<VehicleBrandParent>;
  VehicleBrandResult: ResolverTypeWrapper<Omit<VehicleBrandResult, 'vehicleBrand'> & { vehicleBrand?: Maybe<ResolversTypes['VehicleBrand']> }>;
  VehicleModel: ResolverTypeWrapper<VehicleModelParent>;
  VehicleModelResult: ResolverTypeWrapper<Omit<VehicleModelResult, 'vehicleModel'> & { vehicleModel?: Maybe<ResolversTypes['VehicleModel']> }>;
  WaitRange: ResolverTypeWrapper<WaitRange>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryParent>;
  WebhookDeliveryConnection: ResolverTypeWrapper<Omit<WebhookDeliveryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['WebhookDeliveryEdge']>, nodes: Array<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryEdge: ResolverTypeWrapper<Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversTypes['WebhookDelivery'] }>;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointParent>;
  WebhookEndpointResult: ResolverTypeWrapper<Omit<WebhookEndpointResult, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversTypes['WebhookEndpoint']> }>;
  WebhookEndpointSecretResult: ResolverTypeWrapper<Omit<WebhookEndpointSecretResult, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversTypes['WebhookEndpoint']> }>;
  WithdrawalAccessInput: WithdrawalAccessInput;
  WithdrawalBooking: ResolverTypeWrapper<WithdrawalBooking>;
  WithdrawalCalendar: ResolverTypeWrapper<WithdrawalCalendar>;
  WithdrawalCalendarDay: ResolverTypeWrapper<WithdrawalCalendarDay>;
  WithdrawalResult: ResolverTypeWrapper<WithdrawalResult>;
  WithdrawalScheduleDay: ResolverTypeWrapper<Omit<WithdrawalScheduleDay, 'slots' | 'unscheduled'> & { slots: Array<ResolversTypes['WithdrawalScheduleSlot']>, unscheduled: Array<ResolversTypes['Appointment']> }>;
  WithdrawalScheduleSlot: ResolverTypeWrapper<Omit<WithdrawalScheduleSlot, 'bookings'> & { bookings: Array<ResolversTypes['Appointment']> }>;
  WithdrawalSlotAvailability: ResolverTypeWrapper<WithdrawalSlotAvailability>;
  WithdrawalSlotInput: WithdrawalSlotInput;
  WithdrawalState: ResolverTypeWrapper<WithdrawalState>;
  WorkingDetail: ResolverTypeWrapper<WorkingDetail>;
  Workshop: ResolverTypeWrapper<WorkshopParent>;
  WorkshopConnection: ResolverTypeWrapper<Omit<WorkshopConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['WorkshopEdge']>, nodes: Array<ResolversTypes['Workshop']> }>;
  WorkshopDeskSettings: ResolverTypeWrapper<WorkshopDeskSettings>;
  WorkshopEdge: ResolverTypeWrapper<Omit<WorkshopEdge, 'node'> & { node: ResolversTypes['Workshop'] }>;
  WorkshopKpis: ResolverTypeWrapper<WorkshopKpis>;
  WorkshopParameters: ResolverTypeWrapper<WorkshopParametersParent>;
  WorkshopResult: ResolverTypeWrapper<Omit<WorkshopResult, 'workshop'> & { workshop?: Maybe<ResolversTypes['Workshop']> }>;
  WorkshopStats: ResolverTypeWrapper<WorkshopStats>;
  WorkshopUserRole: ResolverTypeWrapper<WorkshopUserRole>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptorStats: AcceptorStats;
  AgendaFeed: AgendaFeed;
  AnswerCount: AnswerCount;
  ApiKey: ApiKey;
  Appointment: AppointmentParent;
  AppointmentActionInput: AppointmentActionInput;
  AppointmentChange: Omit<AppointmentChange, 'appointment'> & { appointment?: Maybe<ResolversParentTypes['Appointment']> };
  AppointmentConnection: Omit<AppointmentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AppointmentEdge']>, nodes: Array<ResolversParentTypes['Appointment']> };
  AppointmentEdge: Omit<AppointmentEdge, 'node'> & { node: ResolversParentTypes['Appointment'] };
  AppointmentFilter: AppointmentFilter;
  AppointmentInput: AppointmentInput;
  AppointmentLog: AppointmentLogParent;
  AppointmentLogConnection: Omit<AppointmentLogConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AppointmentLogEdge']>, nodes: Array<ResolversParentTypes['AppointmentLog']> };
  AppointmentLogEdge: Omit<AppointmentLogEdge, 'node'> & { node: ResolversParentTypes['AppointmentLog'] };
  AppointmentResult: AppointmentResultParent;
  AppointmentSms: AppointmentSms;
  AppointmentStats: AppointmentStats;
  AppointmentSurvey: AppointmentSurvey;
  AppointmentsUpload: AppointmentsUploadParent;
  AppointmentsUploadColumn: AppointmentsUploadColumn;
  AppointmentsUploadMessage: AppointmentsUploadMessage;
  AppointmentsUploadRow: AppointmentsUploadRowParent;
  AppointmentsUploadRowConnection: Omit<AppointmentsUploadRowConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AppointmentsUploadRowEdge']>, nodes: Array<ResolversParentTypes['AppointmentsUploadRow']> };
  AppointmentsUploadRowEdge: Omit<AppointmentsUploadRowEdge, 'node'> & { node: ResolversParentTypes['AppointmentsUploadRow'] };
  AvailabilitySlot: AvailabilitySlot;
  AvailabilitySlotInput: AvailabilitySlotInput;
  BayBoard: Omit<BayBoard, 'boxes'> & { boxes: Array<ResolversParentTypes['Box']> };
  BayClock: BayClock;
  Boolean: Scalars['Boolean']['output'];
  Box: BoxParent;
  BoxResult: Omit<BoxResult, 'box'> & { box?: Maybe<ResolversParentTypes['Box']> };
  BoxesChange: Omit<BoxesChange, 'boxes'> & { boxes: Array<ResolversParentTypes['Box']> };
  BroadcastDelayNoticeInput: BroadcastDelayNoticeInput;
  CheckInBookedInput: CheckInBookedInput;
  ConfirmExitInput: ConfirmExitInput;
  ConfirmPaymentInput: ConfirmPaymentInput;
  ConfirmResetPasswordInput: ConfirmResetPasswordInput;
  CreateAgendaFeedResult: CreateAgendaFeedResult;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyResult: CreateApiKeyResult;
  CreateAppointmentLogInput: CreateAppointmentLogInput;
  CreateAppointmentUploadInput: CreateAppointmentUploadInput;
  CreateAppointmentUploadPayload: Omit<CreateAppointmentUploadPayload, 'upload'> & { upload?: Maybe<ResolversParentTypes['AppointmentsUpload']> };
  CreateBoxInput: CreateBoxInput;
  CreateMonitorInput: CreateMonitorInput;
  CreateNewsInput: CreateNewsInput;
  CreateQueueGroupInput: CreateQueueGroupInput;
  CreateQueueInput: CreateQueueInput;
  CreateRejectReasonInput: CreateRejectReasonInput;
  CreateSloganInput: CreateSloganInput;
  CreateSmsSenderInput: CreateSmsSenderInput;
  CreateTotemInput: CreateTotemInput;
  CreateUserInput: CreateUserInput;
  CreateVehicleBrandInput: CreateVehicleBrandInput;
  CreateVehicleModelInput: CreateVehicleModelInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWorkshopInput: CreateWorkshopInput;
  CustomerAppointmentSummary: CustomerAppointmentSummary;
  CustomerDataErasure: CustomerDataErasure;
  CustomerDataVisit: CustomerDataVisit;
  CustomerSearchInput: CustomerSearchInput;
  CustomerSurvey: CustomerSurvey;
  CustomerSurveyAnswerInput: CustomerSurveyAnswerInput;
  CustomerSurveyQuestion: CustomerSurveyQuestion;
  CustomerSurveyResult: CustomerSurveyResult;
  CustomerVisit: CustomerVisit;
  DateTime: Scalars['DateTime']['output'];
  DayWaits: DayWaits;
  DelayNotice: DelayNotice;
  DelayNoticeResult: DelayNoticeResult;
  DeleteResult: DeleteResult;
  DownloadedFile: DownloadedFile;
  EstimateAccuracy: EstimateAccuracy;
  ExitInterviewStats: ExitInterviewStats;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  ForcePasswordInput: ForcePasswordInput;
  FormError: FormError;
  HistoryLine: HistoryLine;
  HourArrivals: HourArrivals;
  ID: Scalars['ID']['output'];
  Impersonator: Impersonator;
  Int: Scalars['Int']['output'];
  JobRejectInput: JobRejectInput;
  JobStartInput: JobStartInput;
  LogFilter: LogFilter;
  LoginInput: LoginInput;
  LoginResult: LoginResult;
  MobileMonitorLoginResult: MobileMonitorLoginResult;
  Monitor: MonitorParent;
  MonitorCall: MonitorCall;
  MonitorCalls: MonitorCalls;
  MonitorQueueGroup: MonitorQueueGroup;
  MonitorQueueGroupInput: MonitorQueueGroupInput;
  MonitorResult: Omit<MonitorResult, 'monitor'> & { monitor?: Maybe<ResolversParentTypes['Monitor']> };
  MoveVehicleModelsResult: MoveVehicleModelsResult;
  Mutation: Record<PropertyKey, never>;
  News: News;
  NewsResult: NewsResult;
  NextCustomerInput: NextCustomerInput;
  OutboxFilter: OutboxFilter;
  OutboxMessage: OutboxMessage;
  OutboxMessageConnection: OutboxMessageConnection;
  OutboxMessageEdge: OutboxMessageEdge;
  PageInfo: PageInfo;
  ParametersResult: Omit<ParametersResult, 'parameters'> & { parameters?: Maybe<ResolversParentTypes['WorkshopParameters']> };
  PickAppointmentInput: PickAppointmentInput;
  PrivacyNotice: PrivacyNotice;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  QuestionStats: QuestionStats;
  Queue: QueueParent;
  QueueChange: Omit<QueueChange, 'appointments' | 'queueGroups' | 'queues'> & { appointments: Array<ResolversParentTypes['Appointment']>, queueGroups: Array<ResolversParentTypes['QueueGroup']>, queues: Array<ResolversParentTypes['Queue']> };
  QueueCount: QueueCount;
  QueueCounts: QueueCounts;
  QueueEstimateAccuracy: QueueEstimateAccuracy;
  QueueGroup: QueueGroupParent;
  QueueGroupResult: Omit<QueueGroupResult, 'queueGroup'> & { queueGroup?: Maybe<ResolversParentTypes['QueueGroup']> };
  QueueResult: Omit<QueueResult, 'queue'> & { queue?: Maybe<ResolversParentTypes['Queue']> };
  QueueStats: QueueStats;
  RecalculateQueueInput: RecalculateQueueInput;
  RecalculateQueueResult: Omit<RecalculateQueueResult, 'queues'> & { queues: Array<ResolversParentTypes['Queue']> };
  RegisterNewAppointmentInput: RegisterNewAppointmentInput;
  RejectReason: RejectReasonParent;
  RejectReasonResult: Omit<RejectReasonResult, 'rejectReason'> & { rejectReason?: Maybe<ResolversParentTypes['RejectReason']> };
  ResetPasswordResult: ResetPasswordResult;
  ReturningCustomer: Omit<ReturningCustomer, 'lastVisit'> & { lastVisit?: Maybe<ResolversParentTypes['Appointment']> };
  Role: Role;
  RoleAssignmentInput: RoleAssignmentInput;
  RoleWarning: RoleWarning;
  RoleWarningInput: RoleWarningInput;
  ScreenDevice: ScreenDevice;
  ScreenHeartbeat: ScreenHeartbeat;
  ScreenHeartbeatInput: ScreenHeartbeatInput;
  SendJobEndSmsInput: SendJobEndSmsInput;
  SetAvailabilitySlotsResult: SetAvailabilitySlotsResult;
  SetThanksSmsInput: SetThanksSmsInput;
  SetWaitingSparePartsInput: SetWaitingSparePartsInput;
  Slogan: SloganParent;
  SloganResult: Omit<SloganResult, 'slogan'> & { slogan?: Maybe<ResolversParentTypes['Slogan']> };
  SmsSender: SmsSender;
  SmsSenderResult: SmsSenderResult;
  StaffAlert: StaffAlert;
  StaffAlertsChange: StaffAlertsChange;
  StatsRangeInput: StatsRangeInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SuccessResult: SuccessResult;
  SupportRequestInput: SupportRequestInput;
  SurveyAnswer: SurveyAnswer;
  SurveyAnswerCorrectionInput: SurveyAnswerCorrectionInput;
  SurveyAnswersResult: SurveyAnswersResult;
  SurveyQuestion: SurveyQuestionParent;
  SurveyQuestionInput: SurveyQuestionInput;
  SurveyQuestionsResult: Omit<SurveyQuestionsResult, 'questions'> & { questions: Array<ResolversParentTypes['SurveyQuestion']> };
  Timing: Timing;
  TimingStats: TimingStats;
  TimingStatusCount: TimingStatusCount;
  Totem: TotemParent;
  TotemBooking: TotemBooking;
  TotemCheckInInput: TotemCheckInInput;
  TotemCheckInResult: TotemCheckInResult;
  TotemPickupInput: TotemPickupInput;
  TotemPickupResult: TotemPickupResult;
  TotemQueue: TotemQueue;
  TotemQueueInput: TotemQueueInput;
  TotemResult: Omit<TotemResult, 'totem'> & { totem?: Maybe<ResolversParentTypes['Totem']> };
  TotemVehicle: TotemVehicle;
  TotemWalkInInput: TotemWalkInInput;
  TotemWelcome: TotemWelcome;
  Tracking: Tracking;
  TrackingChange: TrackingChange;
  TrackingDelayNotice: TrackingDelayNotice;
  UpdateAppointmentInput: UpdateAppointmentInput;
  UpdateBoxInput: UpdateBoxInput;
  UpdateMonitorInput: UpdateMonitorInput;
  UpdateNewsInput: UpdateNewsInput;
  UpdateParametersInput: UpdateParametersInput;
  UpdateQueueGroupInput: UpdateQueueGroupInput;
  UpdateQueueInput: UpdateQueueInput;
  UpdateRejectReasonInput: UpdateRejectReasonInput;
  UpdateSloganInput: UpdateSloganInput;
  UpdateSmsSenderInput: UpdateSmsSenderInput;
  UpdateTotemInput: UpdateTotemInput;
  UpdateUserInput: UpdateUserInput;
  UpdateVehicleBrandInput: UpdateVehicleBrandInput;
  UpdateVehicleModelInput: UpdateVehicleModelInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UpdateWorkshopInput: UpdateWorkshopInput;
  User: UserParent;
  UserConnection: Omit<UserConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['UserEdge']>, nodes: Array<ResolversParentTypes['User']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserResult: Omit<UserResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UserSummary: UserSummary;
  UserWhere: UserWhere;
  UserWorkshopRole: UserWorkshopRole;
  VehicleBrand: VehicleBrandParent;
  VehicleBrandResult: Omit<VehicleBrandResult, 'vehicleBrand'> & { vehicleBrand?: Maybe<ResolversParentTypes['VehicleBrand']> };
  VehicleModel: VehicleModelParent;
  VehicleModelResult: Omit<VehicleModelResult, 'vehicleModel'> & { vehicleModel?: Maybe<ResolversParentTypes['VehicleModel']> };
  WaitRange: WaitRange;
  WebhookDelivery: WebhookDeliveryParent;
  WebhookDeliveryConnection: Omit<WebhookDeliveryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['WebhookDeliveryEdge']>, nodes: Array<ResolversParentTypes['WebhookDelivery']> };
  WebhookDeliveryEdge: Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversParentTypes['WebhookDelivery'] };
  WebhookEndpoint: WebhookEndpointParent;
  WebhookEndpointResult: Omit<WebhookEndpointResult, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversParentTypes['WebhookEndpoint']> };
  WebhookEndpointSecretResult: Omit<WebhookEndpointSecretResult, 'webhookEndpoint'> & { webhookEndpoint?: Maybe<ResolversParentTypes['WebhookEndpoint']> };
  WithdrawalAccessInput: WithdrawalAccessInput;
  WithdrawalBooking: WithdrawalBooking;
  WithdrawalCalendar: WithdrawalCalendar;
  WithdrawalCalendarDay: WithdrawalCalendarDay;
  WithdrawalResult: WithdrawalResult;
  WithdrawalScheduleDay: Omit<WithdrawalScheduleDay, 'slots' | 'unscheduled'> & { slots: Array<ResolversParentTypes['WithdrawalScheduleSlot']>, unscheduled: Array<ResolversParentTypes['Appointment']> };
  WithdrawalScheduleSlot: Omit<WithdrawalScheduleSlot, 'bookings'> & { bookings: Array<ResolversParentTypes['Appointment']> };
  WithdrawalSlotAvailability: WithdrawalSlotAvailability;
  WithdrawalSlotInput: WithdrawalSlotInput;
  WithdrawalState: WithdrawalState;
  WorkingDetail: WorkingDetail;
  Workshop: WorkshopParent;
  WorkshopConnection: Omit<WorkshopConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['WorkshopEdge']>, nodes: Array<ResolversParentTypes['Workshop']> };
  WorkshopDeskSettings: WorkshopDeskSettings;
  WorkshopEdge: Omit<WorkshopEdge, 'node'> & { node: ResolversParentTypes['Workshop'] };
  WorkshopKpis: WorkshopKpis;
  WorkshopParameters: WorkshopParametersParent;
  WorkshopResult: Omit<WorkshopResult, 'workshop'> & { workshop?: Maybe<ResolversParentTypes['Workshop']> };
  WorkshopStats: WorkshopStats;
  WorkshopUserRole: WorkshopUserRole;
}>;

export type AcceptorStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptorStats'] = ResolversParentTypes['AcceptorStats']> = ResolversObject<{
  averageJobMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageWaitingMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  served?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AgendaFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgendaFeed'] = ResolversParentTypes['AgendaFeed']> = ResolversObject<{
  agendaFeedID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastFetchedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AnswerCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnswerCount'] = ResolversParentTypes['AnswerCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  apiKeyID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = ResolversObject<{
  acceptanceDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  acceptedBox?: Resolver<Maybe<ResolversTypes['Box']>, ParentType, ContextType>;
  acceptedBoxID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  acceptedUser?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  acceptedUserID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  allowedActions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  appointmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  assignedQueue?: Resolver<Maybe<ResolversTypes['Queue']>, ParentType, ContextType>;
  assignedQueueID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bookingDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkinAnomaly?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkinDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkoutDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  customerLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedWaitMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hiddenAcceptance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobEndDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  jobEndSmsDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  jobEndSmsDraft?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobRejectDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  jobStartDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  licensePlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainAppointmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  privacyNoticeVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['RejectReason']>, ParentType, ContextType>;
  rejectReasonID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  returningCustomerLastDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  returningCustomerReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sms?: Resolver<Array<ResolversTypes['AppointmentSms']>, ParentType, ContextType>;
  smsConsent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  smsConsentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  survey?: Resolver<Maybe<ResolversTypes['AppointmentSurvey']>, ParentType, ContextType>;
  surveyAnsweredDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  surveyCorrectable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  surveyRequestable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thanksSmsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timing?: Resolver<Maybe<ResolversTypes['Timing']>, ParentType, ContextType>;
  trackingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicleBrandID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vehicleModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingSpareParts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  walkIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AppointmentChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentChange'] = ResolversParentTypes['AppointmentChange']> = ResolversObject<{
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  appointmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppointmentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentConnection'] = ResolversParentTypes['AppointmentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AppointmentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppointmentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentEdge'] = ResolversParentTypes['AppointmentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType>;
}>;

export type AppointmentLogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentLog'] = ResolversParentTypes['AppointmentLog']> = ResolversObject<{
  actionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  appointmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appointmentLogID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  boxID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  dateTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['RejectReason']>, ParentType, ContextType>;
  smsText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  undoneLogID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
}>;

export type AppointmentLogConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentLogConnection'] = ResolversParentTypes['AppointmentLogConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AppointmentLogEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AppointmentLog']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppointmentLogEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentLogEdge'] = ResolversParentTypes['AppointmentLogEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AppointmentLog'], ParentType, ContextType>;
}>;

export type AppointmentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentResult'] = ResolversParentTypes['AppointmentResult']> = ResolversObject<{
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  existingAppointmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
}>;

export type AppointmentSmsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentSms'] = ResolversParentTypes['AppointmentSms']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outboxMessageID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppointmentStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentStats'] = ResolversParentTypes['AppointmentStats']> = ResolversObject<{
  arrivalsByHour?: Resolver<Array<ResolversTypes['HourArrivals']>, ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['StatsEntryType'], ParentType, ContextType>;
  fromDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perAcceptor?: Resolver<Array<ResolversTypes['AcceptorStats']>, ParentType, ContextType>;
  timingStatus?: Resolver<Array<ResolversTypes['TimingStatusCount']>, ParentType, ContextType>;
  toDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitsByDay?: Resolver<Array<ResolversTypes['DayWaits']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AppointmentSurveyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentSurvey'] = ResolversParentTypes['AppointmentSurvey']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['SurveyAnswer']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AppointmentsUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentsUpload'] = ResolversParentTypes['AppointmentsUpload']> = ResolversObject<{
  appliedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileDeletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isProcessed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSuccessful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kept?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['AppointmentsUploadMessage']>, ParentType, ContextType, Partial<AppointmentsUploadMessagesArgs>>;
  previewRows?: Resolver<ResolversTypes['AppointmentsUploadRowConnection'], ParentType, ContextType, Partial<AppointmentsUploadPreviewRowsArgs>>;
  processedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AppointmentsUploadRow']>, ParentType, ContextType, Partial<AppointmentsUploadRowsArgs>>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppointmentsUploadStatus'], ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AppointmentsUploadColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentsUploadColumn'] = ResolversParentTypes['AppointmentsUploadColumn']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AppointmentsUploadMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentsUploadMessage'] = ResolversParentTypes['AppointmentsUploadMessage']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AppointmentsUploadRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentsUploadRow'] = ResolversParentTypes['AppointmentsUploadRow']> = ResolversObject<{
  action?: Resolver<ResolversTypes['AppointmentsUploadRowAction'], ParentType, ContextType>;
  appointmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bookingDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  licensePlate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['AppointmentsUploadMessage']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppointmentsUploadRowConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentsUploadRowConnection'] = ResolversParentTypes['AppointmentsUploadRowConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AppointmentsUploadRowEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AppointmentsUploadRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppointmentsUploadRowEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentsUploadRowEdge'] = ResolversParentTypes['AppointmentsUploadRowEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AppointmentsUploadRow'], ParentType, ContextType>;
}>;

export type AvailabilitySlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilitySlot'] = ResolversParentTypes['AvailabilitySlot']> = ResolversObject<{
  availabilitySlotID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxSlots?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BayBoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BayBoard'] = ResolversParentTypes['BayBoard']> = ResolversObject<{
  boxes?: Resolver<Array<ResolversTypes['Box']>, ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BayClockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BayClock'] = ResolversParentTypes['BayClock']> = ResolversObject<{
  appointmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expectedEndAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expectedFromHistory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expectedMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  overrun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  overrunToldAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['BayStage'], ParentType, ContextType>;
  stageStartedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type BoxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Box'] = ResolversParentTypes['Box']> = ResolversObject<{
  aliases?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bayClock?: Resolver<Maybe<ResolversTypes['BayClock']>, ParentType, ContextType>;
  boxID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentAppointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queueGroupID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  userID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BoxResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoxResult'] = ResolversParentTypes['BoxResult']> = ResolversObject<{
  box?: Resolver<Maybe<ResolversTypes['Box']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
}>;

export type BoxesChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoxesChange'] = ResolversParentTypes['BoxesChange']> = ResolversObject<{
  boxes?: Resolver<Array<ResolversTypes['Box']>, ParentType, ContextType>;
  initial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreateAgendaFeedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateAgendaFeedResult'] = ResolversParentTypes['CreateAgendaFeedResult']> = ResolversObject<{
  feed?: Resolver<ResolversTypes['AgendaFeed'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateApiKeyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateApiKeyResult'] = ResolversParentTypes['CreateApiKeyResult']> = ResolversObject<{
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreateAppointmentUploadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateAppointmentUploadPayload'] = ResolversParentTypes['CreateAppointmentUploadPayload']> = ResolversObject<{
  errors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isProcessed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isSuccessful?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  skipped?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  successful?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  upload?: Resolver<Maybe<ResolversTypes['AppointmentsUpload']>, ParentType, ContextType>;
  uploadID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CustomerAppointmentSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAppointmentSummary'] = ResolversParentTypes['CustomerAppointmentSummary']> = ResolversObject<{
  bookingDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerDataErasureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerDataErasure'] = ResolversParentTypes['CustomerDataErasure']> = ResolversObject<{
  erased?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CustomerDataVisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerDataVisit'] = ResolversParentTypes['CustomerDataVisit']> = ResolversObject<{
  anonymisedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  appointmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookingDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkoutDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licensePlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerSurveyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerSurvey'] = ResolversParentTypes['CustomerSurvey']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  privacyNotice?: Resolver<ResolversTypes['PrivacyNotice'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['CustomerSurveyQuestion']>, ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerSurveyQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerSurveyQuestion'] = ResolversParentTypes['CustomerSurveyQuestion']> = ResolversObject<{
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerSurveyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerSurveyResult'] = ResolversParentTypes['CustomerSurveyResult']> = ResolversObject<{
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CustomerVisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerVisit'] = ResolversParentTypes['CustomerVisit']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tracking?: Resolver<ResolversTypes['Tracking'], ParentType, ContextType>;
  withdrawal?: Resolver<ResolversTypes['WithdrawalState'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayWaitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DayWaits'] = ResolversParentTypes['DayWaits']> = ResolversObject<{
  arrivals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageWaitingMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  globalWaitingMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type DelayNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DelayNotice'] = ResolversParentTypes['DelayNotice']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queueID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DelayNoticeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DelayNoticeResult'] = ResolversParentTypes['DelayNoticeResult']> = ResolversObject<{
  delayNotice?: Resolver<Maybe<ResolversTypes['DelayNotice']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  smsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeleteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = ResolversObject<{
  deletedID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DownloadedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadedFile'] = ResolversParentTypes['DownloadedFile']> = ResolversObject<{
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EstimateAccuracyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EstimateAccuracy'] = ResolversParentTypes['EstimateAccuracy']> = ResolversObject<{
  fromDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queues?: Resolver<Array<ResolversTypes['QueueEstimateAccuracy']>, ParentType, ContextType>;
  toDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ExitInterviewStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExitInterviewStats'] = ResolversParentTypes['ExitInterviewStats']> = ResolversObject<{
  answeredSurveys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['StatsEntryType'], ParentType, ContextType>;
  fromDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['QuestionStats']>, ParentType, ContextType>;
  skippedSurveys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FormErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormError'] = ResolversParentTypes['FormError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryLine'] = ResolversParentTypes['HistoryLine']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointmentLogID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dateTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HourArrivalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HourArrivals'] = ResolversParentTypes['HourArrivals']> = ResolversObject<{
  arrivals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImpersonatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = ResolversObject<{
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
}>;

export type MobileMonitorLoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MobileMonitorLoginResult'] = ResolversParentTypes['MobileMonitorLoginResult']> = ResolversObject<{
  appointment?: Resolver<Maybe<ResolversTypes['CustomerVisit']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  linkSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  otherAppointments?: Resolver<Array<ResolversTypes['CustomerAppointmentSummary']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MonitorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Monitor'] = ResolversParentTypes['Monitor']> = ResolversObject<{
  monitorID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueGroups?: Resolver<Array<ResolversTypes['MonitorQueueGroup']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingEntryUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MonitorCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonitorCall'] = ResolversParentTypes['MonitorCall']> = ResolversObject<{
  appointmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  boxID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  boxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  callID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  calledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  licensePlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queueName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MonitorCallsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonitorCalls'] = ResolversParentTypes['MonitorCalls']> = ResolversObject<{
  calls?: Resolver<Array<ResolversTypes['MonitorCall']>, ParentType, ContextType>;
  initial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monitorID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MonitorQueueGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonitorQueueGroup'] = ResolversParentTypes['MonitorQueueGroup']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queueGroupID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MonitorResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonitorResult'] = ResolversParentTypes['MonitorResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  monitor?: Resolver<Maybe<ResolversTypes['Monitor']>, ParentType, ContextType>;
}>;

export type MoveVehicleModelsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveVehicleModelsResult'] = ResolversParentTypes['MoveVehicleModelsResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  moved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  applyAppointmentUpload?: Resolver<ResolversTypes['AppointmentsUpload'], ParentType, ContextType, RequireFields<MutationApplyAppointmentUploadArgs, 'uploadID'>>;
  assignRoles?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationAssignRolesArgs, 'roles' | 'userID'>>;
  broadcastDelayNotice?: Resolver<ResolversTypes['DelayNoticeResult'], ParentType, ContextType, RequireFields<MutationBroadcastDelayNoticeArgs, 'input'>>;
  cancelWithdrawalAppointment?: Resolver<ResolversTypes['WithdrawalResult'], ParentType, ContextType, RequireFields<MutationCancelWithdrawalAppointmentArgs, 'access'>>;
  checkInBooked?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationCheckInBookedArgs, 'input'>>;
  clearDelayNotice?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationClearDelayNoticeArgs, 'queueID'>>;
  confirmExit?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationConfirmExitArgs, 'input'>>;
  confirmPayment?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'input'>>;
  confirmResetPassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationConfirmResetPasswordArgs, 'input'>>;
  createAgendaFeed?: Resolver<ResolversTypes['CreateAgendaFeedResult'], ParentType, ContextType>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyResult'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createAppointment?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationCreateAppointmentArgs, 'input'>>;
  createAppointmentLog?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationCreateAppointmentLogArgs, 'input'>>;
  createAppointmentUpload?: Resolver<ResolversTypes['CreateAppointmentUploadPayload'], ParentType, ContextType, RequireFields<MutationCreateAppointmentUploadArgs, 'input'>>;
  createBox?: Resolver<ResolversTypes['BoxResult'], ParentType, ContextType, RequireFields<MutationCreateBoxArgs, 'input'>>;
  createMonitor?: Resolver<ResolversTypes['MonitorResult'], ParentType, ContextType, RequireFields<MutationCreateMonitorArgs, 'input'>>;
  createNews?: Resolver<ResolversTypes['NewsResult'], ParentType, ContextType, RequireFields<MutationCreateNewsArgs, 'input'>>;
  createQueue?: Resolver<ResolversTypes['QueueResult'], ParentType, ContextType, RequireFields<MutationCreateQueueArgs, 'input'>>;
  createQueueGroup?: Resolver<ResolversTypes['QueueGroupResult'], ParentType, ContextType, RequireFields<MutationCreateQueueGroupArgs, 'input'>>;
  createRejectReason?: Resolver<ResolversTypes['RejectReasonResult'], ParentType, ContextType, RequireFields<MutationCreateRejectReasonArgs, 'input'>>;
  createSlogan?: Resolver<ResolversTypes['SloganResult'], ParentType, ContextType, RequireFields<MutationCreateSloganArgs, 'input'>>;
  createSmsSender?: Resolver<ResolversTypes['SmsSenderResult'], ParentType, ContextType, RequireFields<MutationCreateSmsSenderArgs, 'input'>>;
  createTotem?: Resolver<ResolversTypes['TotemResult'], ParentType, ContextType, RequireFields<MutationCreateTotemArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createVehicleBrand?: Resolver<ResolversTypes['VehicleBrandResult'], ParentType, ContextType, RequireFields<MutationCreateVehicleBrandArgs, 'input'>>;
  createVehicleModel?: Resolver<ResolversTypes['VehicleModelResult'], ParentType, ContextType, RequireFields<MutationCreateVehicleModelArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointSecretResult'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  createWithdrawalAppointment?: Resolver<ResolversTypes['WithdrawalResult'], ParentType, ContextType, RequireFields<MutationCreateWithdrawalAppointmentArgs, 'input'>>;
  createWorkshop?: Resolver<ResolversTypes['WorkshopResult'], ParentType, ContextType, RequireFields<MutationCreateWorkshopArgs, 'input'>>;
  deleteAppointment?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationDeleteAppointmentArgs, 'input'>>;
  deleteBox?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteBoxArgs, 'boxID'>>;
  deleteCheckIn?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationDeleteCheckInArgs, 'input'>>;
  deleteMonitor?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteMonitorArgs, 'monitorID'>>;
  deleteNews?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteNewsArgs, 'newsID'>>;
  deleteQueue?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteQueueArgs, 'queueID'>>;
  deleteQueueGroup?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteQueueGroupArgs, 'queueGroupID'>>;
  deleteRejectReason?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteRejectReasonArgs, 'rejectReasonID'>>;
  deleteSlogan?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteSloganArgs, 'sloganID'>>;
  deleteSmsSender?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteSmsSenderArgs, 'smsSenderID'>>;
  deleteTotem?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteTotemArgs, 'totemID'>>;
  deleteUser?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'userID'>>;
  deleteVehicleBrand?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteVehicleBrandArgs, 'vehicleBrandID'>>;
  deleteVehicleModel?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteVehicleModelArgs, 'vehicleModelID'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'webhookEndpointID'>>;
  deleteWorkshop?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteWorkshopArgs, 'workshopID'>>;
  eraseCustomerData?: Resolver<ResolversTypes['CustomerDataErasure'], ParentType, ContextType, RequireFields<MutationEraseCustomerDataArgs, 'input'>>;
  forcePassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationForcePasswordArgs, 'input'>>;
  forgetScreenDevice?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationForgetScreenDeviceArgs, 'screenDeviceID'>>;
  goBack?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationGoBackArgs, 'input'>>;
  handOverVehicle?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationHandOverVehicleArgs, 'input'>>;
  jobEnd?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationJobEndArgs, 'input'>>;
  jobReject?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationJobRejectArgs, 'input'>>;
  jobStart?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationJobStartArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  loginAs?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationLoginAsArgs, 'userID'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobileMonitorLogin?: Resolver<ResolversTypes['MobileMonitorLoginResult'], ParentType, ContextType, Partial<MutationMobileMonitorLoginArgs>>;
  moveVehicleModels?: Resolver<ResolversTypes['MoveVehicleModelsResult'], ParentType, ContextType, RequireFields<MutationMoveVehicleModelsArgs, 'toBrandID' | 'vehicleModelIDs'>>;
  nextCustomer?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationNextCustomerArgs, 'input'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  pickAppointment?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationPickAppointmentArgs, 'input'>>;
  recalculateQueueAppointments?: Resolver<ResolversTypes['RecalculateQueueResult'], ParentType, ContextType, RequireFields<MutationRecalculateQueueAppointmentsArgs, 'input'>>;
  refreshProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  registerNewAppointment?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationRegisterNewAppointmentArgs, 'input'>>;
  replayWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'webhookDeliveryID'>>;
  reportScreenHeartbeat?: Resolver<ResolversTypes['ScreenHeartbeat'], ParentType, ContextType, RequireFields<MutationReportScreenHeartbeatArgs, 'input'>>;
  resendMessage?: Resolver<ResolversTypes['OutboxMessage'], ParentType, ContextType, RequireFields<MutationResendMessageArgs, 'outboxMessageID'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email'>>;
  returnToQueue?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationReturnToQueueArgs, 'input'>>;
  revokeAgendaFeed?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType>;
  revokeApiKey?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'apiKeyID'>>;
  rotateWebhookEndpointSecret?: Resolver<ResolversTypes['WebhookEndpointSecretResult'], ParentType, ContextType, RequireFields<MutationRotateWebhookEndpointSecretArgs, 'webhookEndpointID'>>;
  saveSurveyQuestions?: Resolver<ResolversTypes['SurveyQuestionsResult'], ParentType, ContextType, RequireFields<MutationSaveSurveyQuestionsArgs, 'questions' | 'workshopID'>>;
  sendCustomerSurvey?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationSendCustomerSurveyArgs, 'appointmentID'>>;
  sendFirstAccessEmail?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSendFirstAccessEmailArgs, 'userID'>>;
  sendJobEndSms?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationSendJobEndSmsArgs, 'input'>>;
  sendPasswordRecovery?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSendPasswordRecoveryArgs, 'email'>>;
  sendTestWebhookEvent?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationSendTestWebhookEventArgs, 'webhookEndpointID'>>;
  setAvailabilitySlots?: Resolver<ResolversTypes['SetAvailabilitySlotsResult'], ParentType, ContextType, RequireFields<MutationSetAvailabilitySlotsArgs, 'slots' | 'workshopID'>>;
  setMyLanguage?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  setThanksSms?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationSetThanksSmsArgs, 'input'>>;
  setTrackingLanguage?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSetTrackingLanguageArgs, 'code' | 'language'>>;
  setWaitingSpareParts?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationSetWaitingSparePartsArgs, 'input'>>;
  skipCustomerSurvey?: Resolver<ResolversTypes['CustomerSurveyResult'], ParentType, ContextType, RequireFields<MutationSkipCustomerSurveyArgs, 'token'>>;
  stopImpersonation?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  submitCustomerSurvey?: Resolver<ResolversTypes['CustomerSurveyResult'], ParentType, ContextType, RequireFields<MutationSubmitCustomerSurveyArgs, 'answers' | 'token'>>;
  supportRequest?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSupportRequestArgs, 'input'>>;
  totemCheckIn?: Resolver<ResolversTypes['TotemCheckInResult'], ParentType, ContextType, RequireFields<MutationTotemCheckInArgs, 'input'>>;
  totemCheckInPickup?: Resolver<ResolversTypes['TotemPickupResult'], ParentType, ContextType, RequireFields<MutationTotemCheckInPickupArgs, 'input'>>;
  totemRegisterWalkIn?: Resolver<ResolversTypes['TotemCheckInResult'], ParentType, ContextType, RequireFields<MutationTotemRegisterWalkInArgs, 'input'>>;
  undoAppointmentUpload?: Resolver<ResolversTypes['AppointmentsUpload'], ParentType, ContextType, RequireFields<MutationUndoAppointmentUploadArgs, 'uploadID'>>;
  undoCheckIn?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationUndoCheckInArgs, 'input'>>;
  undoLastOperation?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationUndoLastOperationArgs, 'input'>>;
  updateAppointment?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationUpdateAppointmentArgs, 'input'>>;
  updateBox?: Resolver<ResolversTypes['BoxResult'], ParentType, ContextType, RequireFields<MutationUpdateBoxArgs, 'input'>>;
  updateMonitor?: Resolver<ResolversTypes['MonitorResult'], ParentType, ContextType, RequireFields<MutationUpdateMonitorArgs, 'input'>>;
  updateNews?: Resolver<ResolversTypes['NewsResult'], ParentType, ContextType, RequireFields<MutationUpdateNewsArgs, 'input'>>;
  updateParameters?: Resolver<ResolversTypes['ParametersResult'], ParentType, ContextType, RequireFields<MutationUpdateParametersArgs, 'input'>>;
  updateQueue?: Resolver<ResolversTypes['QueueResult'], ParentType, ContextType, RequireFields<MutationUpdateQueueArgs, 'input'>>;
  updateQueueGroup?: Resolver<ResolversTypes['QueueGroupResult'], ParentType, ContextType, RequireFields<MutationUpdateQueueGroupArgs, 'input'>>;
  updateRejectReason?: Resolver<ResolversTypes['RejectReasonResult'], ParentType, ContextType, RequireFields<MutationUpdateRejectReasonArgs, 'input'>>;
  updateSlogan?: Resolver<ResolversTypes['SloganResult'], ParentType, ContextType, RequireFields<MutationUpdateSloganArgs, 'input'>>;
  updateSmsSender?: Resolver<ResolversTypes['SmsSenderResult'], ParentType, ContextType, RequireFields<MutationUpdateSmsSenderArgs, 'input'>>;
  updateSurveyAnswers?: Resolver<ResolversTypes['SurveyAnswersResult'], ParentType, ContextType, RequireFields<MutationUpdateSurveyAnswersArgs, 'answers' | 'appointmentID'>>;
  updateTotem?: Resolver<ResolversTypes['TotemResult'], ParentType, ContextType, RequireFields<MutationUpdateTotemArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateVehicleBrand?: Resolver<ResolversTypes['VehicleBrandResult'], ParentType, ContextType, RequireFields<MutationUpdateVehicleBrandArgs, 'input'>>;
  updateVehicleModel?: Resolver<ResolversTypes['VehicleModelResult'], ParentType, ContextType, RequireFields<MutationUpdateVehicleModelArgs, 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointResult'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'input'>>;
  updateWithdrawalAppointment?: Resolver<ResolversTypes['WithdrawalResult'], ParentType, ContextType, RequireFields<MutationUpdateWithdrawalAppointmentArgs, 'input'>>;
  updateWorkshop?: Resolver<ResolversTypes['WorkshopResult'], ParentType, ContextType, RequireFields<MutationUpdateWorkshopArgs, 'input'>>;
  uscita?: Resolver<ResolversTypes['AppointmentResult'], ParentType, ContextType, RequireFields<MutationUscitaArgs, 'input'>>;
}>;

export type NewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['News'] = ResolversParentTypes['News']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publicationDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsResult'] = ResolversParentTypes['NewsResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  news?: Resolver<Maybe<ResolversTypes['News']>, ParentType, ContextType>;
}>;

export type OutboxMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = ResolversObject<{
  appointmentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canResend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['OutboxChannel'], ParentType, ContextType>;
  contentHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outboxMessageID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientMasked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scheduledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OutboxStatus'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workshopID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type OutboxMessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessageConnection'] = ResolversParentTypes['OutboxMessageConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OutboxMessageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OutboxMessageEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessageEdge'] = ResolversParentTypes['OutboxMessageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OutboxMessage'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ParametersResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParametersResult'] = ResolversParentTypes['ParametersResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  parameters?: Resolver<Maybe<ResolversTypes['WorkshopParameters']>, ParentType, ContextType>;
}>;

export type PrivacyNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivacyNotice'] = ResolversParentTypes['PrivacyNotice']> = ResolversObject<{
  textEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textIt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impersonator?: Resolver<Maybe<ResolversTypes['Impersonator']>, ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserWorkshopRole']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  allNews?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  allSlogans?: Resolver<Array<ResolversTypes['Slogan']>, ParentType, ContextType, RequireFields<QueryAllSlogansArgs, 'workshopID'>>;
  allUsers?: Resolver<Array<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType, RequireFields<QueryApiKeysArgs, 'workshopID'>>;
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryAppointmentArgs, 'appointmentID'>>;
  appointmentHistory?: Resolver<Array<ResolversTypes['HistoryLine']>, ParentType, ContextType, RequireFields<QueryAppointmentHistoryArgs, 'appointmentID'>>;
  appointmentLogs?: Resolver<Array<ResolversTypes['AppointmentLog']>, ParentType, ContextType, RequireFields<QueryAppointmentLogsArgs, 'appointmentID'>>;
  appointmentStats?: Resolver<ResolversTypes['AppointmentStats'], ParentType, ContextType, RequireFields<QueryAppointmentStatsArgs, 'input'>>;
  appointments?: Resolver<ResolversTypes['AppointmentConnection'], ParentType, ContextType, RequireFields<QueryAppointmentsArgs, 'filter'>>;
  appointmentsUpload?: Resolver<ResolversTypes['AppointmentsUpload'], ParentType, ContextType, RequireFields<QueryAppointmentsUploadArgs, 'uploadID'>>;
  appointmentsUploadFormat?: Resolver<Array<ResolversTypes['AppointmentsUploadColumn']>, ParentType, ContextType, RequireFields<QueryAppointmentsUploadFormatArgs, 'workshopID'>>;
  appointmentsUploads?: Resolver<Array<ResolversTypes['AppointmentsUpload']>, ParentType, ContextType, RequireFields<QueryAppointmentsUploadsArgs, 'workshopID'>>;
  availabilitySlots?: Resolver<Array<ResolversTypes['AvailabilitySlot']>, ParentType, ContextType, RequireFields<QueryAvailabilitySlotsArgs, 'workshopID'>>;
  bayBoard?: Resolver<ResolversTypes['BayBoard'], ParentType, ContextType, RequireFields<QueryBayBoardArgs, 'workshopID'>>;
  boxes?: Resolver<Array<ResolversTypes['Box']>, ParentType, ContextType, RequireFields<QueryBoxesArgs, 'workshopID'>>;
  customerDataExport?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryCustomerDataExportArgs, 'input'>>;
  customerSurvey?: Resolver<Maybe<ResolversTypes['CustomerSurvey']>, ParentType, ContextType, RequireFields<QueryCustomerSurveyArgs, 'token'>>;
  customerVisit?: Resolver<Maybe<ResolversTypes['CustomerVisit']>, ParentType, ContextType, RequireFields<QueryCustomerVisitArgs, 'access'>>;
  customerVisits?: Resolver<Array<ResolversTypes['CustomerDataVisit']>, ParentType, ContextType, RequireFields<QueryCustomerVisitsArgs, 'input'>>;
  deviceAccounts?: Resolver<Array<ResolversTypes['UserSummary']>, ParentType, ContextType, RequireFields<QueryDeviceAccountsArgs, 'workshopID'>>;
  downloadWorkshopStatsPDF?: Resolver<ResolversTypes['DownloadedFile'], ParentType, ContextType, RequireFields<QueryDownloadWorkshopStatsPdfArgs, 'appointmentsFromDate' | 'appointmentsToDate' | 'workshopID'>>;
  estimateAccuracy?: Resolver<ResolversTypes['EstimateAccuracy'], ParentType, ContextType, RequireFields<QueryEstimateAccuracyArgs, 'workshopID'>>;
  exitInterviewStats?: Resolver<ResolversTypes['ExitInterviewStats'], ParentType, ContextType, RequireFields<QueryExitInterviewStatsArgs, 'input'>>;
  kpis?: Resolver<ResolversTypes['WorkshopKpis'], ParentType, ContextType, RequireFields<QueryKpisArgs, 'workshopID'>>;
  logs?: Resolver<ResolversTypes['AppointmentLogConnection'], ParentType, ContextType, RequireFields<QueryLogsArgs, 'filter'>>;
  monitor?: Resolver<Maybe<ResolversTypes['Monitor']>, ParentType, ContextType, RequireFields<QueryMonitorArgs, 'monitorID'>>;
  monitors?: Resolver<Array<ResolversTypes['Monitor']>, ParentType, ContextType, RequireFields<QueryMonitorsArgs, 'workshopID'>>;
  myAgendaFeed?: Resolver<Maybe<ResolversTypes['AgendaFeed']>, ParentType, ContextType>;
  myMonitors?: Resolver<Array<ResolversTypes['Monitor']>, ParentType, ContextType>;
  myTotems?: Resolver<Array<ResolversTypes['Totem']>, ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  outboxMessages?: Resolver<ResolversTypes['OutboxMessageConnection'], ParentType, ContextType, RequireFields<QueryOutboxMessagesArgs, 'filter'>>;
  parameters?: Resolver<ResolversTypes['WorkshopParameters'], ParentType, ContextType, RequireFields<QueryParametersArgs, 'workshopID'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  queueCounts?: Resolver<ResolversTypes['QueueCounts'], ParentType, ContextType, RequireFields<QueryQueueCountsArgs, 'workshopID'>>;
  queueGroups?: Resolver<Array<ResolversTypes['QueueGroup']>, ParentType, ContextType, RequireFields<QueryQueueGroupsArgs, 'workshopID'>>;
  queues?: Resolver<Array<ResolversTypes['Queue']>, ParentType, ContextType, RequireFields<QueryQueuesArgs, 'workshopID'>>;
  rejectReasons?: Resolver<Array<ResolversTypes['RejectReason']>, ParentType, ContextType>;
  returningCustomer?: Resolver<ResolversTypes['ReturningCustomer'], ParentType, ContextType, RequireFields<QueryReturningCustomerArgs, 'licensePlate' | 'workshopID'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  screenDevices?: Resolver<Array<ResolversTypes['ScreenDevice']>, ParentType, ContextType, RequireFields<QueryScreenDevicesArgs, 'workshopID'>>;
  searchAcceptors?: Resolver<Array<ResolversTypes['UserSummary']>, ParentType, ContextType, RequireFields<QuerySearchAcceptorsArgs, 'workshopID'>>;
  searchUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'term'>>;
  slogans?: Resolver<Array<ResolversTypes['Slogan']>, ParentType, ContextType, RequireFields<QuerySlogansArgs, 'workshopID'>>;
  smsSenders?: Resolver<Array<ResolversTypes['SmsSender']>, ParentType, ContextType>;
  surveyQuestions?: Resolver<Array<ResolversTypes['SurveyQuestion']>, ParentType, ContextType, RequireFields<QuerySurveyQuestionsArgs, 'workshopID'>>;
  totem?: Resolver<Maybe<ResolversTypes['Totem']>, ParentType, ContextType, RequireFields<QueryTotemArgs, 'totemID'>>;
  totemFindBooking?: Resolver<Array<ResolversTypes['TotemBooking']>, ParentType, ContextType, RequireFields<QueryTotemFindBookingArgs, 'search' | 'totemID'>>;
  totemFindVehicle?: Resolver<Array<ResolversTypes['TotemVehicle']>, ParentType, ContextType, RequireFields<QueryTotemFindVehicleArgs, 'search' | 'totemID'>>;
  totems?: Resolver<Array<ResolversTypes['Totem']>, ParentType, ContextType, RequireFields<QueryTotemsArgs, 'workshopID'>>;
  tracking?: Resolver<Maybe<ResolversTypes['Tracking']>, ParentType, ContextType, RequireFields<QueryTrackingArgs, 'code'>>;
  userRoles?: Resolver<Array<ResolversTypes['UserWorkshopRole']>, ParentType, ContextType, RequireFields<QueryUserRolesArgs, 'userID'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  vehicleBrands?: Resolver<Array<ResolversTypes['VehicleBrand']>, ParentType, ContextType>;
  vehicleModels?: Resolver<Array<ResolversTypes['VehicleModel']>, ParentType, ContextType, Partial<QueryVehicleModelsArgs>>;
  videos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryVideosArgs, 'workshopID'>>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryConnection'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'webhookEndpointID'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, RequireFields<QueryWebhookEndpointsArgs, 'workshopID'>>;
  withdrawalCalendar?: Resolver<Maybe<ResolversTypes['WithdrawalCalendar']>, ParentType, ContextType, RequireFields<QueryWithdrawalCalendarArgs, 'access'>>;
  withdrawalSchedule?: Resolver<Array<ResolversTypes['WithdrawalScheduleDay']>, ParentType, ContextType, RequireFields<QueryWithdrawalScheduleArgs, 'fromDay' | 'workshopID'>>;
  workshop?: Resolver<Maybe<ResolversTypes['Workshop']>, ParentType, ContextType, RequireFields<QueryWorkshopArgs, 'workshopID'>>;
  workshopDeskSettings?: Resolver<ResolversTypes['WorkshopDeskSettings'], ParentType, ContextType, RequireFields<QueryWorkshopDeskSettingsArgs, 'workshopID'>>;
  workshopRoles?: Resolver<Array<ResolversTypes['WorkshopUserRole']>, ParentType, ContextType, RequireFields<QueryWorkshopRolesArgs, 'workshopID'>>;
  workshopStats?: Resolver<ResolversTypes['WorkshopStats'], ParentType, ContextType, RequireFields<QueryWorkshopStatsArgs, 'input'>>;
  workshops?: Resolver<ResolversTypes['WorkshopConnection'], ParentType, ContextType, Partial<QueryWorkshopsArgs>>;
}>;

export type QuestionStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionStats'] = ResolversParentTypes['QuestionStats']> = ResolversObject<{
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  distribution?: Resolver<Array<ResolversTypes['AnswerCount']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Queue'] = ResolversParentTypes['Queue']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delayNotice?: Resolver<Maybe<ResolversTypes['DelayNotice']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueGroupID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  queueID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewOrderNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  waitingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueueChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueChange'] = ResolversParentTypes['QueueChange']> = ResolversObject<{
  appointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['QueueCounts'], ParentType, ContextType>;
  deskSettings?: Resolver<Maybe<ResolversTypes['WorkshopDeskSettings']>, ParentType, ContextType>;
  initial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueGroups?: Resolver<Array<ResolversTypes['QueueGroup']>, ParentType, ContextType>;
  queues?: Resolver<Array<ResolversTypes['Queue']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueueCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueCount'] = ResolversParentTypes['QueueCount']> = ResolversObject<{
  queueID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueueCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueCounts'] = ResolversParentTypes['QueueCounts']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedInBooked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedInRandom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  managed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perQueue?: Resolver<Array<ResolversTypes['QueueCount']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueueEstimateAccuracyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueEstimateAccuracy'] = ResolversParentTypes['QueueEstimateAccuracy']> = ResolversObject<{
  biasMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meanAbsoluteErrorMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  within5Percentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type QueueGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueGroup'] = ResolversParentTypes['QueueGroup']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueGroupID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  queues?: Resolver<Array<ResolversTypes['Queue']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueueGroupResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueGroupResult'] = ResolversParentTypes['QueueGroupResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  queueGroup?: Resolver<Maybe<ResolversTypes['QueueGroup']>, ParentType, ContextType>;
}>;

export type QueueResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueResult'] = ResolversParentTypes['QueueResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  queue?: Resolver<Maybe<ResolversTypes['Queue']>, ParentType, ContextType>;
}>;

export type QueueStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueStats'] = ResolversParentTypes['QueueStats']> = ResolversObject<{
  averageWaitingMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  checkins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RecalculateQueueResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecalculateQueueResult'] = ResolversParentTypes['RecalculateQueueResult']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queues?: Resolver<Array<ResolversTypes['Queue']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RejectReasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RejectReason'] = ResolversParentTypes['RejectReason']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectReasonID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RejectReasonResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RejectReasonResult'] = ResolversParentTypes['RejectReasonResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['RejectReason']>, ParentType, ContextType>;
}>;

export type ResetPasswordResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetPasswordResult'] = ResolversParentTypes['ResetPasswordResult']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReturningCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturningCustomer'] = ResolversParentTypes['ReturningCustomer']> = ResolversObject<{
  daysSinceLastVisit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isReturning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastVisit?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  licensePlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  concurrencyStamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalizedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoleWarningResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleWarning'] = ResolversParentTypes['RoleWarning']> = ResolversObject<{
  alertTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roleID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScreenDeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScreenDevice'] = ResolversParentTypes['ScreenDevice']> = ResolversObject<{
  firstSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  screenDeviceID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  screenID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  screenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ScreenHeartbeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScreenHeartbeat'] = ResolversParentTypes['ScreenHeartbeat']> = ResolversObject<{
  recorded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SetAvailabilitySlotsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetAvailabilitySlotsResult'] = ResolversParentTypes['SetAvailabilitySlotsResult']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['AvailabilitySlot']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SloganResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Slogan'] = ResolversParentTypes['Slogan']> = ResolversObject<{
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sloganID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type SloganResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SloganResult'] = ResolversParentTypes['SloganResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  slogan?: Resolver<Maybe<ResolversTypes['Slogan']>, ParentType, ContextType>;
}>;

export type SmsSenderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SmsSender'] = ResolversParentTypes['SmsSender']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  smsSenderID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SmsSenderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SmsSenderResult'] = ResolversParentTypes['SmsSenderResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  smsSender?: Resolver<Maybe<ResolversTypes['SmsSender']>, ParentType, ContextType>;
}>;

export type StaffAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffAlert'] = ResolversParentTypes['StaffAlert']> = ResolversObject<{
  acceptor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alertKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  alertType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  box?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  screen?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waiting?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type StaffAlertsChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffAlertsChange'] = ResolversParentTypes['StaffAlertsChange']> = ResolversObject<{
  alerts?: Resolver<Array<ResolversTypes['StaffAlert']>, ParentType, ContextType>;
  initial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  appointmentChanged?: SubscriptionResolver<ResolversTypes['AppointmentChange'], "appointmentChanged", ParentType, ContextType, RequireFields<SubscriptionAppointmentChangedArgs, 'appointmentID'>>;
  boxesChanged?: SubscriptionResolver<ResolversTypes['BoxesChange'], "boxesChanged", ParentType, ContextType, RequireFields<SubscriptionBoxesChangedArgs, 'workshopID'>>;
  heartbeat?: SubscriptionResolver<ResolversTypes['DateTime'], "heartbeat", ParentType, ContextType, RequireFields<SubscriptionHeartbeatArgs, 'seconds'>>;
  monitorCalls?: SubscriptionResolver<ResolversTypes['MonitorCalls'], "monitorCalls", ParentType, ContextType, RequireFields<SubscriptionMonitorCallsArgs, 'monitorID'>>;
  queueChanged?: SubscriptionResolver<ResolversTypes['QueueChange'], "queueChanged", ParentType, ContextType, RequireFields<SubscriptionQueueChangedArgs, 'workshopID'>>;
  staffAlerts?: SubscriptionResolver<ResolversTypes['StaffAlertsChange'], "staffAlerts", ParentType, ContextType, RequireFields<SubscriptionStaffAlertsArgs, 'workshopID'>>;
  trackingChanged?: SubscriptionResolver<ResolversTypes['TrackingChange'], "trackingChanged", ParentType, ContextType, RequireFields<SubscriptionTrackingChangedArgs, 'code'>>;
  uploadProgress?: SubscriptionResolver<ResolversTypes['AppointmentsUpload'], "uploadProgress", ParentType, ContextType, RequireFields<SubscriptionUploadProgressArgs, 'uploadID'>>;
}>;

export type SuccessResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuccessResult'] = ResolversParentTypes['SuccessResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SurveyAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyAnswer'] = ResolversParentTypes['SurveyAnswer']> = ResolversObject<{
  answerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerSurveyAnswerID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SurveyAnswersResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyAnswersResult'] = ResolversParentTypes['SurveyAnswersResult']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['SurveyAnswer']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
}>;

export type SurveyQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyQuestion'] = ResolversParentTypes['SurveyQuestion']> = ResolversObject<{
  customerSurveyQuestionID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionTypeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type SurveyQuestionsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyQuestionsResult'] = ResolversParentTypes['SurveyQuestionsResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['SurveyQuestion']>, ParentType, ContextType>;
}>;

export type TimingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Timing'] = ResolversParentTypes['Timing']> = ResolversObject<{
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TimingStatus'], ParentType, ContextType>;
}>;

export type TimingStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimingStats'] = ResolversParentTypes['TimingStats']> = ResolversObject<{
  early?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earlyPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  onTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTimePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type TimingStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimingStatusCount'] = ResolversParentTypes['TimingStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TimingStatus'], ParentType, ContextType>;
}>;

export type TotemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Totem'] = ResolversParentTypes['Totem']> = ResolversObject<{
  assistedCheckin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assistedCheckout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacyNotice?: Resolver<ResolversTypes['PrivacyNotice'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totemID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totemQueues?: Resolver<Array<ResolversTypes['TotemQueue']>, ParentType, ContextType>;
  userID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TotemBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotemBooking'] = ResolversParentTypes['TotemBooking']> = ResolversObject<{
  appointmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookingDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TotemBookingKind'], ParentType, ContextType>;
  maskedPlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TotemCheckInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotemCheckInResult'] = ResolversParentTypes['TotemCheckInResult']> = ResolversObject<{
  bookingDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['TotemBookingKind']>, ParentType, ContextType>;
  welcome?: Resolver<Maybe<ResolversTypes['TotemWelcome']>, ParentType, ContextType>;
}>;

export type TotemPickupResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotemPickupResult'] = ResolversParentTypes['TotemPickupResult']> = ResolversObject<{
  estimatedReadyAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['TotemPickupProblem']>, ParentType, ContextType>;
  welcome?: Resolver<Maybe<ResolversTypes['TotemWelcome']>, ParentType, ContextType>;
}>;

export type TotemQueueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotemQueue'] = ResolversParentTypes['TotemQueue']> = ResolversObject<{
  activity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queueID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TotemResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotemResult'] = ResolversParentTypes['TotemResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  totem?: Resolver<Maybe<ResolversTypes['Totem']>, ParentType, ContextType>;
}>;

export type TotemVehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotemVehicle'] = ResolversParentTypes['TotemVehicle']> = ResolversObject<{
  appointmentID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookingToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedReadyAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  inPickupQueue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maskedPlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pickupBookedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TotemVehicleState'], ParentType, ContextType>;
}>;

export type TotemWelcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotemWelcome'] = ResolversParentTypes['TotemWelcome']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  estimatedWaitMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  estimatedWaitRange?: Resolver<Maybe<ResolversTypes['WaitRange']>, ParentType, ContextType>;
  maskedPlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  queueName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrackingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tracking'] = ResolversParentTypes['Tracking']> = ResolversObject<{
  boxName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  calledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkoutDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  delayNotice?: Resolver<Maybe<ResolversTypes['TrackingDelayNotice']>, ParentType, ContextType>;
  estimatedWaitMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  estimatedWaitRange?: Resolver<Maybe<ResolversTypes['WaitRange']>, ParentType, ContextType>;
  jobEndDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  jobStartDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  maskedPlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  queueName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrackingChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrackingChange'] = ResolversParentTypes['TrackingChange']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['Tracking']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrackingDelayNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrackingDelayNotice'] = ResolversParentTypes['TrackingDelayNotice']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  accessFailedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dataInvioEmailBenvenuto?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genderID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCountryManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastPasswordChangedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lockoutEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  passwordChangeRequestDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ultimoAccesso?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userWorkshopRoles?: Resolver<Array<ResolversTypes['UserWorkshopRole']>, ParentType, ContextType>;
}>;

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type UserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type UserSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSummary'] = ResolversParentTypes['UserSummary']> = ResolversObject<{
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserWorkshopRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserWorkshopRole'] = ResolversParentTypes['UserWorkshopRole']> = ResolversObject<{
  roleID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userWorkshopRoleID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VehicleBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleBrand'] = ResolversParentTypes['VehicleBrand']> = ResolversObject<{
  aliases?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicleBrandID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VehicleBrandResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleBrandResult'] = ResolversParentTypes['VehicleBrandResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  vehicleBrand?: Resolver<Maybe<ResolversTypes['VehicleBrand']>, ParentType, ContextType>;
}>;

export type VehicleModelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleModel'] = ResolversParentTypes['VehicleModel']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleBrandID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vehicleModelID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VehicleModelResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleModelResult'] = ResolversParentTypes['VehicleModelResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  vehicleModel?: Resolver<Maybe<ResolversTypes['VehicleModel']>, ParentType, ContextType>;
}>;

export type WaitRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitRange'] = ResolversParentTypes['WaitRange']> = ResolversObject<{
  highMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastDurationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhookDeliveryID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  webhookEndpointID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WebhookDeliveryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryConnection'] = ResolversParentTypes['WebhookDeliveryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WebhookDeliveryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookDeliveryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryEdge'] = ResolversParentTypes['WebhookDeliveryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastDeliveryAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastDeliveryStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhookEndpointID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WebhookEndpointResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpointResult'] = ResolversParentTypes['WebhookEndpointResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
}>;

export type WebhookEndpointSecretResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpointSecretResult'] = ResolversParentTypes['WebhookEndpointSecretResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
}>;

export type WithdrawalBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalBooking'] = ResolversParentTypes['WithdrawalBooking']> = ResolversObject<{
  bookingDateTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WithdrawalCalendarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalCalendar'] = ResolversParentTypes['WithdrawalCalendar']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['WithdrawalCalendarDay']>, ParentType, ContextType>;
  workshopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WithdrawalCalendarDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalCalendarDay'] = ResolversParentTypes['WithdrawalCalendarDay']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['WithdrawalSlotAvailability']>, ParentType, ContextType>;
  weekDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WithdrawalResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalResult'] = ResolversParentTypes['WithdrawalResult']> = ResolversObject<{
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visit?: Resolver<Maybe<ResolversTypes['CustomerVisit']>, ParentType, ContextType>;
}>;

export type WithdrawalScheduleDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalScheduleDay'] = ResolversParentTypes['WithdrawalScheduleDay']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['WithdrawalScheduleSlot']>, ParentType, ContextType>;
  unscheduled?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  weekDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WithdrawalScheduleSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalScheduleSlot'] = ResolversParentTypes['WithdrawalScheduleSlot']> = ResolversObject<{
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookings?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WithdrawalSlotAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalSlotAvailability'] = ResolversParentTypes['WithdrawalSlotAvailability']> = ResolversObject<{
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WithdrawalStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalState'] = ResolversParentTypes['WithdrawalState']> = ResolversObject<{
  booking?: Resolver<Maybe<ResolversTypes['WithdrawalBooking']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WorkingDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkingDetail'] = ResolversParentTypes['WorkingDetail']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type WorkshopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workshop'] = ResolversParentTypes['Workshop']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returningCustomerDaysThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userWorkshopRoles?: Resolver<Array<ResolversTypes['WorkshopUserRole']>, ParentType, ContextType>;
  videoFolderPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withdrawalQueueID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  workshopCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkshopConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkshopConnection'] = ResolversParentTypes['WorkshopConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WorkshopEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Workshop']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WorkshopDeskSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkshopDeskSettings'] = ResolversParentTypes['WorkshopDeskSettings']> = ResolversObject<{
  criticalThresholdMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toleranceMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WorkshopEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkshopEdge'] = ResolversParentTypes['WorkshopEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Workshop'], ParentType, ContextType>;
}>;

export type WorkshopKpisResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkshopKpis'] = ResolversParentTypes['WorkshopKpis']> = ResolversObject<{
  arrivedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageWaitingMinutesToday?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bookedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedOutToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inBoxNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inWorkshopNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  longestWaitMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waitingNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WorkshopParametersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkshopParameters'] = ResolversParentTypes['WorkshopParameters']> = ResolversObject<{
  acceptanceDurationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  acceptorInactivityAlertChannel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  acceptorInactivityAlertRepeatMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  acceptorInactivityTimeInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  assistedCheckin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assistedCheckout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  autoRecalcQueueEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  automaticSurveyEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  automaticSurveyText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookingOfficeEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingOfficeTelephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedCustomerSurvey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmAppointment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criticalGlobalWaitingTimeInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  criticalThresholdAlertChannel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criticalThresholdAlertMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  criticalThresholdAlertRepeatMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyStatisticsRoleNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  delayNoticeSmsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expectedJobMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  globalWaitingTimeAlertChannel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  globalWaitingTimeAlertRepeatMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobOverrunGraceMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobOverrunSmsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxWaitingTimeInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nightSmsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onDemandSurveyEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onRequestCustomerSurvey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payOnline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payOnlineSmsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  personalDataRetentionMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preferredResourceEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privacyNotice?: Resolver<ResolversTypes['PrivacyNotice'], ParentType, ContextType>;
  privacyNoticeEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacyNoticeIt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacyNoticeVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processingCompleted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queueUploadColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  randomCheckinWelcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reminder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screenOfflineAlertChannel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screenOfflineAlertMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  screenOfflineAlertRepeatMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  smsSenderID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  thankYou?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thankYouSmsDelayInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thankYouSmsDisabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  toleranceMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicleCollectionConfirmation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videosEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warningsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  welcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withdrawReminder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopRoleWarnings?: Resolver<Array<ResolversTypes['RoleWarning']>, ParentType, ContextType>;
  youAreNext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  youAreNextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WorkshopResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkshopResult'] = ResolversParentTypes['WorkshopResult']> = ResolversObject<{
  formErrors?: Resolver<Array<ResolversTypes['FormError']>, ParentType, ContextType>;
  workshop?: Resolver<Maybe<ResolversTypes['Workshop']>, ParentType, ContextType>;
}>;

export type WorkshopStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkshopStats'] = ResolversParentTypes['WorkshopStats']> = ResolversObject<{
  appointmentsCheckins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appointmentsNoShow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appointmentsRandom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageAcceptanceMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageWaitingMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  checkedOutVehicles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['StatsEntryType'], ParentType, ContextType>;
  exitInterviewPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fromDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  globalWaitingMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  perAcceptor?: Resolver<Array<ResolversTypes['AcceptorStats']>, ParentType, ContextType>;
  perQueue?: Resolver<Array<ResolversTypes['QueueStats']>, ParentType, ContextType>;
  proactiveInfoPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timing?: Resolver<ResolversTypes['TimingStats'], ParentType, ContextType>;
  toDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workingDetails?: Resolver<Array<ResolversTypes['WorkingDetail']>, ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WorkshopUserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkshopUserRole'] = ResolversParentTypes['WorkshopUserRole']> = ResolversObject<{
  roleID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['UserSummary'], ParentType, ContextType>;
  userWorkshopRoleID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workshopID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AcceptorStats?: AcceptorStatsResolvers<ContextType>;
  AgendaFeed?: AgendaFeedResolvers<ContextType>;
  AnswerCount?: AnswerCountResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentChange?: AppointmentChangeResolvers<ContextType>;
  AppointmentConnection?: AppointmentConnectionResolvers<ContextType>;
  AppointmentEdge?: AppointmentEdgeResolvers<ContextType>;
  AppointmentLog?: AppointmentLogResolvers<ContextType>;
  AppointmentLogConnection?: AppointmentLogConnectionResolvers<ContextType>;
  AppointmentLogEdge?: AppointmentLogEdgeResolvers<ContextType>;
  AppointmentResult?: AppointmentResultResolvers<ContextType>;
  AppointmentSms?: AppointmentSmsResolvers<ContextType>;
  AppointmentStats?: AppointmentStatsResolvers<ContextType>;
  AppointmentSurvey?: AppointmentSurveyResolvers<ContextType>;
  AppointmentsUpload?: AppointmentsUploadResolvers<ContextType>;
  AppointmentsUploadColumn?: AppointmentsUploadColumnResolvers<ContextType>;
  AppointmentsUploadMessage?: AppointmentsUploadMessageResolvers<ContextType>;
  AppointmentsUploadRow?: AppointmentsUploadRowResolvers<ContextType>;
  AppointmentsUploadRowConnection?: AppointmentsUploadRowConnectionResolvers<ContextType>;
  AppointmentsUploadRowEdge?: AppointmentsUploadRowEdgeResolvers<ContextType>;
  AvailabilitySlot?: AvailabilitySlotResolvers<ContextType>;
  BayBoard?: BayBoardResolvers<ContextType>;
  BayClock?: BayClockResolvers<ContextType>;
  Box?: BoxResolvers<ContextType>;
  BoxResult?: BoxResultResolvers<ContextType>;
  BoxesChange?: BoxesChangeResolvers<ContextType>;
  CreateAgendaFeedResult?: CreateAgendaFeedResultResolvers<ContextType>;
  CreateApiKeyResult?: CreateApiKeyResultResolvers<ContextType>;
  CreateAppointmentUploadPayload?: CreateAppointmentUploadPayloadResolvers<ContextType>;
  CustomerAppointmentSummary?: CustomerAppointmentSummaryResolvers<ContextType>;
  CustomerDataErasure?: CustomerDataErasureResolvers<ContextType>;
  CustomerDataVisit?: CustomerDataVisitResolvers<ContextType>;
  CustomerSurvey?: CustomerSurveyResolvers<ContextType>;
  CustomerSurveyQuestion?: CustomerSurveyQuestionResolvers<ContextType>;
  CustomerSurveyResult?: CustomerSurveyResultResolvers<ContextType>;
  CustomerVisit?: CustomerVisitResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DayWaits?: DayWaitsResolvers<ContextType>;
  DelayNotice?: DelayNoticeResolvers<ContextType>;
  DelayNoticeResult?: DelayNoticeResultResolvers<ContextType>;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  DownloadedFile?: DownloadedFileResolvers<ContextType>;
  EstimateAccuracy?: EstimateAccuracyResolvers<ContextType>;
  ExitInterviewStats?: ExitInterviewStatsResolvers<ContextType>;
  File?: GraphQLScalarType;
  FormError?: FormErrorResolvers<ContextType>;
  HistoryLine?: HistoryLineResolvers<ContextType>;
  HourArrivals?: HourArrivalsResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MobileMonitorLoginResult?: MobileMonitorLoginResultResolvers<ContextType>;
  Monitor?: MonitorResolvers<ContextType>;
  MonitorCall?: MonitorCallResolvers<ContextType>;
  MonitorCalls?: MonitorCallsResolvers<ContextType>;
  MonitorQueueGroup?: MonitorQueueGroupResolvers<ContextType>;
  MonitorResult?: MonitorResultResolvers<ContextType>;
  MoveVehicleModelsResult?: MoveVehicleModelsResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  NewsResult?: NewsResultResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  OutboxMessageConnection?: OutboxMessageConnectionResolvers<ContextType>;
  OutboxMessageEdge?: OutboxMessageEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  ParametersResult?: ParametersResultResolvers<ContextType>;
  PrivacyNotice?: PrivacyNoticeResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionStats?: QuestionStatsResolvers<ContextType>;
  Queue?: QueueResolvers<ContextType>;
  QueueChange?: QueueChangeResolvers<ContextType>;
  QueueCount?: QueueCountResolvers<ContextType>;
  QueueCounts?: QueueCountsResolvers<ContextType>;
  QueueEstimateAccuracy?: QueueEstimateAccuracyResolvers<ContextType>;
  QueueGroup?: QueueGroupResolvers<ContextType>;
  QueueGroupResult?: QueueGroupResultResolvers<ContextType>;
  QueueResult?: QueueResultResolvers<ContextType>;
  QueueStats?: QueueStatsResolvers<ContextType>;
  RecalculateQueueResult?: RecalculateQueueResultResolvers<ContextType>;
  RejectReason?: RejectReasonResolvers<ContextType>;
  RejectReasonResult?: RejectReasonResultResolvers<ContextType>;
  ResetPasswordResult?: ResetPasswordResultResolvers<ContextType>;
  ReturningCustomer?: ReturningCustomerResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleWarning?: RoleWarningResolvers<ContextType>;
  ScreenDevice?: ScreenDeviceResolvers<ContextType>;
  ScreenHeartbeat?: ScreenHeartbeatResolvers<ContextType>;
  SetAvailabilitySlotsResult?: SetAvailabilitySlotsResultResolvers<ContextType>;
  Slogan?: SloganResolvers<ContextType>;
  SloganResult?: SloganResultResolvers<ContextType>;
  SmsSender?: SmsSenderResolvers<ContextType>;
  SmsSenderResult?: SmsSenderResultResolvers<ContextType>;
  StaffAlert?: StaffAlertResolvers<ContextType>;
  StaffAlertsChange?: StaffAlertsChangeResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SuccessResult?: SuccessResultResolvers<ContextType>;
  SurveyAnswer?: SurveyAnswerResolvers<ContextType>;
  SurveyAnswersResult?: SurveyAnswersResultResolvers<ContextType>;
  SurveyQuestion?: SurveyQuestionResolvers<ContextType>;
  SurveyQuestionsResult?: SurveyQuestionsResultResolvers<ContextType>;
  Timing?: TimingResolvers<ContextType>;
  TimingStats?: TimingStatsResolvers<ContextType>;
  TimingStatusCount?: TimingStatusCountResolvers<ContextType>;
  Totem?: TotemResolvers<ContextType>;
  TotemBooking?: TotemBookingResolvers<ContextType>;
  TotemCheckInResult?: TotemCheckInResultResolvers<ContextType>;
  TotemPickupResult?: TotemPickupResultResolvers<ContextType>;
  TotemQueue?: TotemQueueResolvers<ContextType>;
  TotemResult?: TotemResultResolvers<ContextType>;
  TotemVehicle?: TotemVehicleResolvers<ContextType>;
  TotemWelcome?: TotemWelcomeResolvers<ContextType>;
  Tracking?: TrackingResolvers<ContextType>;
  TrackingChange?: TrackingChangeResolvers<ContextType>;
  TrackingDelayNotice?: TrackingDelayNoticeResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  UserSummary?: UserSummaryResolvers<ContextType>;
  UserWorkshopRole?: UserWorkshopRoleResolvers<ContextType>;
  VehicleBrand?: VehicleBrandResolvers<ContextType>;
  VehicleBrandResult?: VehicleBrandResultResolvers<ContextType>;
  VehicleModel?: VehicleModelResolvers<ContextType>;
  VehicleModelResult?: VehicleModelResultResolvers<ContextType>;
  WaitRange?: WaitRangeResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryConnection?: WebhookDeliveryConnectionResolvers<ContextType>;
  WebhookDeliveryEdge?: WebhookDeliveryEdgeResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointResult?: WebhookEndpointResultResolvers<ContextType>;
  WebhookEndpointSecretResult?: WebhookEndpointSecretResultResolvers<ContextType>;
  WithdrawalBooking?: WithdrawalBookingResolvers<ContextType>;
  WithdrawalCalendar?: WithdrawalCalendarResolvers<ContextType>;
  WithdrawalCalendarDay?: WithdrawalCalendarDayResolvers<ContextType>;
  WithdrawalResult?: WithdrawalResultResolvers<ContextType>;
  WithdrawalScheduleDay?: WithdrawalScheduleDayResolvers<ContextType>;
  WithdrawalScheduleSlot?: WithdrawalScheduleSlotResolvers<ContextType>;
  WithdrawalSlotAvailability?: WithdrawalSlotAvailabilityResolvers<ContextType>;
  WithdrawalState?: WithdrawalStateResolvers<ContextType>;
  WorkingDetail?: WorkingDetailResolvers<ContextType>;
  Workshop?: WorkshopResolvers<ContextType>;
  WorkshopConnection?: WorkshopConnectionResolvers<ContextType>;
  WorkshopDeskSettings?: WorkshopDeskSettingsResolvers<ContextType>;
  WorkshopEdge?: WorkshopEdgeResolvers<ContextType>;
  WorkshopKpis?: WorkshopKpisResolvers<ContextType>;
  WorkshopParameters?: WorkshopParametersResolvers<ContextType>;
  WorkshopResult?: WorkshopResultResolvers<ContextType>;
  WorkshopStats?: WorkshopStatsResolvers<ContextType>;
  WorkshopUserRole?: WorkshopUserRoleResolvers<ContextType>;
}>;

