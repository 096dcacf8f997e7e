import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { workshopStatsPdf } from './statistics-pdf-service.ts';

/** Files made on the server (docs/statistics.md, "Exports"). */
export const exportResolvers: Resolvers = {
  Query: {
    downloadWorkshopStatsPDF: (_root, args, ctx) => workshopStatsPdf(ctx, args),
  },
};
