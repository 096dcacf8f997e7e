import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { withUploadedLogo } from '../../core/graphql/uploads.ts';
import { storedLogo } from '../../core/images/svg-logo.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
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
    createWorkshop: async (_root, { input, logo }, ctx) =>
      createWorkshop(ctx, await withUploadedLogo(input, logo)),
    updateWorkshop: async (_root, { input, logo }, ctx) =>
      updateWorkshop(ctx, await withUploadedLogo(input, logo)),
    deleteWorkshop: (_root, { workshopID }, ctx) => deleteWorkshop(ctx, workshopID),
  },
  Workshop: {
    // An SVG logo stored before uploads were cleaned is cleaned on the way out.
    logoUrl: (workshop) => storedLogo(workshop.logoUrl),
    // Who holds which role there is the managers' (as `workshopRoles`), also when the workshop
    // comes from the list every member of staff reads.
    userWorkshopRoles: (workshop, _args, ctx) => {
      requireWorkshopManager(ctx, workshop.workshopID);
      return listWorkshopUserRoles(ctx.db, [workshop.workshopID]);
    },
  },
};
