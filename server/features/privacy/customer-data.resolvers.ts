import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { customerDataExport, customerVisits, eraseCustomerData } from './customer-data.ts';

export const customerDataResolvers: Resolvers = {
  Query: {
    customerVisits: (_root, { input }, ctx) => customerVisits(ctx, input),
    customerDataExport: (_root, { input }, ctx) => customerDataExport(ctx, input),
  },
  Mutation: {
    eraseCustomerData: (_root, { input }, ctx) => eraseCustomerData(ctx, input),
  },
};
