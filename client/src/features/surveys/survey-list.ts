import { MAX_SURVEY_QUESTIONS, type QUESTION_TYPE_IDS } from '../../../../shared/configuration/constants.ts';

export type QuestionTypeID = (typeof QUESTION_TYPE_IDS)[keyof typeof QUESTION_TYPE_IDS];

/** A question as the editor holds it; `key` is stable while the list is reordered. */
export interface DraftQuestion {
  key: string;
  /** The saved question's id; null for a new one (and for the installation's defaults). */
  customerSurveyQuestionID: string | null;
  text: string;
  questionTypeID: QuestionTypeID;
}

/** Whether another question may be added (spec §5: at most 10). */
export const canAdd = (questions: readonly DraftQuestion[]) => questions.length < MAX_SURVEY_QUESTIONS;

/** The list with the item at `from` moved to `to` (both indexes; out of range leaves it as is). */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The list after dropping `keys` before or after the item `target` (drag and drop): the dragged
 * items keep their relative order.
 */
export function dropAt<T extends { key: string }>(
  items: readonly T[],
  keys: ReadonlySet<string>,
  target: string,
  position: 'before' | 'after',
): T[] {
  if (keys.has(target)) return [...items];
  const moving = items.filter((item) => keys.has(item.key));
  const rest = items.filter((item) => !keys.has(item.key));
  const at = rest.findIndex((item) => item.key === target);
  if (at < 0) return [...items];
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moving, ...rest.slice(index)];
}

/** The mutation's input: positions follow the list's order. */
export function toSaveInput(questions: readonly DraftQuestion[]) {
  return questions.map((question, position) => ({
    customerSurveyQuestionID: question.customerSurveyQuestionID,
    text: question.text,
    questionTypeID: question.questionTypeID,
    position,
  }));
}
