import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import {
  emailSchema,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  usernameSchema,
} from '../../../shared/validation/auth.ts';
import { requiredText } from '../../../shared/validation/fields.ts';
import type { Database } from '../../core/db/client.ts';
import { insertAudit } from '../auth/auth-repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import * as repo from './users-repository.ts';

/**
 * The first administrator of a new installation (`npm run create-admin`). A production database
 * starts without accounts and every account is made by an admin from /Utenti, so this is the one
 * way in: it runs on the server's machine, with no HTTP, and needs nobody signed in.
 */
export interface FirstAdminInput {
  userName: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Taken as given when present (checked with the sign-in password rules); generated otherwise. */
  password?: string | undefined;
}

export type FirstAdminResult =
  | { ok: true; userID: string; userName: string; password: string; generated: boolean }
  | { ok: false; problems: string[] };

const inputSchema = v.object({
  userName: usernameSchema,
  email: emailSchema,
  firstName: v.optional(requiredText(100), 'Admin'),
  lastName: v.optional(requiredText(100), 'Turno'),
  password: v.optional(passwordSchema),
});

// Readable English for an operator at a terminal: the shared schemas speak in i18n keys.
const PROBLEMS: Record<string, string> = {
  required: 'is required',
  usernameLength: 'must have at least 3 characters',
  maxLength: 'is too long',
  email: 'is not a valid e-mail address',
  passwordLength: `must have at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordUpper: 'needs an upper-case letter',
  passwordLower: 'needs a lower-case letter',
  passwordDigit: 'needs a digit',
  passwordSpecial: 'needs a character that is neither a letter nor a digit',
};

function describe(issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue) ?? 'input';
  const key = issue.message.replace(/^validation\./, '');
  const label = field === 'password' ? 'TURNO_ADMIN_PASSWORD' : field;
  return `${label} ${PROBLEMS[key] ?? issue.message}`;
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!#%+-=?@';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

/**
 * 20 characters from a cryptographic source (about 120 bits), one of each class the password
 * rules ask for, shuffled so their places are not fixed. Look-alikes (O/0, l/1) are left out: the
 * password is read off a terminal and typed by hand once.
 */
export function generatePassword(length = 20): string {
  const pick = (from: string) => from[randomInt(from.length)]!;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Checks the input, refuses a user name or e-mail already taken, and inserts the admin. */
export async function createFirstAdmin(
  db: Database,
  input: FirstAdminInput,
  now = new Date(),
): Promise<FirstAdminResult> {
  const parsed = v.safeParse(inputSchema, input);
  if (!parsed.success) return { ok: false, problems: parsed.issues.map(describe) };
  const { userName, email, firstName, lastName } = parsed.output;
  const generated = parsed.output.password === undefined;
  const password = parsed.output.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const problems: string[] = [];
    if (await repo.userNameTaken(tx, userName)) problems.push(`the user name ${userName} already exists`);
    if (await repo.emailTaken(tx, email)) problems.push(`the e-mail ${email} belongs to another user`);
    if (problems.length > 0) return { ok: false, problems };
    const row = await repo.insertUser(tx, {
      userName,
      email: email.toLowerCase(),
      // The operator chose the address; there is nobody to send a confirmation to yet.
      emailConfirmed: true,
      firstname: firstName,
      lastname: lastName,
      isAdmin: true,
      passwordHash,
      lastPasswordChangedDate: now,
    });
    await insertAudit(tx, { action: 'user.createdFromCommandLine', targetUserID: row.userID });
    return { ok: true, userID: row.userID, userName, password, generated };
  });
}
