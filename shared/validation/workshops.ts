import * as v from 'valibot';
import { integerIn, optionalId, optionalText, plainText, requiredId, requiredText } from './fields.ts';
import { logoField } from './logo.ts';
import { messageKey } from './messages.ts';

/** Whether `zone` is an IANA time zone this runtime knows (e.g. Europe/Rome). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The runtime's spelling of a known zone (`europe/rome` → `Europe/Rome`). */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
}

export const timeZoneField = () =>
  v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.check(isTimeZone, messageKey('timeZone')),
    v.transform(canonicalZone),
  );

/** Spec §5: name, zip code and logo required; the code is the workshop's short unique name. */
const workshopEntries = {
  workshopCode: v.pipe(requiredText(20), v.regex(/^[A-Za-z0-9_-]+$/, messageKey('invalid')), v.toUpperCase()),
  name: requiredText(120),
  city: v.optional(plainText(120), ''),
  address: v.optional(plainText(200), ''),
  zipCode: v.pipe(requiredText(12), v.regex(/^[A-Za-z0-9 -]{3,12}$/, messageKey('invalid'))),
  /** Spec §5: required; an uploaded image (see logo.ts). */
  logoUrl: logoField(),
  /** The pickup queue: a queue of this workshop (checked by the server). */
  withdrawalQueueID: optionalId(),
  maxSlots: v.optional(integerIn(1, 1000), 1),
  returningCustomerDaysThreshold: v.optional(integerIn(0, 3650), 90),
  videoFolderPath: optionalText(500),
  timeZone: v.optional(timeZoneField(), 'Europe/Rome'),
};

// A missing key is reported as a required field (valibot's own message is not an i18n key).
export const createWorkshopInputSchema = v.object(workshopEntries, messageKey('required'));

/** An edit sends the workshop's id and the fields that change; absent fields stay as they are. */
export const updateWorkshopInputSchema = v.object(
  {
    workshopID: requiredId(),
    ...v.partial(v.object(workshopEntries)).entries,
  },
  messageKey('required'),
);

export type CreateWorkshopInput = v.InferOutput<typeof createWorkshopInputSchema>;
export type UpdateWorkshopInput = v.InferOutput<typeof updateWorkshopInputSchema>;
