import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-service.ts';

export const apiKeyResolvers: Resolvers = {
  Query: {
    apiKeys: (_root, { workshopID }, ctx) => listApiKeys(ctx, workshopID),
  },
  Mutation: {
    createApiKey: (_root, { input }, ctx) => createApiKey(ctx, input),
    revokeApiKey: (_root, { apiKeyID }, ctx) => revokeApiKey(ctx, apiKeyID),
  },
};
