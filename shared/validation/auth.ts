import * as v from 'valibot';
import { messageKey } from './messages.ts';

/** Spec §5 and §9: username required, at least 3 characters. */
export const USERNAME_MIN_LENGTH = 3;
/** Spec §5 and §9: password at least 12 characters with upper, lower, digit and special. */
export const PASSWORD_MIN_LENGTH = 12;

export const usernameSchema = v.pipe(
  v.string(messageKey('required')),
  v.trim(),
  v.nonEmpty(messageKey('required')),
  v.minLength(USERNAME_MIN_LENGTH, messageKey('usernameLength')),
  v.maxLength(256, messageKey('maxLength')),
);

export const passwordSchema = v.pipe(
  v.string(messageKey('required')),
  v.nonEmpty(messageKey('required')),
  v.minLength(PASSWORD_MIN_LENGTH, messageKey('passwordLength')),
  v.maxLength(256, messageKey('maxLength')),
  v.regex(/[A-Z]/, messageKey('passwordUpper')),
  v.regex(/[a-z]/, messageKey('passwordLower')),
  v.regex(/[0-9]/, messageKey('passwordDigit')),
  v.regex(/[^A-Za-z0-9]/, messageKey('passwordSpecial')),
);

export const emailSchema = v.pipe(
  v.string(messageKey('required')),
  v.trim(),
  v.nonEmpty(messageKey('required')),
  v.email(messageKey('email')),
  v.maxLength(256, messageKey('maxLength')),
);

/** Sign-in: only presence is checked, so a wrong password never reveals the rules. */
export const loginInputSchema = v.object({
  userName: v.pipe(v.string(messageKey('required')), v.trim(), v.nonEmpty(messageKey('required'))),
  password: v.pipe(v.string(messageKey('required')), v.nonEmpty(messageKey('required'))),
});

/** A new password typed twice; the second must match (spec §5). */
export const newPasswordPairSchema = v.pipe(
  v.object({ newPassword: passwordSchema, confirmPassword: v.string(messageKey('required')) }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      messageKey('passwordsMismatch'),
    ),
    ['confirmPassword'],
  ),
);

/** Password reset from the e-mailed link: userId, code and newPassword (spec §5). */
export const confirmResetPasswordInputSchema = v.object({
  userID: v.pipe(v.string(messageKey('required')), v.nonEmpty(messageKey('required'))),
  code: v.pipe(v.string(messageKey('required')), v.nonEmpty(messageKey('required'))),
  newPassword: passwordSchema,
});

export const forcePasswordInputSchema = v.object({
  userID: v.pipe(v.string(messageKey('required')), v.nonEmpty(messageKey('required'))),
  newPassword: passwordSchema,
});

export const passwordRecoveryInputSchema = v.object({ email: emailSchema });

export const supportRequestInputSchema = v.object({
  name: v.pipe(v.string(messageKey('required')), v.trim(), v.nonEmpty(messageKey('required'))),
  email: emailSchema,
  message: v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.maxLength(4000, messageKey('maxLength')),
  ),
});
