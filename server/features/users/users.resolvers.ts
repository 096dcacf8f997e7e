import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { loadHeldRoles } from '../auth/auth-repository.ts';
import { listWorkshopUserRoles } from '../workshops/workshops-repository.ts';
import * as service from './users-service.ts';

/** The admin's user administration (spec §2 Utenti) and who holds which role in a workshop. */
export const userResolvers: Resolvers = {
  Query: {
    users: (_root, args, ctx) => service.listUsers(ctx, args),
    allUsers: (_root, _args, ctx) => service.allUsers(ctx),
    searchUsers: (_root, args, ctx) => service.searchUsers(ctx, args),
    workshopRoles: (_root, { workshopID }, ctx) => {
      requireWorkshopManager(ctx, workshopID);
      return listWorkshopUserRoles(ctx.db, [workshopID]);
    },
  },
  Mutation: {
    createUser: (_root, { input }, ctx) => service.createUser(ctx, input),
    updateUser: (_root, { input }, ctx) => service.updateUser(ctx, input),
    deleteUser: (_root, { userID }, ctx) => service.deleteUser(ctx, userID),
    sendFirstAccessEmail: (_root, { userID }, ctx) => service.sendFirstAccessEmail(ctx, userID),
    assignRoles: (_root, args, ctx) => service.assignRoles(ctx, args),
    setMyLanguage: (_root, { language }, ctx) => service.setMyLanguage(ctx, language),
  },
  User: {
    hasPassword: (user) => user.passwordHash !== null,
    userWorkshopRoles: (user, _args, ctx) => user.heldRoles ?? loadHeldRoles(ctx.db, user.userID),
  },
};
