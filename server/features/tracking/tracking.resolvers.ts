import { isMessageLanguage } from '../../../shared/messaging/message-language.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { badInput, notFound } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { limitFailedLookups, orRateLimited } from '../../core/http/public-lookups.ts';
import { eventLoaders } from '../../core/loaders/loaders.ts';
import { live } from '../../core/realtime/live.ts';
import type { WorkshopChangeEvent } from '../../core/realtime/topics.ts';
import { recordCustomerLanguageNow } from '../appointments/customer-language.ts';
import { loadTracking } from './tracking.ts';

/** The visit by its code; a code that opens nothing spends the address's allowance. */
async function trackingByCode(ctx: RequestContext, code: string) {
  const found = await limitFailedLookups(ctx, 'customer', () =>
    loadTracking(ctx, eventLoaders(ctx, {}), code),
  );
  return orRateLimited(found);
}

/**
 * A customer's visit by the code of their link: once (`tracking`) or live (`trackingChanged`).
 * Both spend the address's allowance of failed look-ups (RATE_LIMITED once it is used up).
 */
export const trackingResolvers: Resolvers = {
  Query: {
    tracking: (_root, { code }, ctx) => trackingByCode(ctx, code),
  },
  Mutation: {
    setTrackingLanguage: async (_root, { code, language }, ctx) => {
      if (!isMessageLanguage(language)) throw badInput('The language is it or en.', 'language');
      const found = await trackingByCode(ctx, code);
      if (!found) throw notFound('Tracking');
      await recordCustomerLanguageNow(ctx, found.appointmentID, language, 'tracking');
      return { success: true, formErrors: [] };
    },
  },
  Subscription: {
    trackingChanged: {
      subscribe: async (_root, { code }, ctx) => {
        const first = await trackingByCode(ctx, code);
        if (!first) throw notFound('Tracking');
        const build = async (event: WorkshopChangeEvent | null, version: number, round: object | null) => {
          const root: { trackingChanged?: unknown; queueID?: string | null } = {};
          // The visits followed in one workshop share a round's reads: a call moves every place in
          // its queue, and the queue's waiting list is read once for all of them, not once each.
          const tracking = await loadTracking(ctx, eventLoaders(ctx, round ?? root), code);
          root.trackingChanged = { code, version, initial: !event, tracking };
          // Not a GraphQL field: the queue the customer waits in, for `relevant` below.
          root.queueID = tracking?.assignedQueueID ?? first.assignedQueueID;
          return root;
        };
        return live(
          ctx,
          first.workshopID,
          `tracking:${code}`,
          build,
          // A customer's place moves when anyone in their queue moves, not only when they do.
          (event, queueID: string | null | undefined) =>
            event.trackingCodes.includes(code) || (!!queueID && event.queueIDs.includes(queueID)),
          { note: (payload): string | null => payload.queueID ?? null },
        );
      },
      resolve: (payload: { trackingChanged: never }) => payload.trackingChanged,
    },
  },
};
