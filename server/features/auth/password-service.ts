import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import {
  confirmResetPasswordInputSchema,
  forcePasswordInputSchema,
  passwordRecoveryInputSchema,
} from '../../../shared/validation/auth.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { isIntegrationUser } from '../../core/db/integration-users.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { type FormErrorPayload, formError, toFormErrors } from '../../core/graphql/form-errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import { requireAdmin } from '../../core/policies/roles.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { firstAccessMail, passwordRecoveryMail } from './auth-emails.ts';
import {
  countResetCodesSince,
  findOpenResetCodes,
  findUserByEmail,
  findUserById,
  insertAudit,
  insertResetCode,
  markResetCodesUsed,
  revokeUserSessions,
  type UserRow,
  updateUser,
} from './auth-repository.ts';
import { hashPassword } from './passwords.ts';
import { hashCode, matchesHash, randomCode } from './secret-codes.ts';
import { publishUserSecurity } from './security-events.ts';
import { forgetAccount } from './sign-in-throttle.ts';

export interface SuccessPayload {
  success: boolean;
  formErrors: FormErrorPayload[];
}

const RESET_CODE_LIFETIME_MS = 60 * 60_000;
/** A first-access link waits for a new colleague's first day. */
const FIRST_ACCESS_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** At most this many recovery e-mails per account per hour, so the form cannot flood an inbox. */
const MAX_CODES_PER_HOUR = 3;

/**
 * Public password recovery: e-mails a one-time link. The answer is the same whether or not the
 * address belongs to an account.
 */
export async function sendPasswordRecovery(ctx: RequestContext, email: unknown): Promise<SuccessPayload> {
  const parsed = parseForm(passwordRecoveryInputSchema, { email });
  if (!parsed.ok) return { success: false, formErrors: toFormErrors(parsed.errors) };
  const user = await findUserByEmail(ctx.db, parsed.value.email);
  if (user) await sendResetLink(ctx, user, 'recovery');
  return { success: true, formErrors: [] };
}

/** Admin: e-mails a reset link to the user with this address (spec §7 resetPassword). */
export async function resetPassword(
  ctx: RequestContext,
  email: string,
): Promise<{ success: boolean; errorMessage: string | null }> {
  const admin = requireAdmin(ctx);
  const user = await findUserByEmail(ctx.db, email.trim());
  if (!user) return { success: false, errorMessage: 'No user has this e-mail address.' };
  await sendResetLink(ctx, user, 'recovery', admin.userID);
  return { success: true, errorMessage: null };
}

/**
 * Admin: e-mails a user the link to choose their first password (valid 7 days) and records when
 * (`dataInvioEmailBenvenuto`); audited. False when the user has no e-mail or was sent too many.
 */
export function sendFirstAccessLink(ctx: RequestContext, user: UserRow, requestedBy: string) {
  return sendResetLink(ctx, user, 'firstAccess', requestedBy);
}

