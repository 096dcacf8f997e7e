import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors.ts';
import { saveSurveyQuestionsInputSchema } from './surveys.ts';

const question = (position: number, over: Record<string, unknown> = {}) => ({
  text: `Domanda ${position}`,
  questionTypeID: 1,
  position,
  ...over,
});
const errors = (questions: unknown[]) => {
  const parsed = parseForm(saveSurveyQuestionsInputSchema, { workshopID: 'w1', questions });
  return parsed.ok ? [] : parsed.errors.map((e) => `${e.field}:${e.code}`);
};

describe('survey questions schema', () => {
  it('takes up to ten questions, none at all too', () => {
    expect(errors([])).toEqual([]);
    expect(errors(Array.from({ length: 10 }, (_, i) => question(i)))).toEqual([]);
  });

  it('refuses an eleventh question (spec §5)', () => {
    expect(errors(Array.from({ length: 11 }, (_, i) => question(i)))).toEqual([
      'questions:validation.maxQuestions',
    ]);
  });

  it('needs each question’s text, a known type and a position, on that question’s path', () => {
    expect(errors([question(0), question(1, { text: ' ' })])).toEqual([
      'questions.1.text:validation.required',
    ]);
    expect(errors([question(0, { questionTypeID: 3 })])).toEqual([
      'questions.0.questionTypeID:validation.invalid',
    ]);
    expect(errors([question(0, { position: -1 })])).toEqual(['questions.0.position:validation.range']);
  });

  it('treats an empty id as a new question', () => {
    const parsed = parseForm(saveSurveyQuestionsInputSchema, {
      workshopID: 'w1',
      questions: [question(0, { customerSurveyQuestionID: '' })],
    });
    expect(parsed.ok && parsed.value.questions[0]?.customerSurveyQuestionID).toBeNull();
  });
});
