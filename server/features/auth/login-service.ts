import { loginInputSchema } from '../../../shared/validation/auth.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError } from '../../core/graphql/errors.ts';
import { type FormErrorPayload, toFormErrors } from '../../core/graphql/form-errors.ts';
import { findUserByUserName, recordLoginAttempt, updateUser } from './auth-repository.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { isUsable, type ProfilePayload, startSession } from './session-service.ts';
import { pruneThrottles, recordSuccess, reserveAttempt, signInScopes } from './sign-in-throttle.ts';

/**
 * One text for every refused sign-in (unknown user, wrong password, an account that must wait or
 * is locked), so a reply never tells which: only the right password of a usable account passes.
 */
export const INVALID_CREDENTIALS = 'Invalid username or password';
/** About one sign-in in this many also deletes throttle rows nobody has used for a day. */
const PRUNE_EVERY = 200;

export interface LoginPayload {
  profile: ProfilePayload | null;
  errorMessage: string | null;
  formErrors: FormErrorPayload[];
}

/**
 * Signs a user in. Every attempt is counted as a failure before its password is checked, per
 * client address, per account from that address and per account from anywhere, the account being
 * the one the name finds, by its id (sign-in-throttle.ts), and a scope that reached its limit waits a delay that grows, so no
 * number of concurrent guesses evaluates more passwords than the limits allow. A refused attempt
 * costs the same password check (against a decoy hash) and gets the same reply as a wrong
 * password; only the address's own limit is told apart, as it says nothing about any account.
 */
export async function login(ctx: RequestContext, input: unknown): Promise<LoginPayload> {
  const parsed = parseForm(loginInputSchema, input);
  if (!parsed.ok) return { profile: null, errorMessage: null, formErrors: toFormErrors(parsed.errors) };
  const { userName, password } = parsed.value;
  const now = ctx.now();
  const address = ctx.request.ip;
  const addressScope = signInScopes(ctx.config, address, null).address;
  if (!(await reserveAttempt(ctx.db, addressScope, now))) {
    ctx.metrics.signInFailures.inc();
    ctx.logger.warn('sign-in refused: address throttled', { reason: 'address' });
    throw new AppError(
      'RATE_LIMITED',
      'Too many sign-in attempts from this address. Try again in a few minutes.',
    );
  }
  if (Math.random() * PRUNE_EVERY < 1) await pruneThrottles(ctx.db, now);
  // The account's limits are the account's, whatever spelling found it (sign-in-throttle.ts).
  const user = await findUserByUserName(ctx.db, userName);
  const scopes = signInScopes(ctx.config, address, user?.userID ?? null);
  // The account from this address first: a guesser who must wait there does not spend the
  // account's allowance from anywhere, which the real user needs.
  const allowed =
    (await reserveAttempt(ctx.db, scopes.addressAccount, now)) &&
    (await reserveAttempt(ctx.db, scopes.account, now));

  const checkedHash = allowed && user?.passwordHash ? user.passwordHash : await decoyPasswordHash();
  const passwordMatches = await verifyPassword(checkedHash, password);

  if (!allowed || !user?.passwordHash || !passwordMatches || !isUsable(user, now)) {
    ctx.metrics.signInFailures.inc();
    await recordLoginAttempt(ctx.db, address, userName, false);
    if (user) await updateUser(ctx.db, user.userID, { accessFailedCount: user.accessFailedCount + 1 });
    if (!allowed) ctx.logger.warn('sign-in refused: account throttled', { reason: 'account' });
    return { profile: null, errorMessage: INVALID_CREDENTIALS, formErrors: [] };
  }

  await recordSuccess(ctx.db, scopes);
  await recordLoginAttempt(ctx.db, address, userName, true);
  await updateUser(ctx.db, user.userID, { accessFailedCount: 0, lockoutEnd: null, ultimoAccesso: now });
  const profile = await startSession(ctx, user, null);
  return { profile, errorMessage: null, formErrors: [] };
}
