import { describe, expect, it } from 'vitest';
import { canAdd, type DraftQuestion, dropAt, moveTo, toSaveInput } from './survey-list.ts';

const q = (key: string): DraftQuestion => ({
  key,
  customerSurveyQuestionID: key === 'a' ? 'id-a' : null,
  text: `Domanda ${key}`,
  questionTypeID: 1,
});

describe('survey question list', () => {
  it('moves one question up or down, ignoring moves past either end', () => {
    const list = [q('a'), q('b'), q('c')];
    expect(moveTo(list, 2, 1).map((x) => x.key)).toEqual(['a', 'c', 'b']);
    expect(moveTo(list, 0, 1).map((x) => x.key)).toEqual(['b', 'a', 'c']);
    expect(moveTo(list, 0, -1).map((x) => x.key)).toEqual(['a', 'b', 'c']);
    expect(moveTo(list, 2, 3).map((x) => x.key)).toEqual(['a', 'b', 'c']);
  });

  it('drops dragged questions before or after the target, keeping their order', () => {
    const list = [q('a'), q('b'), q('c'), q('d')];
    expect(dropAt(list, new Set(['d']), 'a', 'before').map((x) => x.key)).toEqual(['d', 'a', 'b', 'c']);
    expect(dropAt(list, new Set(['a', 'c']), 'd', 'after').map((x) => x.key)).toEqual(['b', 'd', 'a', 'c']);
    expect(dropAt(list, new Set(['b']), 'b', 'after').map((x) => x.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('allows ten questions and no more', () => {
    expect(canAdd(Array.from({ length: 9 }, (_, i) => q(String(i))))).toBe(true);
    expect(canAdd(Array.from({ length: 10 }, (_, i) => q(String(i))))).toBe(false);
  });

  it('saves positions in list order', () => {
    expect(toSaveInput([q('b'), q('a')])).toEqual([
      { customerSurveyQuestionID: null, text: 'Domanda b', questionTypeID: 1, position: 0 },
      { customerSurveyQuestionID: 'id-a', text: 'Domanda a', questionTypeID: 1, position: 1 },
    ]);
  });
});
