import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireManagedEntity, requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import { deleteScreenDevice, findScreenDevice, listScreenDevices } from './screen-devices-repository.ts';
import { reportHeartbeat } from './screens-service.ts';

/**
 * Unattended screens (issue 17): the heartbeat monitors and totems send, and the list admins and
 * managers read on `/Schermi`.
 */
export const screensResolvers: Resolvers = {
  Query: {
    screenDevices: async (_root, { workshopID }, ctx) => {
      requireWorkshopManager(ctx, workshopID);
      return listScreenDevices(ctx.db, workshopID, ctx.now());
    },
  },
  Mutation: {
    reportScreenHeartbeat: async (_root, { input }, ctx) => ({
      recorded: await reportHeartbeat(ctx, input),
    }),
    forgetScreenDevice: async (_root, { screenDeviceID }, ctx) => {
      const device = await requireManagedEntity(ctx, screenDeviceID, 'Screen', (id) =>
        findScreenDevice(ctx.db, id),
      );
      const success = await deleteScreenDevice(ctx.db, device.screenDeviceID);
      ctx.logger.info('screen forgotten', { screenDeviceID, workshopID: device.workshopID });
      return { deletedID: screenDeviceID, success };
    },
  },
};
