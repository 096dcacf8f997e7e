import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { listSurveyQuestions, saveSurveyQuestions } from './surveys-service.ts';

/** The exit-interview question editor. */
export const surveyResolvers: Resolvers = {
  Query: {
    surveyQuestions: (_root, { workshopID }, ctx) => listSurveyQuestions(ctx, workshopID),
  },
  Mutation: {
    saveSurveyQuestions: (_root, args, ctx) => saveSurveyQuestions(ctx, args),
  },
};
