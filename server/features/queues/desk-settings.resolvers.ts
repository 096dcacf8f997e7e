import { notFound } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { type Loaders, loaders } from '../../core/loaders/loaders.ts';
import { requireWorkshopReader } from '../../core/policies/workshop-access.ts';

/** A workshop's desk settings from the read side's settings (column defaults without parameters). */
export async function deskSettings(workshopLoaders: Loaders, workshopID: string) {
  const settings = await workshopLoaders.workshopSettings.load(workshopID);
  if (!settings) throw notFound('Workshop');
  return {
    workshopID,
    timeZone: settings.timeZone,
    criticalThresholdMinutes: settings.criticalThresholdAlertMinutes,
    toleranceMinutes: settings.toleranceMinutes,
  };
}

export const deskSettingsResolvers: Resolvers = {
  Query: {
    workshopDeskSettings: (_root, { workshopID }, ctx) => {
      requireWorkshopReader(ctx, workshopID);
      return deskSettings(loaders(ctx), workshopID);
    },
  },
};
