import * as v from 'valibot';
import { passwordSchema } from '../../../../shared/validation/auth.ts';
import type { ValidationMessageKey } from '../../../../shared/validation/messages.ts';

/** The password rules of spec §5, in the order the checklist shows them. */
export const PASSWORD_RULES = [
  'passwordLength',
  'passwordUpper',
  'passwordLower',
  'passwordDigit',
  'passwordSpecial',
] as const satisfies readonly ValidationMessageKey[];

export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * Which rules a candidate password meets, read from the shared schema itself (every pipe action
 * runs, so all failing rules are reported), so the checklist can never disagree with the server.
 */
export function passwordRuleStatus(password: string): Record<PasswordRule, boolean> {
  const result = v.safeParse(passwordSchema, password);
  const failed = new Set(result.success ? [] : result.issues.map((issue) => issue.message));
  return Object.fromEntries(
    PASSWORD_RULES.map((rule) => [rule, !failed.has(`validation.${rule}`)]),
  ) as Record<PasswordRule, boolean>;
}
