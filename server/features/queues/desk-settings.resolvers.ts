import { notFound } from '../../graphql/errors.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { loaders } from '../../graphql/loaders.ts';
import { requireWorkshopReader } from './read-access.ts';

export const deskSettingsResolvers: Resolvers = {
  Query: {
    // The read side's workshop settings (column defaults for a workshop without parameters).
    workshopDeskSettings: async (_root, { workshopID }, ctx) => {
      requireWorkshopReader(ctx, workshopID);
      const settings = await loaders(ctx).workshopSettings.load(workshopID);
      if (!settings) throw notFound('Workshop');
      return {
        workshopID,
        timeZone: settings.timeZone,
        criticalThresholdMinutes: settings.criticalThresholdAlertMinutes,
        toleranceMinutes: settings.toleranceMinutes,
      };
    },
  },
};
