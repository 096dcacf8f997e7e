import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { createAgendaFeed, myAgendaFeed, revokeAgendaFeed } from './agenda-feed-service.ts';

export const agendaFeedResolvers: Resolvers = {
  Query: {
    myAgendaFeed: (_root, _args, ctx) => myAgendaFeed(ctx),
  },
  Mutation: {
    createAgendaFeed: (_root, _args, ctx) => createAgendaFeed(ctx),
    revokeAgendaFeed: (_root, _args, ctx) => revokeAgendaFeed(ctx),
  },
};
