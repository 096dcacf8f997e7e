import { QUESTION_TYPE_IDS } from '../configuration/constants.ts';

/** How long an exit-interview link works after it is sent (docs/surveys.md). */
export const SURVEY_LINK_DAYS = 7;

/** Longest free note a customer may leave with their answers. */
export const SURVEY_NOTES_MAX = 1000;

const SCALE = Array.from({ length: 10 }, (_, i) => String(i + 1));

/** The values an answer to a question of this type may take, in the order they are offered. */
export function answerValues(questionTypeID: number): readonly string[] {
  if (questionTypeID === QUESTION_TYPE_IDS.yesNo) return ['yes', 'no'];
  if (questionTypeID === QUESTION_TYPE_IDS.scale1to10) return SCALE;
  return [];
}

export function isValidAnswer(questionTypeID: number, value: string): boolean {
  return answerValues(questionTypeID).includes(value);
}