async function sendResetLink(
  ctx: RequestContext,
  user: UserRow,
  purpose: 'recovery' | 'firstAccess',
  requestedBy?: string,
): Promise<boolean> {
  if (!user.email) return false;
  const now = ctx.now();
  const recent = await countResetCodesSince(ctx.db, user.userID, new Date(now.getTime() - 60 * 60_000));
  if (recent >= MAX_CODES_PER_HOUR) {
    ctx.logger.warn('password recovery throttled', { userID: user.userID });
    return false;
  }
  const code = randomCode(32);
  const link = `${ctx.publicUrl}/password-reset?userId=${encodeURIComponent(user.userID)}&code=${encodeURIComponent(code)}`;
  const firstAccess = purpose === 'firstAccess';
  await ctx.db.transaction(async (tx) => {
    await insertResetCode(tx, {
      userID: user.userID,
      codeHash: hashCode(code),
      purpose,
      expiresAt: new Date(now.getTime() + (firstAccess ? FIRST_ACCESS_LIFETIME_MS : RESET_CODE_LIFETIME_MS)),
    });
    await updateUser(
      tx,
      user.userID,
      firstAccess ? { dataInvioEmailBenvenuto: now } : { passwordChangeRequestDate: now },
    );
    await enqueueMessage(tx, {
      channel: 'email',
      kind: firstAccess ? 'firstAccess' : 'passwordRecovery',
      recipient: user.email ?? '',
      // The recipient's language, whoever asked (the user or an admin).
      ...(firstAccess ? firstAccessMail : passwordRecoveryMail)(
        asMessageLanguage(user.preferredLanguage),
        user,
        link,
      ),
      metadata: requestedBy ? { requestedBy } : null,
    });
    if (requestedBy) {
      await insertAudit(tx, {
        actorUserID: requestedBy,
        action: firstAccess ? 'user.firstAccessEmailSent' : 'password.resetRequested',
        targetUserID: user.userID,
      });
    }
  });
  ctx.dispatcher.kick();
  return true;
}

/** Sets a new password with the e-mailed code; every session of the user ends. */
export async function confirmResetPassword(ctx: RequestContext, input: unknown): Promise<SuccessPayload> {
  const parsed = parseForm(confirmResetPasswordInputSchema, input);
  if (!parsed.ok) return { success: false, formErrors: toFormErrors(parsed.errors) };
  const { userID, code, newPassword } = parsed.value;
  const now = ctx.now();
  const invalid = {
    success: false,
    formErrors: [
      formError('code', 'auth.invalidResetCode', 'This link is no longer valid. Ask for a new one.'),
    ],
  };
  if (!isId(userID)) return invalid;
  const user = await findUserById(ctx.db, userID);
  if (!user) return invalid;
  const codes = await findOpenResetCodes(ctx.db, userID, now);
  if (!codes.some((row) => matchesHash(code, row.codeHash))) return invalid;
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await markResetCodesUsed(tx, userID, now);
    await setPassword(tx, userID, passwordHash, now);
  });
  await publishUserSecurity(ctx, { userID, reason: 'passwordChanged' });
  return { success: true, formErrors: [] };
}

/** Admin: sets a user's password directly (spec §6), audited; the user's sessions end. */
export async function forcePassword(ctx: RequestContext, input: unknown): Promise<SuccessPayload> {
  const admin = requireAdmin(ctx);
  const parsed = parseForm(forcePasswordInputSchema, input);
  if (!parsed.ok) return { success: false, formErrors: toFormErrors(parsed.errors) };
  const { userID, newPassword } = parsed.value;
  const user = isId(userID) ? await findUserById(ctx.db, userID) : undefined;
  if (!user) throw notFound('User');
  // A key's account signs in with nothing but its key (docs/integrations.md): a password would
  // let a person in with the key's role, past its scopes.
  if (await isIntegrationUser(ctx.db, userID)) {
    throw new AppError(
      'FORBIDDEN',
      'This account belongs to a workshop API key and cannot have a password. Revoke the key instead.',
      { reason: 'INTEGRATION_ACCOUNT' },
    );
  }
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, userID, passwordHash, now);
    await insertAudit(tx, { actorUserID: admin.userID, action: 'password.forced', targetUserID: userID });
  });
  await publishUserSecurity(ctx, { userID, reason: 'passwordChanged' });
  return { success: true, formErrors: [] };
}

async function setPassword(tx: RequestContext['db'], userID: string, passwordHash: string, now: Date) {
  await updateUser(tx, userID, {
    passwordHash,
    lastPasswordChangedDate: now,
    accessFailedCount: 0,
    lockoutEnd: null,
    securityStamp: crypto.randomUUID(),
  });
  await revokeUserSessions(tx, userID, now);
  // A new password ends the waits that guesses of the old one set on this account.
  await forgetAccount(tx, userID);
}
