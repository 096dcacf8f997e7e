import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { listWorkshopUserRoles } from './workshops-repository.ts';
import {
  createWorkshop,
  deleteWorkshop,
  listWorkshops,
  readWorkshop,
  updateWorkshop,
} from './workshops-service.ts';

/** The admin's workshop list and detail (spec §2 Officine, OfficineDettaglio). */
export const workshopResolvers: Resolvers = {
  Query: {
    workshops: (_root, args, ctx) => listWorkshops(ctx, args),
    workshop: (_root, { workshopID }, ctx) => readWorkshop(ctx, workshopID),
  },
  Mutation: {
    createWorkshop: (_root, { input }, ctx) => createWorkshop(ctx, input),
    updateWorkshop: (_root, { input }, ctx) => updateWorkshop(ctx, input),
    deleteWorkshop: (_root, { workshopID }, ctx) => deleteWorkshop(ctx, workshopID),
  },
  Workshop: {
    userWorkshopRoles: (workshop, _args, ctx) => listWorkshopUserRoles(ctx.db, [workshop.workshopID]),
  },
};
