import type { RequestContext } from '../../context.ts';
import type { UserSecurityEvent } from '../../realtime/topics.ts';

/** Tells every replica to close the user's live sockets (after the change has committed). */
export async function publishUserSecurity(
  ctx: Pick<RequestContext, 'pubsub' | 'logger'>,
  event: UserSecurityEvent,
) {
  try {
    ctx.pubsub.publish('userSecurity', event);
  } catch (error) {
    ctx.logger.warn('could not publish a security event', { error, userID: event.userID });
  }
}
