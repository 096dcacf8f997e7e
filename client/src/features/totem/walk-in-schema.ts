import * as v from 'valibot';
import { LICENSE_PLATE_MAX, licensePlateSchema } from '../../../../shared/validation/appointments.ts';
import { messageKey } from '../../../../shared/validation/messages.ts';

const required = (max: number) =>
  v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.maxLength(max, messageKey('maxLength')),
  );

/**
 * The totem's walk-in form. Plate as the shared schema says; the mobile is typed after a fixed
 * "+39" (spec §5: the totem's format is +39- followed by 9 or 10 digits), so the digits are kept,
 * and a +39 the customer types anyway (as the message and label suggest) is taken off.
 */
export const totemWalkInSchema = v.object({
  vehicleBrandID: v.pipe(v.string(messageKey('required')), v.nonEmpty(messageKey('required'))),
  licensePlate: licensePlateSchema,
  name: required(200),
  mobile: v.pipe(
    v.string(messageKey('required')),
    v.transform((mobile) => mobile.replace(/[\s.-]/g, '').replace(/^\+39/, '')),
    v.nonEmpty(messageKey('required')),
    v.regex(/^\d{9,10}$/, messageKey('totemMobile')),
  ),
  description: required(2000),
});

/** The number the server stores: +39 and the digits. */
export function totemMobile(digits: string): string {
  return `+39${digits.replace(/\D/g, '')}`;
}

/** Plate input help: the longest plate the schema accepts, for the input's maxLength (spaces allowed). */
export const PLATE_INPUT_MAX = LICENSE_PLATE_MAX + 4;
