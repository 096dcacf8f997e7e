import type { RequestContext } from '../context/context.ts';

/** The context every resolver receives (named for the generated resolver types). */
export type GraphQLContext = RequestContext;
