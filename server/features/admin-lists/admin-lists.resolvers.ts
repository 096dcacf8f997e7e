import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import * as service from './admin-lists-service.ts';

/** Reject reasons, SMS senders and news, kept by admins (the lists themselves are read elsewhere too). */
export const adminListResolvers: Resolvers = {
  Query: {
    news: (_root, _args, ctx) => service.listPublishedNews(ctx),
    allNews: (_root, _args, ctx) => service.listAllNews(ctx),
  },
  Mutation: {
    createRejectReason: (_root, { input }, ctx) => service.createRejectReason(ctx, input),
    updateRejectReason: (_root, { input }, ctx) => service.updateRejectReason(ctx, input),
    deleteRejectReason: (_root, { rejectReasonID }, ctx) => service.deleteRejectReason(ctx, rejectReasonID),
    createSmsSender: (_root, { input }, ctx) => service.createSmsSender(ctx, input),
    updateSmsSender: (_root, { input }, ctx) => service.updateSmsSender(ctx, input),
    deleteSmsSender: (_root, { smsSenderID }, ctx) => service.deleteSmsSender(ctx, smsSenderID),
    createNews: (_root, { input }, ctx) => service.createNews(ctx, input),
    updateNews: (_root, { input }, ctx) => service.updateNews(ctx, input),
    deleteNews: (_root, { newsID }, ctx) => service.deleteNews(ctx, newsID),
  },
};
