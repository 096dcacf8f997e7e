import type { RequestContext } from '../../core/context/context.ts';
import { AppError, forbidden, notFound } from '../../core/graphql/errors.ts';
import { requireAdmin, requireUser } from '../../core/policies/roles.ts';
import { findUserById, insertAudit, revokeSession } from './auth-repository.ts';
import { publishUserSecurity } from './security-events.ts';
import type { ProfilePayload } from './session-service.ts';
import { isUsable, startSession } from './session-service.ts';

/**
 * An admin signs in as another user: a new session for the target, marked with the admin as
 * impersonator, audited. It cannot target an admin and cannot nest.
 */
export async function loginAs(ctx: RequestContext, userID: string): Promise<ProfilePayload> {
  const admin = requireAdmin(ctx);
  if (admin.impersonator) throw forbidden('Already signed in as another user: go back first.');
  const target = await findUserById(ctx.db, userID);
  if (!target) throw notFound('User');
  if (target.isAdmin) throw forbidden('An administrator cannot sign in as another administrator.');
  if (!isUsable(target, ctx.now()))
    throw new AppError('CONFLICT', 'This user is locked and cannot be signed in as.');
  const profile = await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, admin.sessionID, ctx.now());
    await insertAudit(tx, {
      actorUserID: admin.userID,
      action: 'impersonation.start',
      targetUserID: target.userID,
      details: { targetUserName: target.userName },
    });
    return startSession({ ...ctx, db: tx }, target, admin.userID);
  });
  // The admin's own session just ended: forgotten by every replica, and its sockets closed.
  await publishUserSecurity(ctx, { userID: admin.userID, sessionID: admin.sessionID, reason: 'logout' });
  return profile;
}

/** Ends a sign-in-as: the impersonation session is revoked and the admin gets a session again. */
export async function stopImpersonation(ctx: RequestContext): Promise<ProfilePayload> {
  const auth = requireUser(ctx);
  if (!auth.impersonator) throw new AppError('CONFLICT', 'You are not signed in as another user.');
  const admin = await findUserById(ctx.db, auth.impersonator.userID);
  if (!admin?.isAdmin || !isUsable(admin, ctx.now())) throw forbidden();
  const profile = await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionID, ctx.now());
    await insertAudit(tx, {
      actorUserID: admin.userID,
      action: 'impersonation.stop',
      targetUserID: auth.userID,
      details: { targetUserName: auth.userName },
    });
    return startSession({ ...ctx, db: tx }, admin, null);
  });
  // The sign-in-as is over: its sockets close, as at a sign-out.
  await publishUserSecurity(ctx, { userID: auth.userID, sessionID: auth.sessionID, reason: 'logout' });
  return profile;
}
