import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import * as service from './queue-setup-service.ts';

/** Configuration of a workshop's queue groups, queues and boxes (their reads are in queues/). */
export const queueSetupResolvers: Resolvers = {
  Mutation: {
    createQueueGroup: (_root, { input }, ctx) => service.createQueueGroup(ctx, input),
    updateQueueGroup: (_root, { input }, ctx) => service.updateQueueGroup(ctx, input),
    deleteQueueGroup: (_root, { queueGroupID }, ctx) => service.deleteQueueGroup(ctx, queueGroupID),
    createQueue: (_root, { input }, ctx) => service.createQueue(ctx, input),
    updateQueue: (_root, { input }, ctx) => service.updateQueue(ctx, input),
    deleteQueue: (_root, { queueID }, ctx) => service.deleteQueue(ctx, queueID),
    createBox: (_root, { input }, ctx) => service.createBox(ctx, input),
    updateBox: (_root, { input }, ctx) => service.updateBox(ctx, input),
    deleteBox: (_root, { boxID }, ctx) => service.deleteBox(ctx, boxID),
  },
};
