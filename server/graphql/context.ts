// Placeholder replaced below in this commit series.
export interface GraphQLContext {
  requestId: string;
}
