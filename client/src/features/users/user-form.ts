import * as v from 'valibot';
import { createUserInputSchema } from '../../../../shared/validation/users.ts';

const user = createUserInputSchema.entries;

/**
 * The user form's text fields, straight from the shared user schema; the gender, "e-mail
 * confirmed" and "locked" choices are controls of their own and join the input on submit.
 */
export const userFormSchema = v.object({
  firstName: user.firstName,
  lastName: user.lastName,
  userName: user.userName,
  email: user.email,
  phoneNumber: user.phoneNumber,
});

export type UserField = keyof typeof userFormSchema.entries;

/**
 * The genders a form offers, by the stored `genderID` (the spec names the field, not its values):
 * none, 1 man, 2 woman, 3 other.
 */
export const GENDER_OPTIONS = [
  { id: '', key: 'genderNone' },
  { id: '1', key: 'genderMale' },
  { id: '2', key: 'genderFemale' },
  { id: '3', key: 'genderOther' },
] as const;
