import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import {
  ALERT_CHANNELS,
  ALERT_TYPE_IDS,
  RETENTION_MONTHS,
} from '../../../../shared/configuration/constants.ts';
import { roles } from './auth.ts';
import { id, instant, timestamps } from './columns.ts';
import { workshops } from './workshops.ts';

// The channel and alert lists live in shared/ so the parameters form checks the same values.
export {
  ALERT_CHANNELS,
  ALERT_TYPE_IDS,
  type AlertChannel,
} from '../../../../shared/configuration/constants.ts';

const channelList = sql.raw(ALERT_CHANNELS.map((c) => `'${c}'`).join(', '));
const alertTypeList = sql.raw(Object.values(ALERT_TYPE_IDS).join(', '));

/** An SMS sender name (the alphanumeric "from" of outgoing SMS), chosen per workshop. */
export const smsSenders = pgTable('sms_senders', {
  smsSenderID: id(),
  name: text().notNull().unique('sms_senders_name_unique'),
  createdAt: instant().notNull().defaultNow(),
});

/**
 * One row per workshop. Every column has a default, so inserting just the workshop id gives a
 * working configuration; SMS texts default to empty, meaning "do not send".
 */
export const workshopParameters = pgTable(
  'workshop_parameters',
  {
    workshopID: uuid()
      .primaryKey()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    acceptanceDurationMinutes: integer().notNull().default(15),
    toleranceMinutes: integer().notNull().default(10),
    criticalThresholdAlertMinutes: integer().notNull().default(30),
    criticalGlobalWaitingTimeInMinutes: integer().notNull().default(60),
    maxWaitingTimeInMinutes: integer().notNull().default(45),
    acceptorInactivityTimeInMinutes: integer().notNull().default(20),
    assistedCheckin: boolean().notNull().default(false),
    assistedCheckout: boolean().notNull().default(false),
    preferredResourceEnabled: boolean().notNull().default(false),
    warningsEnabled: boolean().notNull().default(true),
    smsSenderID: uuid().references(() => smsSenders.smsSenderID, { onDelete: 'set null' }),
    videosEnabled: boolean().notNull().default(false),
    payOnlineSmsEnabled: boolean().notNull().default(false),
    /** Scheduled SMS (reminders, a delayed thank-you) may leave between 21:00 and 08:00. */
    nightSmsAllowed: boolean().notNull().default(false),
    /** "You are next" SMS when a customer becomes this place in line or closer; 0: off. */
    youAreNextPosition: integer().notNull().default(0),
    /** A manager's delay notice also goes out by SMS to the queue's waiting customers. */
    delayNoticeSmsEnabled: boolean().notNull().default(false),
    autoRecalcQueueEnabled: boolean().notNull().default(true),
    /**
     * A job's expected duration when its queue has too few recent jobs to measure one
     * (server/features/job-durations, decision 0028).
     */
    expectedJobMinutes: integer().notNull().default(60),
    /** Tell the customer by SMS, with a new estimate, when their job runs past the expected end. */
    jobOverrunSmsEnabled: boolean().notNull().default(false),
    /** Minutes past the expected end before that SMS leaves. */
    jobOverrunGraceMinutes: integer().notNull().default(15),
    bookingOfficeEmail: text(),
    bookingOfficeTelephone: text(),
    /** Header of the upload file's column that names the queue, when uploads carry one. */
    queueUploadColumn: text(),

    criticalThresholdAlertChannel: text({ enum: ALERT_CHANNELS }).notNull().default('none'),
    criticalThresholdAlertRepeatMinutes: integer().notNull().default(15),
    globalWaitingTimeAlertChannel: text({ enum: ALERT_CHANNELS }).notNull().default('none'),
    globalWaitingTimeAlertRepeatMinutes: integer().notNull().default(15),
    acceptorInactivityAlertChannel: text({ enum: ALERT_CHANNELS }).notNull().default('none'),
    acceptorInactivityAlertRepeatMinutes: integer().notNull().default(15),
    /** Minutes a monitor or totem may stay silent before it counts as offline and alerts; 0: no alert. */
    screenOfflineAlertMinutes: integer().notNull().default(5),
    screenOfflineAlertChannel: text({ enum: ALERT_CHANNELS }).notNull().default('push'),
    /** 0: one alert per outage. */
    screenOfflineAlertRepeatMinutes: integer().notNull().default(0),

    automaticSurveyEnabled: boolean().notNull().default(false),
    automaticSurveyText: text().notNull().default(''),
    onDemandSurveyEnabled: boolean().notNull().default(true),

    // SMS texts, named as in spec §3. Placeholders: {name} {plate} {box} {link} {workshop} {date}.
    processingCompleted: text().notNull().default(''),
    welcome: text().notNull().default(''),
    thankYou: text().notNull().default(''),
    thankYouSmsDelayInMinutes: integer().notNull().default(60),
    thankYouSmsDisabled: boolean().notNull().default(false),
    completedCustomerSurvey: text().notNull().default(''),
    onRequestCustomerSurvey: text().notNull().default(''),
    payOnline: text().notNull().default(''),
    reminder: text().notNull().default(''),
    confirmAppointment: text().notNull().default(''),
    withdrawReminder: text().notNull().default(''),
    randomCheckinWelcome: text().notNull().default(''),
    vehicleCollectionConfirmation: text().notNull().default(''),
    /** The workshop's own "you are next" text; empty: Turno's text in the customer's language. */
    youAreNext: text().notNull().default(''),
    /**
     * Months after a visit ends before its customer's name, mobile, e-mail, plate and free texts
     * are erased (docs/privacy.md); the visit's times and statuses stay for the statistics.
     */
    personalDataRetentionMonths: integer().notNull().default(RETENTION_MONTHS.default),
    /**
     * The workshop's own privacy notice for customers, in Italian and English; empty means the
     * installation's default text (shared/privacy/privacy-notice.ts). The version goes up whenever
     * the notice customers read changes (either text, or the retention it quotes): a consent
     * records the version it was given on.
     */
    privacyNoticeIt: text().notNull().default(''),
    privacyNoticeEn: text().notNull().default(''),
    privacyNoticeVersion: integer().notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check(
      'workshop_parameters_channels_check',
      sql`${t.criticalThresholdAlertChannel} in (${channelList}) and ${t.globalWaitingTimeAlertChannel} in (${channelList}) and ${t.acceptorInactivityAlertChannel} in (${channelList}) and ${t.screenOfflineAlertChannel} in (${channelList})`,
    ),
    check('workshop_parameters_you_are_next_check', sql`${t.youAreNextPosition} between 0 and 10`),
    check(
      'workshop_parameters_retention_check',
      sql`${t.personalDataRetentionMonths} between ${sql.raw(String(RETENTION_MONTHS.min))} and ${sql.raw(String(RETENTION_MONTHS.max))}`,
    ),
  ],
);

/** Which roles of a workshop receive which alert. */
export const workshopRoleWarnings = pgTable(
  'workshop_role_warnings',
  {
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    roleID: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    alertTypeID: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'workshop_role_warnings_pk', columns: [t.workshopID, t.roleID, t.alertTypeID] }),
    check('workshop_role_warnings_alert_type_check', sql`${t.alertTypeID} in (${alertTypeList})`),
  ],
);

/** Roles of a workshop that receive the daily statistics e-mail. */
export const workshopDailyStatisticsRoles = pgTable(
  'workshop_daily_statistics_roles',
  {
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    roleID: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'workshop_daily_statistics_roles_pk', columns: [t.workshopID, t.roleID] })],
);
