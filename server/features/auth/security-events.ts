import type { RequestContext } from '../../core/context/context.ts';
import type { UserSecurityEvent } from '../../core/realtime/topics.ts';
import { forgetRememberedUser } from './auth-cache.ts';

/**
 * Tells every replica to close the user's live sockets and forget their remembered sessions
 * (after the change has committed). This replica forgets at once, before the caller is answered.
 */
export async function publishUserSecurity(
  ctx: Pick<RequestContext, 'pubsub' | 'logger'>,
  event: UserSecurityEvent,
) {
  forgetRememberedUser(ctx, event.userID);
  try {
    ctx.pubsub.publish('userSecurity', event);
  } catch (error) {
    ctx.logger.warn('could not publish a security event', { error, userID: event.userID });
  }
}
