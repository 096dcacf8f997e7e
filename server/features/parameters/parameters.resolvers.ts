import { notFound } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { loadPrivacyNotice } from '../privacy/privacy-notice.ts';
import { listDailyStatisticsRoleNames, listRoleWarnings } from './parameters-repository.ts';
import { listSmsSenders, readParameters, updateParameters } from './parameters-service.ts';

/** A workshop's parameters (spec §3) and the SMS sender names. */
export const parameterResolvers: Resolvers = {
  Query: {
    parameters: (_root, { workshopID }, ctx) => readParameters(ctx, workshopID),
    smsSenders: (_root, _args, ctx) => listSmsSenders(ctx),
  },
  Mutation: {
    updateParameters: (_root, { input }, ctx) => updateParameters(ctx, input),
  },
  WorkshopParameters: {
    workshopRoleWarnings: (parameters, _args, ctx) => listRoleWarnings(ctx.db, parameters.workshopID),
    dailyStatisticsRoleNames: (parameters, _args, ctx) =>
      listDailyStatisticsRoleNames(ctx.db, parameters.workshopID),
    privacyNotice: async (parameters, _args, ctx) => {
      const notice = await loadPrivacyNotice(ctx.db, parameters.workshopID);
      if (!notice) throw notFound('Workshop');
      return notice;
    },
  },
};
