import * as v from 'valibot';
import { ROLE_NAMES, UNASSIGNABLE_ROLES } from '../auth/roles.ts';
import { DEFAULT_MESSAGE_LANGUAGE, MESSAGE_LANGUAGES } from '../configuration/constants.ts';
import { usernameSchema } from './auth.ts';
import { booleanField, requiredId, requiredText } from './fields.ts';
import { messageKey } from './messages.ts';

export { USER_SEARCH_LIMIT } from '../configuration/constants.ts';

/** Spec §5: a valid e-mail; unique among users (checked by the server). */
const emailField = () =>
  v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.email(messageKey('email')),
    v.maxLength(256, messageKey('maxLength')),
    v.toLowerCase(),
  );

/** Spec §7: the phone number may be empty; otherwise digits with an optional + and separators. */
const phoneField = () =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(messageKey('invalid')),
        v.transform((s) => s.replace(/[\s.-]/g, '')),
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(v.pipe(v.string(), v.regex(/^\+?\d{6,15}$/, messageKey('mobile')))),
      ),
    ),
    null,
  );

const userEntries = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  userName: usernameSchema,
  emailConfirmed: v.optional(booleanField(), false),
  genderID: v.optional(
    v.nullable(
      v.pipe(v.number(messageKey('number')), v.integer(messageKey('number')), v.minValue(0), v.maxValue(9)),
    ),
    null,
  ),
  phoneNumber: phoneField(),
  /** The language of the SMS and e-mails written to the user. */
  preferredLanguage: v.optional(
    v.picklist(MESSAGE_LANGUAGES, messageKey('invalid')),
    DEFAULT_MESSAGE_LANGUAGE,
  ),
};

// A missing key is reported as a required field (valibot's own message is not an i18n key).
export const createUserInputSchema = v.object(userEntries, messageKey('required'));

/** The same fields plus the user and the lock (spec §7 updateUser). */
export const updateUserInputSchema = v.object(
  {
    userID: requiredId(),
    ...userEntries,
    userLocked: v.optional(booleanField(), false),
  },
  messageKey('required'),
);

/** Whether a role may be given from the interface (never Admin or Cliente: spec §5, §6). */
export function isAssignableRole(name: string): boolean {
  return (
    (ROLE_NAMES as readonly string[]).includes(name) &&
    !(UNASSIGNABLE_ROLES as readonly string[]).includes(name)
  );
}

/** The user's whole role list, per workshop, replacing the stored one. */
export const assignRolesInputSchema = v.object({
  userID: requiredId(),
  roles: v.pipe(
    v.array(v.object({ roleID: requiredId(), workshopID: requiredId() }), messageKey('invalid')),
    v.maxLength(500, messageKey('maxLength')),
  ),
});

export type CreateUserInput = v.InferOutput<typeof createUserInputSchema>;
export type UpdateUserInput = v.InferOutput<typeof updateUserInputSchema>;
