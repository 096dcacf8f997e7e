import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import * as service from './display-setup-service.ts';

/** Configuration of monitors, totems and slogans (what their screens read is in monitor/ and totem/). */
export const displaySetupResolvers: Resolvers = {
  Query: {
    monitors: (_root, { workshopID }, ctx) => service.listMonitors(ctx, workshopID),
    totems: (_root, { workshopID }, ctx) => service.listTotems(ctx, workshopID),
    allSlogans: (_root, { workshopID }, ctx) => service.listAllSlogans(ctx, workshopID),
    deviceAccounts: (_root, { workshopID }, ctx) => service.listDeviceAccounts(ctx, workshopID),
  },
  Mutation: {
    createMonitor: (_root, { input }, ctx) => service.createMonitor(ctx, input),
    updateMonitor: (_root, { input }, ctx) => service.updateMonitor(ctx, input),
    deleteMonitor: (_root, { monitorID }, ctx) => service.deleteMonitor(ctx, monitorID),
    createTotem: (_root, { input }, ctx) => service.createTotem(ctx, input),
    updateTotem: (_root, { input }, ctx) => service.updateTotem(ctx, input),
    deleteTotem: (_root, { totemID }, ctx) => service.deleteTotem(ctx, totemID),
    createSlogan: (_root, { input }, ctx) => service.createSlogan(ctx, input),
    updateSlogan: (_root, { input }, ctx) => service.updateSlogan(ctx, input),
    deleteSlogan: (_root, { sloganID }, ctx) => service.deleteSlogan(ctx, sloganID),
  },
  Slogan: {
    // The monitors' list (`slogans`) holds only visible slogans and does not select these.
    isVisible: (slogan) => slogan.isVisible ?? true,
    workshopID: (slogan) => slogan.workshopID ?? null,
  },
};
