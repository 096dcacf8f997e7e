import { describe, expect, it } from 'vitest';
import { questionFigures } from './exit-interview-figures.ts';

const row = (position: number, text: string, type: number, value: string, count: number) => ({
  position,
  text,
  question_type_id: type,
  value,
  count,
});

describe('questionFigures', () => {
  it('lists every value of a Yes/No question with its share, and the surveys that skipped it', () => {
    const [question] = questionFigures(
      [row(0, 'Tutto ok?', 1, 'yes', 2), row(0, 'Tutto ok?', 1, 'no', 1)],
      4,
    );
    expect(question).toEqual({
      position: 0,
      text: 'Tutto ok?',
      questionTypeID: 1,
      answered: 3,
      skipped: 1,
      distribution: [
        { value: 'yes', count: 2, percentage: 66.7 },
        { value: 'no', count: 1, percentage: 33.3 },
      ],
      average: null,
    });
  });

  it('averages a 1–10 question from its counts and keeps the ten values in order', () => {
    const [question] = questionFigures([row(1, 'Voto', 2, '10', 1), row(1, 'Voto', 2, '7', 2)], 3);
    expect(question!.average).toBe(8);
    expect(question!.distribution.map((entry) => entry.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(question!.distribution[6]).toEqual({ value: '7', count: 2, percentage: 66.7 });
    expect(question!.distribution[0]).toEqual({ value: '1', count: 0, percentage: 0 });
  });

  it('keeps a question asked with another text apart, in order of position', () => {
    const figures = questionFigures(
      [row(2, 'B', 1, 'yes', 1), row(0, 'A', 1, 'no', 1), row(0, 'A (nuovo testo)', 1, 'yes', 1)],
      3,
    );
    expect(figures.map((q) => q.text)).toEqual(['A', 'A (nuovo testo)', 'B']);
    expect(figures.map((q) => q.skipped)).toEqual([2, 2, 2]);
  });

  it('answers nothing for no answers', () => {
    expect(questionFigures([], 2)).toEqual([]);
  });
});
