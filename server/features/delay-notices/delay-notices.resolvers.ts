import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { loaders } from '../../core/loaders/loaders.ts';
import { broadcastDelayNotice, clearDelayNotice } from './delay-notice-service.ts';

export const delayNoticeResolvers: Resolvers = {
  Queue: {
    // Like the queue's other fields: whoever was allowed to read the queue reads its notice.
    delayNotice: (queue, _args, ctx, info) => loaders(ctx, info).delayNoticeByQueue.load(queue.queueID),
  },
  Mutation: {
    broadcastDelayNotice: (_root, { input }, ctx) => broadcastDelayNotice(ctx, input),
    clearDelayNotice: (_root, { queueID }, ctx) => clearDelayNotice(ctx, queueID),
  },
};
