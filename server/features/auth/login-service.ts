import { loginInputSchema } from '../../../shared/validation/auth.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError } from '../../core/graphql/errors.ts';
import { type FormErrorPayload, toFormErrors } from '../../core/graphql/form-errors.ts';
import {
  countFailedAttemptsSince,
  findUserByUserName,
  recordLoginAttempt,
  updateUser,
} from './auth-repository.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { isUsable, type ProfilePayload, startSession } from './session-service.ts';

/** One text for a wrong username and a wrong password, so sign-in never tells which exists. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_LOCKED = 'This account is locked. Try again later or ask an administrator.';
const RATE_WINDOW_MS = 15 * 60_000;

export interface LoginPayload {
  profile: ProfilePayload | null;
  errorMessage: string | null;
  formErrors: FormErrorPayload[];
}

/**
 * Signs a user in. Failures are counted per account (`accessFailedCount`, then `lockoutEnd`) and
 * per client address (a window of failed attempts), and cost the same time whether or not the
 * account exists.
 */
export async function login(ctx: RequestContext, input: unknown): Promise<LoginPayload> {
  const parsed = parseForm(loginInputSchema, input);
  if (!parsed.ok) return { profile: null, errorMessage: null, formErrors: toFormErrors(parsed.errors) };
  const { userName, password } = parsed.value;
  const now = ctx.now();
  const address = ctx.request.ip;

  const recentFailures = await countFailedAttemptsSince(
    ctx.db,
    address,
    new Date(now.getTime() - RATE_WINDOW_MS),
  );
  if (recentFailures >= ctx.config.loginMaxAttemptsPerAddress) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many sign-in attempts from this address. Try again in a few minutes.',
    );
  }

  const user = await findUserByUserName(ctx.db, userName);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);

  if (!user?.passwordHash || !passwordMatches) {
    await recordLoginAttempt(ctx.db, address, userName, false);
    if (user) await registerFailure(ctx, user.userID, user.accessFailedCount, now);
    return { profile: null, errorMessage: INVALID_CREDENTIALS, formErrors: [] };
  }
  if (!isUsable(user, now)) {
    // Only someone who knows the password learns that the account is locked.
    await recordLoginAttempt(ctx.db, address, userName, false);
    return { profile: null, errorMessage: ACCOUNT_LOCKED, formErrors: [] };
  }

  await recordLoginAttempt(ctx.db, address, userName, true);
  await updateUser(ctx.db, user.userID, { accessFailedCount: 0, lockoutEnd: null, ultimoAccesso: now });
  const profile = await startSession(ctx, user, null);
  return { profile, errorMessage: null, formErrors: [] };
}

async function registerFailure(ctx: RequestContext, userID: string, failedSoFar: number, now: Date) {
  const failed = failedSoFar + 1;
  if (failed >= ctx.config.loginMaxFailedAttempts) {
    await updateUser(ctx.db, userID, {
      accessFailedCount: 0,
      lockoutEnd: new Date(now.getTime() + ctx.config.loginLockoutMinutes * 60_000),
    });
    ctx.logger.warn('account locked after repeated failed sign-ins', { userID });
  } else {
    await updateUser(ctx.db, userID, { accessFailedCount: failed });
  }
}
