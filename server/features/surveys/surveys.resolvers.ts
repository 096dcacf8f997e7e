import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { customerSurvey, skipCustomerSurvey, submitCustomerSurvey } from './customer-survey-service.ts';
import {
  appointmentSurvey,
  sendCustomerSurvey,
  surveyCorrectable,
  surveyRequestable,
  updateSurveyAnswers,
} from './survey-staff-service.ts';
import { listSurveyQuestions, saveSurveyQuestions } from './surveys-service.ts';

/** The exit-interview question editor, the customer's survey page and the staff's side of it. */
export const surveyResolvers: Resolvers = {
  Query: {
    surveyQuestions: (_root, { workshopID }, ctx) => listSurveyQuestions(ctx, workshopID),
    customerSurvey: (_root, { token }, ctx) => customerSurvey(ctx, token),
  },
  Mutation: {
    saveSurveyQuestions: (_root, args, ctx) => saveSurveyQuestions(ctx, args),
    submitCustomerSurvey: (_root, args, ctx) => submitCustomerSurvey(ctx, args),
    skipCustomerSurvey: (_root, args, ctx) => skipCustomerSurvey(ctx, args),
    sendCustomerSurvey: (_root, { appointmentID }, ctx) => sendCustomerSurvey(ctx, appointmentID),
    updateSurveyAnswers: (_root, args, ctx) => updateSurveyAnswers(ctx, args),
  },
  Appointment: {
    survey: (parent, _args, ctx) => appointmentSurvey(ctx, parent),
    surveyRequestable: (parent, _args, ctx) => surveyRequestable(ctx, parent),
    surveyCorrectable: (parent, _args, ctx) => surveyCorrectable(ctx, parent),
  },
};
