import * as v from 'valibot';
import { YOU_ARE_NEXT_POSITION } from '../appointments/you-are-next.ts';
import { ASSIGNABLE_ROLES } from '../auth/roles.ts';
import { ALERT_CHANNELS, ALERT_TYPE_IDS, RETENTION_MONTHS } from '../configuration/constants.ts';
import { unknownPlaceholders } from '../messaging/sms-placeholders.ts';
import { PRIVACY_NOTICE_MAX } from '../privacy/privacy-notice.ts';
import { booleanField, integerIn, optionalId, optionalText, plainText, requiredId } from './fields.ts';
import { messageKey } from './messages.ts';

/** Longest SMS text: four concatenated SMS. */
export const SMS_TEXT_MAX = 640;

/** An SMS text: may be empty (do not send); only the known `{placeholders}`. */
export const smsTextField = () =>
  v.pipe(
    plainText(SMS_TEXT_MAX),
    v.check((text) => unknownPlaceholders(text).length === 0, messageKey('unknownPlaceholder')),
  );

const minutes = (max: number) => v.optional(integerIn(0, max));
const flag = () => v.optional(booleanField());
const sms = () => v.optional(smsTextField());
const roleName = () => v.picklist(ASSIGNABLE_ROLES, messageKey('notAssignable'));
const channel = () => v.optional(v.picklist(ALERT_CHANNELS, messageKey('invalid')));

/** The SMS text columns of the parameters (spec §3), in the order the screen shows them. */
export const SMS_TEXT_FIELDS = [
  'welcome',
  'randomCheckinWelcome',
  'processingCompleted',
  'thankYou',
  'completedCustomerSurvey',
  'onRequestCustomerSurvey',
  'payOnline',
  'reminder',
  'confirmAppointment',
  'withdrawReminder',
  'vehicleCollectionConfirmation',
  'automaticSurveyText',
  'youAreNext',
] as const;

/**
 * Spec §3 workshop parameters. Every field but the workshop is optional: what is sent changes,
 * the rest stays. Durations and thresholds are whole minutes from 0 to a day (a week for the
 * thank-you delay); the role lists replace the stored ones when sent.
 */
export const updateParametersInputSchema = v.object({
  workshopID: requiredId(),
  acceptanceDurationMinutes: minutes(480),
  toleranceMinutes: minutes(240),
  criticalThresholdAlertMinutes: minutes(1440),
  criticalGlobalWaitingTimeInMinutes: minutes(1440),
  maxWaitingTimeInMinutes: minutes(1440),
  acceptorInactivityTimeInMinutes: minutes(1440),
  assistedCheckin: flag(),
  assistedCheckout: flag(),
  preferredResourceEnabled: flag(),
  warningsEnabled: flag(),
  smsSenderID: v.optional(optionalId()),
  videosEnabled: flag(),
  payOnlineSmsEnabled: flag(),
  nightSmsAllowed: flag(),
  youAreNextPosition: v.optional(integerIn(YOU_ARE_NEXT_POSITION.min, YOU_ARE_NEXT_POSITION.max)),
  delayNoticeSmsEnabled: flag(),
  autoRecalcQueueEnabled: flag(),
  /** A job's duration when its queue's history is too short to measure (decision 0028). */
  expectedJobMinutes: minutes(480),
  jobOverrunSmsEnabled: flag(),
  jobOverrunGraceMinutes: minutes(240),
  bookingOfficeEmail: v.optional(
    v.nullable(
      v.pipe(
        v.string(messageKey('invalid')),
        v.trim(),
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(
          v.pipe(v.string(), v.email(messageKey('email')), v.maxLength(256, messageKey('maxLength'))),
        ),
      ),
    ),
  ),
  bookingOfficeTelephone: v.optional(optionalText(40)),
  queueUploadColumn: v.optional(optionalText(100)),
  criticalThresholdAlertChannel: channel(),
  criticalThresholdAlertRepeatMinutes: minutes(1440),
  globalWaitingTimeAlertChannel: channel(),
  globalWaitingTimeAlertRepeatMinutes: minutes(1440),
  acceptorInactivityAlertChannel: channel(),
  acceptorInactivityAlertRepeatMinutes: minutes(1440),
  screenOfflineAlertMinutes: minutes(1440),
  screenOfflineAlertChannel: channel(),
  screenOfflineAlertRepeatMinutes: minutes(1440),
  automaticSurveyEnabled: flag(),
  automaticSurveyText: sms(),
  onDemandSurveyEnabled: flag(),
  processingCompleted: sms(),
  welcome: sms(),
  thankYou: sms(),
  thankYouSmsDelayInMinutes: minutes(10080),
  personalDataRetentionMonths: v.optional(integerIn(RETENTION_MONTHS.min, RETENTION_MONTHS.max)),
  /** The workshop's own privacy notice; empty means the default text (shared/privacy). */
  privacyNoticeIt: v.optional(plainText(PRIVACY_NOTICE_MAX)),
  privacyNoticeEn: v.optional(plainText(PRIVACY_NOTICE_MAX)),
  thankYouSmsDisabled: flag(),
  completedCustomerSurvey: sms(),
  onRequestCustomerSurvey: sms(),
  payOnline: sms(),
  reminder: sms(),
  confirmAppointment: sms(),
  withdrawReminder: sms(),
  randomCheckinWelcome: sms(),
  vehicleCollectionConfirmation: sms(),
  youAreNext: sms(),
  /** Which roles receive which alert; replaces the workshop's list when sent. */
  workshopRoleWarnings: v.optional(
    v.array(
      v.object({
        roleName: roleName(),
        alertTypeID: v.picklist(Object.values(ALERT_TYPE_IDS), messageKey('invalid')),
      }),
      messageKey('invalid'),
    ),
  ),
  /** Roles that receive the daily statistics; replaces the workshop's list when sent. */
  dailyStatisticsRoleNames: v.optional(v.array(roleName(), messageKey('invalid'))),
});

export type UpdateParametersInput = v.InferOutput<typeof updateParametersInputSchema>;
