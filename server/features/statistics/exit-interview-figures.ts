import { QUESTION_TYPE_IDS } from '../../../shared/configuration/constants.ts';
import { answerValues } from '../../../shared/surveys/answers.ts';
import type { AnswerCountRow } from './statistics-series-repository.ts';

/** `part` of `whole` in percent with one decimal; null when the whole is 0. */
export function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((1000 * part) / whole) / 10;
}

export interface QuestionFigures {
  position: number;
  text: string;
  questionTypeID: number;
  answered: number;
  skipped: number;
  distribution: { value: string; count: number; percentage: number | null }[];
  average: number | null;
}

/**
 * The answers counted per question and value in SQL, turned into one entry per question as it was
 * asked (position, text and type kept with each answer), in order of position then text. Every
 * value of the question's type is listed, 0 included, so a chart's bars never move; `skipped` is
 * the surveys closed in the period that do not answer it; a 1–10 question's mean, one decimal,
 * is taken from the counts.
 */
export function questionFigures(rows: readonly AnswerCountRow[], closedSurveys: number): QuestionFigures[] {
  const byQuestion = new Map<
    string,
    { position: number; text: string; typeID: number; counts: Map<string, number> }
  >();
  for (const row of rows) {
    const key = JSON.stringify([row.position, row.text, row.question_type_id]);
    let question = byQuestion.get(key);
    if (!question) {
      question = { position: row.position, text: row.text, typeID: row.question_type_id, counts: new Map() };
      byQuestion.set(key, question);
    }
    question.counts.set(row.value, (question.counts.get(row.value) ?? 0) + row.count);
  }
  return [...byQuestion.values()]
    .sort((a, b) => a.position - b.position || a.text.localeCompare(b.text))
    .map(({ position, text, typeID, counts }) => {
      const answered = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const values = answerValues(typeID);
      const scale = typeID === QUESTION_TYPE_IDS.scale1to10;
      const total = scale
        ? values.reduce((sum, value) => sum + Number(value) * (counts.get(value) ?? 0), 0)
        : 0;
      return {
        position,
        text,
        questionTypeID: typeID,
        answered,
        skipped: Math.max(0, closedSurveys - answered),
        distribution: values.map((value) => ({
          value,
          count: counts.get(value) ?? 0,
          percentage: share(counts.get(value) ?? 0, answered),
        })),
        average: scale && answered > 0 ? Math.round((10 * total) / answered) / 10 : null,
      };
    });
}
