import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { workshopStats } from './statistics-service.ts';

/** A workshop's figures (docs/statistics.md). */
export const statisticsResolvers: Resolvers = {
  Query: {
    workshopStats: (_root, { input }, ctx) => workshopStats(ctx, input),
  },
};
