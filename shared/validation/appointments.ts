import * as v from 'valibot';
import { MESSAGE_LANGUAGES } from '../configuration/constants.ts';
import { dateTimeField } from './fields.ts';
import { messageKey } from './messages.ts';

/** Spec §5/§9: a licence plate has 5 to 10 characters; stored upper-case without spaces. */
export const LICENSE_PLATE_MIN = 5;
export const LICENSE_PLATE_MAX = 10;

const required = () => v.pipe(v.string(messageKey('required')), v.trim(), v.nonEmpty(messageKey('required')));
const id = () => v.pipe(v.string(messageKey('required')), v.nonEmpty(messageKey('required')));
const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, messageKey('maxLength')),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  );

export const licensePlateSchema = v.pipe(
  v.string(messageKey('required')),
  v.transform((plate) => plate.replace(/[\s-]/g, '').toUpperCase()),
  v.nonEmpty(messageKey('required')),
  v.minLength(LICENSE_PLATE_MIN, messageKey('licensePlate')),
  v.maxLength(LICENSE_PLATE_MAX, messageKey('licensePlate')),
  v.regex(/^[A-Z0-9]+$/, messageKey('licensePlate')),
);

/** Spec §5: a mobile number has 9 or 10 digits; an Italian +39 prefix is accepted and kept. */
export const mobileSchema = v.pipe(
  v.string(messageKey('required')),
  v.transform((mobile) => mobile.replace(/[\s.-]/g, '')),
  v.nonEmpty(messageKey('required')),
  v.regex(/^(\+39)?\d{9,10}$/, messageKey('mobile')),
);

const emailOptional = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? null : s)),
      v.nullable(v.pipe(v.string(), v.email(messageKey('email')))),
    ),
  ),
  null,
);

const priority = v.optional(
  v.nullable(
    v.pipe(v.number(messageKey('number')), v.integer(messageKey('number')), v.minValue(0), v.maxValue(10)),
  ),
  0,
);

/**
 * The customer's language: `it`, `en`, or null when not known. Absent is kept apart from null
 * (undefined): an edit that does not send it leaves the visit's language as it is.
 */
export const customerLanguageField = v.optional(
  v.nullable(v.picklist(MESSAGE_LANGUAGES, messageKey('invalid'))),
);

/** A booking (spec §5 'appointment update requires …'). */
export const appointmentInputSchema = v.object({
  workshopID: id(),
  licensePlate: licensePlateSchema,
  name: v.pipe(required(), v.maxLength(200, messageKey('maxLength'))),
  mobile: mobileSchema,
  email: emailOptional,
  vehicleBrandID: id(),
  vehicleModel: v.pipe(required(), v.maxLength(100, messageKey('maxLength'))),
  bookingDateTime: dateTimeField(),
  description: optionalText(2000),
  note: optionalText(2000),
  queueID: v.optional(v.nullable(v.string()), null),
  priority,
  sendConfirmationSms: v.boolean(messageKey('required')),
  customerLanguage: customerLanguageField,
});

export const updateAppointmentInputSchema = v.object({
  ...appointmentInputSchema.entries,
  appointmentID: id(),
});

/** A walk-in (spec §5 'walk-in from the totem requires …'). */
export const walkInInputSchema = v.object({
  workshopID: id(),
  queueID: id(),
  vehicleBrandID: id(),
  licensePlate: licensePlateSchema,
  name: v.pipe(required(), v.maxLength(200, messageKey('maxLength'))),
  mobile: mobileSchema,
  description: v.pipe(required(), v.maxLength(2000, messageKey('maxLength'))),
  vehicleModel: optionalText(100),
  email: emailOptional,
  priority,
  customerLanguage: customerLanguageField,
});

/** jobReject requires a reason (spec §5). */
export const jobRejectInputSchema = v.object({ rejectReasonID: id() });

/** The job-end SMS needs its text (spec §5). */
export const jobEndSmsInputSchema = v.object({
  text: v.pipe(required(), v.maxLength(640, messageKey('maxLength'))),
});

export const manualLogInputSchema = v.object({
  notes: v.pipe(required(), v.maxLength(4000, messageKey('maxLength'))),
});
