import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { estimateAccuracy } from './estimate-accuracy-service.ts';
import { appointmentStats, exitInterviewStats, kpis, searchAcceptors } from './statistics-series-service.ts';
import { workshopStats } from './statistics-service.ts';

/** A workshop's figures (docs/statistics.md). */
export const statisticsResolvers: Resolvers = {
  Query: {
    workshopStats: (_root, { input }, ctx) => workshopStats(ctx, input),
    estimateAccuracy: (_root, { workshopID }, ctx) => estimateAccuracy(ctx, workshopID),
    appointmentStats: (_root, { input }, ctx) => appointmentStats(ctx, input),
    exitInterviewStats: (_root, { input }, ctx) => exitInterviewStats(ctx, input),
    kpis: (_root, { workshopID }, ctx) => kpis(ctx, workshopID),
    searchAcceptors: (_root, { workshopID, term }, ctx) => searchAcceptors(ctx, workshopID, term),
  },
};
