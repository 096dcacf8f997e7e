import { agendaFeedUrl } from '../../../shared/calendar/calendar-paths.ts';
import type { AuthState } from '../../core/context/auth-state.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { forbidden } from '../../core/graphql/errors.ts';
import { requireUser } from '../../core/policies/roles.ts';
import { insertAudit } from '../auth/auth-repository.ts';
import { hashCode, randomCode } from '../auth/secret-codes.ts';
import { type AgendaFeedRow, deleteFeed, findFeedOfUser, upsertFeed } from './agenda-feed-repository.ts';

/**
 * A staff member's own agenda feed (docs/calendar.md): seen, made and revoked by that member only.
 * Never by an API key (its account is no person), nor by an admin signed in as the user: the URL
 * opens the user's agenda from outside Turno, so only the user may hand it to a calendar.
 */
function requireOwnFeedCaller(ctx: RequestContext): AuthState {
  const auth = requireUser(ctx);
  if (auth.apiKey) throw forbidden('API keys have no agenda feed.');
  if (auth.impersonator) throw forbidden('Signed in as another user: the agenda feed is theirs to manage.');
  return auth;
}

/** What the caller may see of their feed: never the token's hash. */
function publicFeed(row: AgendaFeedRow) {
  return { agendaFeedID: row.agendaFeedID, createdAt: row.createdAt, lastFetchedAt: row.lastFetchedAt };
}

export async function myAgendaFeed(ctx: RequestContext) {
  const auth = requireOwnFeedCaller(ctx);
  const row = await findFeedOfUser(ctx.db, auth.userID);
  return row ? publicFeed(row) : null;
}

/**
 * A new feed URL for the caller; the previous one, if any, stops in the same transaction. A user
 * with no role may hold one, but it answers 404 until they have a role again (the feed's rule).
 */
export async function createAgendaFeed(ctx: RequestContext) {
  const auth = requireOwnFeedCaller(ctx);
  const token = randomCode(32);
  const { feed, replaced } = await ctx.db.transaction(async (tx) => {
    const replaced = await deleteFeed(tx, auth.userID);
    const feed = await upsertFeed(tx, auth.userID, hashCode(token));
    await insertAudit(tx, {
      actorUserID: auth.userID,
      action: replaced.length ? 'agendaFeed.regenerated' : 'agendaFeed.created',
      targetUserID: auth.userID,
      details: { agendaFeedID: feed.agendaFeedID, ...(replaced.length ? { replacedID: replaced[0] } : {}) },
    });
    return { feed, replaced };
  });
  ctx.logger.info(replaced.length ? 'agenda feed regenerated' : 'agenda feed created', {
    agendaFeedId: feed.agendaFeedID,
    userId: auth.userID,
  });
  // The only time the token leaves the server.
  return { feed: publicFeed(feed), url: agendaFeedUrl(ctx.publicUrl, token) };
}

export async function revokeAgendaFeed(ctx: RequestContext) {
  const auth = requireOwnFeedCaller(ctx);
  const deleted = await ctx.db.transaction(async (tx) => {
    const ids = await deleteFeed(tx, auth.userID);
    if (ids.length) {
      await insertAudit(tx, {
        actorUserID: auth.userID,
        action: 'agendaFeed.revoked',
        targetUserID: auth.userID,
        details: { agendaFeedID: ids[0] },
      });
    }
    return ids;
  });
  if (deleted.length)
    ctx.logger.info('agenda feed revoked', { agendaFeedId: deleted[0], userId: auth.userID });
  return { success: true, formErrors: [] };
}
