import type { RequestContext } from '../../core/context/context.ts';
import { AppError, forbidden } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { takeRateLimitHit } from '../../core/http/rate-limit.ts';
import { requireUser } from '../../core/policies/roles.ts';
import { listAssignableRoles, loadHeldRoles } from './auth-repository.ts';
import { loginAs, stopImpersonation } from './impersonation-service.ts';
import { login } from './login-service.ts';
import {
  confirmResetPassword,
  forcePassword,
  resetPassword,
  sendPasswordRecovery,
} from './password-service.ts';
import { publishUserSecurity } from './security-events.ts';
import { endSession, refreshFromCookie, toProfile } from './session-service.ts';
import { supportRequest } from './support-service.ts';

// Public forms: 10 submissions per address per 15 minutes.
const PUBLIC_FORMS = { limit: 10, windowMs: 15 * 60_000 };

async function limitPublicForm(ctx: RequestContext, form: string) {
  if (!(await takeRateLimitHit(ctx.db, `form:${form}:${ctx.request.ip}`, PUBLIC_FORMS, ctx.now()))) {
    throw new AppError('RATE_LIMITED', 'Too many requests from this address. Try again in a few minutes.');
  }
}

export const authResolvers: Resolvers = {
  Query: {
    profile: async (_root, _args, ctx) => {
      if (!ctx.auth) return null;
      // The current token stays valid; a renewed one, when due, rides in the x-token header.
      return toProfile(ctx.auth, ctx.request.bearerToken ?? '');
    },
    roles: async (_root, _args, ctx) => {
      requireUser(ctx);
      const rows = await listAssignableRoles(ctx.db);
      return rows.map((role) => ({ ...role, concurrencyStamp: role.concurrencyStamp }));
    },
    userRoles: async (_root, { userID }, ctx) => {
      const auth = requireUser(ctx);
      if (userID !== auth.userID && !auth.isAdmin) throw forbidden();
      if (userID === auth.userID) return auth.roles;
      return loadHeldRoles(ctx.db, userID);
    },
  },
  Mutation: {
    login: (_root, { input }, ctx) => login(ctx, input),
    refreshProfile: (_root, _args, ctx) => refreshFromCookie(ctx),
    logout: async (_root, _args, ctx) => {
      const ended = await endSession(ctx);
      if (ended) await publishUserSecurity(ctx, { ...ended, reason: 'logout' });
      return true;
    },
    loginAs: (_root, { userID }, ctx) => loginAs(ctx, userID),
    stopImpersonation: (_root, _args, ctx) => stopImpersonation(ctx),
    sendPasswordRecovery: async (_root, { email }, ctx) => {
      await limitPublicForm(ctx, 'recovery');
      return sendPasswordRecovery(ctx, email);
    },
    confirmResetPassword: async (_root, { input }, ctx) => {
      await limitPublicForm(ctx, 'reset');
      return confirmResetPassword(ctx, input);
    },
    forcePassword: (_root, { input }, ctx) => forcePassword(ctx, input),
    resetPassword: (_root, { email }, ctx) => resetPassword(ctx, email),
    supportRequest: async (_root, { input }, ctx) => {
      await limitPublicForm(ctx, 'support');
      return supportRequest(ctx, input);
    },
  },
};
