import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  BOX_OCCUPYING_STATUSES,
  LIVE_STATUSES,
} from '../../../../shared/appointments/appointment-status.ts';
import { users } from './auth.ts';
import { boxes } from './boxes.ts';
import { id, instant, timestamps } from './columns.ts';
import { queues } from './queues.ts';
import { rejectReasons } from './reject-reasons.ts';
import { appointmentUploads } from './uploads.ts';
import { vehicleBrands } from './vehicles.ts';
import { workshops } from './workshops.ts';

export const APPOINTMENT_TYPES = ['normal', 'withdrawal'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** 16 random bytes (128 bits) in base64url: the only key to an appointment's public pages. */
export function newTrackingCode(): string {
  return randomBytes(16).toString('base64url');
}

const statusCodeList = sql.raw(APPOINTMENT_STATUSES.map((s) => s.code).join(', '));
const boxOccupyingList = sql.raw(BOX_OCCUPYING_STATUSES.join(', '));
const liveList = sql.raw(LIVE_STATUSES.join(', '));

/**
 * The anomaly code the migration that made one live visit per plate wrote on visits that were
 * already a second live visit of their plate: they stay visible for staff to close, outside the rule.
 */
export const DUPLICATE_LIVE_ANOMALY = 'duplicateLive';

/** A plate as compared: upper case, no spaces or dashes (as the forms store it; older rows too). */
export function plateKey(plate: AnyPgColumn | SQL) {
  return sql`upper(regexp_replace(${plate}, '[[:space:]-]', '', 'g'))`;
}

/**
 * A customer's visit: booked, walk-in or pickup. Soft-deleted (`deletedAt`) so history and
 * statistics keep it. `version` is bumped by every change and checked by writers that read the row
 * before updating it.
 */
export const appointments = pgTable(
  'appointments',
  {
    appointmentID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'restrict' }),
    /** Set on a child appointment (e.g. a pickup booking) to its main appointment. */
    mainAppointmentID: uuid().references((): AnyPgColumn => appointments.appointmentID, {
      onDelete: 'set null',
    }),
    type: text({ enum: APPOINTMENT_TYPES }).notNull().default('normal'),
    statusCode: integer().notNull(),
    /** Higher is called first within a queue. */
    priority: integer().notNull().default(0),
    /** True for a walk-in; kept after the status moves on, for statistics and the entry filter. */
    walkIn: boolean().notNull().default(false),

    licensePlate: text().notNull(),
    name: text().notNull().default(''),
    mobile: text(),
    email: text(),
    description: text(),
    note: text(),
    vehicleBrandID: uuid().references(() => vehicleBrands.vehicleBrandID, { onDelete: 'set null' }),
    /** Free text: uploads and the totem bring model names that are not in the catalogue. */
    vehicleModel: text(),

    // Queue and box. Both carry the workshop in their composite foreign keys below, so an
    // appointment can never point at another workshop's queue or box.
    assignedQueueID: uuid(),
    /**
     * The box the customer was called into. A single column, so an appointment is in at most one
     * box by construction; the partial unique index below makes a box hold at most one customer.
     */
    acceptedBoxID: uuid(),
    acceptedUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    /** The acceptor called the customer without showing their name on the monitor. */
    hiddenAcceptance: boolean().notNull().default(false),
    rejectReasonID: uuid().references(() => rejectReasons.rejectReasonID, { onDelete: 'set null' }),

    bookingDateTime: instant(),
    checkinDateTime: instant(),
    acceptanceDateTime: instant(),
    jobStartDateTime: instant(),
    jobEndDateTime: instant(),
    jobRejectDateTime: instant(),
    paymentDateTime: instant(),
    checkoutDateTime: instant(),
    surveyAnsweredDateTime: instant(),
    jobEndSmsDateTime: instant(),
    /**
     * When the customer was told by SMS that the running job is taking longer than expected, with
     * a new estimate (docs/staff-desk.md "Bay board"): set in the transaction that queues the SMS,
     * so a job is told once, whatever replica or restart runs the check.
     */
    jobOverrunSmsDateTime: instant(),
    /**
     * The wait (whole minutes) the customer was told when they checked in: what they plan by. Set in
     * the check-in's transaction; null when no box was open (no estimate) or for visits checked in
     * before it was recorded. Called minus checked in is the real wait (docs/queue-order.md).
     */
    checkinEstimatedWaitMinutes: integer(),

    /** Why the check-in needs staff attention, a code such as `otherDay` or `otherWorkshop`; null when fine. */
    checkinAnomaly: text(),
    waitingSpareParts: boolean().notNull().default(false),
    thanksSmsEnabled: boolean().notNull().default(true),
    returningCustomerLastDate: instant(),
    returningCustomerReason: text(),

    trackingCode: text().notNull().$defaultFn(newTrackingCode),
    trackingCodeExpiresAt: instant(),
    /**
     * The customer's language where known (`it` or `en`): the totem's interface language at
     * self check-in. The links sent to the customer open in it; null when unknown.
     */
    customerLanguage: text(),
    /**
     * The customer's own answer to "SMS about this visit" where they typed their mobile themselves
     * (the totem's walk-in form): false means no SMS is ever queued for the visit; null means not
     * asked there (desk, bookings, uploads), and the workshop's SMS go out as before (decision 0021).
     */
    smsConsent: boolean(),
    /** When that answer was given, and the version of the workshop's privacy notice then in force. */
    smsConsentAt: instant(),
    privacyNoticeVersion: integer(),
    /**
     * When the customer was sent the "you are next" SMS, or counted as told (already within the
     * workshop's position at check-in): set once per visit, in the transaction of the change that
     * moved them up, so it is never sent twice (server/features/appointments/you-are-next.ts).
     */
    youAreNextSentAt: instant(),
    /** The last delay-notice SMS of the visit: at most one per DELAY_SMS_GAP_MINUTES (delay-notices). */
    delaySmsSentAt: instant(),
    /** The bulk upload that created the appointment, if any. */
    uploadID: uuid().references(() => appointmentUploads.uploadID, { onDelete: 'set null' }),

    version: integer().notNull().default(1),
    deletedAt: instant(),
    /** When the retention pass erased the customer's personal data (docs/privacy.md). */
    anonymisedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    check('appointments_status_code_check', sql`${t.statusCode} in (${statusCodeList})`),
    check('appointments_customer_language_check', sql`${t.customerLanguage} in ('it', 'en')`),
    check(
      'appointments_type_check',
      sql`${t.type} in (${sql.raw(APPOINTMENT_TYPES.map((v) => `'${v}'`).join(', '))})`,
    ),
    foreignKey({
      name: 'appointments_queue_fk',
      columns: [t.assignedQueueID, t.workshopID],
      foreignColumns: [queues.queueID, queues.workshopID],
    }),
    foreignKey({
      name: 'appointments_box_fk',
      columns: [t.acceptedBoxID, t.workshopID],
      foreignColumns: [boxes.boxID, boxes.workshopID],
    }),
    uniqueIndex('appointments_tracking_code_unique').on(t.trackingCode),
    // The database itself refuses to put two customers in one box, whatever the application does.
    uniqueIndex('appointments_one_per_box')
      .on(t.acceptedBoxID)
      .where(sql`${t.statusCode} in (${boxOccupyingList}) and ${t.deletedAt} is null`),
    // One live visit per plate per workshop, even with two totems checking the same car in at once.
    // A pickup (a child of the visit it collects) is not a visit of its own: it has the next index.
    uniqueIndex('appointments_one_live_per_plate')
      .on(t.workshopID, plateKey(t.licensePlate))
      .where(
        sql`${t.statusCode} in (${liveList}) and ${t.deletedAt} is null and ${t.mainAppointmentID} is null and ${t.checkinAnomaly} is distinct from '${sql.raw(DUPLICATE_LIVE_ANOMALY)}'`,
      ),
    // One pickup in the queue or at a box per visit: two totems collecting one car make one.
    uniqueIndex('appointments_one_live_pickup')
      .on(t.mainAppointmentID)
      .where(
        sql`${t.statusCode} in (${liveList}) and ${t.deletedAt} is null and ${t.mainAppointmentID} is not null`,
      ),
    index('appointments_workshop_status_booking_idx').on(t.workshopID, t.statusCode, t.bookingDateTime),
    index('appointments_queue_status_checkin_idx')
      .on(t.assignedQueueID, t.statusCode, t.checkinDateTime)
      .where(sql`${t.deletedAt} is null`),
    index('appointments_workshop_checkin_idx').on(t.workshopID, t.checkinDateTime),
    // The staff lists by agenda time (booking, else check-in, else creation: see `agendaTime`), read
    // a page after another from where the last ended (docs/lists-export.md): a page of a year's
    // export reads its 500 rows instead of sorting the workshop's whole history again.
    index('appointments_workshop_agenda_idx').on(
      t.workshopID,
      sql`coalesce(${t.bookingDateTime}, ${t.checkinDateTime}, ${t.createdAt})`,
      t.appointmentID,
    ),
    // Statistics count a workshop's visits by the moment each step happened in a period
    // (docs/statistics.md, docs/performance.md): one index per moment keeps a day's figures to the
    // day's rows instead of the workshop's whole history.
    index('appointments_workshop_booking_idx').on(t.workshopID, t.bookingDateTime),
    index('appointments_workshop_acceptance_idx').on(t.workshopID, t.acceptanceDateTime),
    index('appointments_workshop_job_start_idx').on(t.workshopID, t.jobStartDateTime),
    index('appointments_workshop_job_end_idx').on(t.workshopID, t.jobEndDateTime),
    index('appointments_workshop_job_reject_idx').on(t.workshopID, t.jobRejectDateTime),
    index('appointments_workshop_checkout_idx').on(t.workshopID, t.checkoutDateTime),
    index('appointments_license_plate_idx').on(sql`lower(${t.licensePlate})`),
    index('appointments_main_idx').on(t.mainAppointmentID),
    index('appointments_accepted_user_idx').on(t.acceptedUserID),
  ],
);
