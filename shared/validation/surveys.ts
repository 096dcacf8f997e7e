import * as v from 'valibot';
import { MAX_SURVEY_QUESTIONS, QUESTION_TYPE_IDS } from '../configuration/constants.ts';
import { integerIn, optionalId, requiredId, requiredText } from './fields.ts';
import { messageKey } from './messages.ts';

export const surveyQuestionSchema = v.object({
  /** Set for a question that already exists; empty for a new one. */
  customerSurveyQuestionID: optionalId(),
  text: requiredText(300),
  /** 1 yes/no, 2 a value from 1 to 10. */
  questionTypeID: v.picklist(Object.values(QUESTION_TYPE_IDS), messageKey('invalid')),
  position: integerIn(0, 999),
});

/** The workshop's whole question list, replacing the stored one; spec §5: at most 10. */
export const saveSurveyQuestionsInputSchema = v.object({
  workshopID: requiredId(),
  questions: v.pipe(
    v.array(surveyQuestionSchema, messageKey('invalid')),
    v.maxLength(MAX_SURVEY_QUESTIONS, messageKey('maxQuestions')),
  ),
});

export type SaveSurveyQuestionsInput = v.InferOutput<typeof saveSurveyQuestionsInputSchema>;
