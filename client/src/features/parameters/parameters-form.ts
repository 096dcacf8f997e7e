import * as v from 'valibot';
import { ALERT_CHANNELS } from '../../../../shared/configuration/constants.ts';
import { SMS_TEXT_FIELDS, updateParametersInputSchema } from '../../../../shared/validation/parameters.ts';
import { asFlagText, flagText, numberText } from '../../admin-kit/form-text.ts';
import type { SetupParametersQuery } from '../../graphql/generated/graphql.ts';

// The parameters form: every field of spec §3 as text, each checked by the shared schema's own rule.

const entries = updateParametersInputSchema.entries;

/** The minute fields, by section, in the order the screen shows them. */
export const TIME_FIELDS = [
  'acceptanceDurationMinutes',
  'toleranceMinutes',
  'criticalThresholdAlertMinutes',
  'criticalGlobalWaitingTimeInMinutes',
  'maxWaitingTimeInMinutes',
  'acceptorInactivityTimeInMinutes',
  'screenOfflineAlertMinutes',
  'expectedJobMinutes',
] as const;

export const ALERTS = [
  { key: 'criticalThreshold', alertTypeID: 1 },
  { key: 'globalWaitingTime', alertTypeID: 2 },
  { key: 'acceptorInactivity', alertTypeID: 3 },
  { key: 'screenOffline', alertTypeID: 4 },
] as const;

const REPEAT_FIELDS = [
  'criticalThresholdAlertRepeatMinutes',
  'globalWaitingTimeAlertRepeatMinutes',
  'acceptorInactivityAlertRepeatMinutes',
  'screenOfflineAlertRepeatMinutes',
] as const;
const CHANNEL_FIELDS = [
  'criticalThresholdAlertChannel',
  'globalWaitingTimeAlertChannel',
  'acceptorInactivityAlertChannel',
  'screenOfflineAlertChannel',
] as const;
const MINUTE_FIELDS = [
  ...TIME_FIELDS,
  ...REPEAT_FIELDS,
  'thankYouSmsDelayInMinutes',
  'jobOverrunGraceMinutes',
] as const;

export const FLAG_FIELDS = [
  'assistedCheckin',
  'assistedCheckout',
  'preferredResourceEnabled',
  'warningsEnabled',
  'videosEnabled',
  'autoRecalcQueueEnabled',
  'payOnlineSmsEnabled',
  'nightSmsAllowed',
  'delayNoticeSmsEnabled',
  'thankYouSmsDisabled',
  'automaticSurveyEnabled',
  'onDemandSurveyEnabled',
  'jobOverrunSmsEnabled',
] as const;

type MinuteField = (typeof MINUTE_FIELDS)[number];

/** The largest value a minute field takes, read from the shared schema (for the field's hint). */
export function maxMinutes(field: MinuteField): number {
  const pipe = entries[field].wrapped.pipe as readonly { type: string; requirement?: unknown }[];
  const max = pipe.find((item) => item.type === 'max_value')?.requirement;
  return typeof max === 'number' ? max : 0;
}

const minuteEntries = Object.fromEntries(
  MINUTE_FIELDS.map((field) => [field, numberText(entries[field].wrapped)]),
) as Record<MinuteField, ReturnType<typeof numberText<(typeof entries)[MinuteField]['wrapped']>>>;
const flagEntries = Object.fromEntries(FLAG_FIELDS.map((field) => [field, flagText()])) as Record<
  (typeof FLAG_FIELDS)[number],
  ReturnType<typeof flagText>
>;
const smsEntries = Object.fromEntries(SMS_TEXT_FIELDS.map((field) => [field, entries[field]])) as {
  [K in (typeof SMS_TEXT_FIELDS)[number]]: (typeof entries)[K];
};

export const parametersFormSchema = v.object({
  ...minuteEntries,
  ...flagEntries,
  ...smsEntries,
  criticalThresholdAlertChannel: v.picklist(ALERT_CHANNELS),
  globalWaitingTimeAlertChannel: v.picklist(ALERT_CHANNELS),
  acceptorInactivityAlertChannel: v.picklist(ALERT_CHANNELS),
  screenOfflineAlertChannel: v.picklist(ALERT_CHANNELS),
  smsSenderID: entries.smsSenderID,
  bookingOfficeEmail: entries.bookingOfficeEmail,
  bookingOfficeTelephone: entries.bookingOfficeTelephone,
  queueUploadColumn: entries.queueUploadColumn,
  personalDataRetentionMonths: numberText(entries.personalDataRetentionMonths.wrapped),
  youAreNextPosition: numberText(entries.youAreNextPosition.wrapped),
  privacyNoticeIt: entries.privacyNoticeIt,
  privacyNoticeEn: entries.privacyNoticeEn,
});

export type ParametersField = keyof typeof parametersFormSchema.entries;
export type Parameters = SetupParametersQuery['parameters'];

/** The stored parameters as the form's text values. */
export function parametersFormValues(parameters: Parameters): Record<ParametersField, string> {
  const values = {} as Record<ParametersField, string>;
  for (const field of MINUTE_FIELDS) values[field] = String(parameters[field]);
  for (const field of FLAG_FIELDS) values[field] = asFlagText(parameters[field]);
  for (const field of SMS_TEXT_FIELDS) values[field] = parameters[field];
  for (const field of CHANNEL_FIELDS) values[field] = parameters[field];
  values.smsSenderID = parameters.smsSenderID ?? '';
  values.bookingOfficeEmail = parameters.bookingOfficeEmail ?? '';
  values.bookingOfficeTelephone = parameters.bookingOfficeTelephone ?? '';
  values.queueUploadColumn = parameters.queueUploadColumn ?? '';
  values.personalDataRetentionMonths = String(parameters.personalDataRetentionMonths);
  values.youAreNextPosition = String(parameters.youAreNextPosition);
  values.privacyNoticeIt = parameters.privacyNoticeIt;
  values.privacyNoticeEn = parameters.privacyNoticeEn;
  return values;
}

/** The channel and repeat fields of an alert. */
export function alertFields(index: number) {
  return { channel: CHANNEL_FIELDS[index]!, repeat: REPEAT_FIELDS[index]! };
}
