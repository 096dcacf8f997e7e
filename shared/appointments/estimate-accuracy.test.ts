import { describe, expect, it } from 'vitest';
import { accuracyFigures, waitRange } from './estimate-accuracy.ts';

const sample = (estimatedMinutes: number, actualMinutes: number) => ({ estimatedMinutes, actualMinutes });

describe('accuracyFigures', () => {
  it('has no figures without customers', () => {
    expect(accuracyFigures([])).toEqual({
      count: 0,
      meanAbsoluteErrorMinutes: null,
      within5Percentage: null,
      biasMinutes: null,
    });
  });

  it('averages the absolute errors, counts those within 5 minutes (edge included) and keeps the sign in the bias', () => {
    // Errors: −10 (told too little), +5 (edge: within), 0, +1.
    const figures = accuracyFigures([sample(10, 20), sample(15, 10), sample(7, 7), sample(4, 3)]);
    expect(figures).toEqual({
      count: 4,
      meanAbsoluteErrorMinutes: 4,
      within5Percentage: 75,
      biasMinutes: -1,
    });
  });

  it('rounds to one decimal', () => {
    const figures = accuracyFigures([sample(0, 1), sample(0, 1), sample(0, 2)]);
    expect(figures.meanAbsoluteErrorMinutes).toBe(1.3);
    expect(figures.biasMinutes).toBe(-1.3);
    expect(figures.within5Percentage).toBe(100);
  });

  it('leaves out samples that are not numbers', () => {
    expect(accuracyFigures([sample(Number.NaN, 3), sample(10, 4)]).count).toBe(1);
  });
});

describe('waitRange', () => {
  const known = (meanAbsoluteErrorMinutes: number, count = 20) => ({
    count,
    meanAbsoluteErrorMinutes,
    within5Percentage: 50,
    biasMinutes: 0,
  });

  it('shows the single figure when the queue is known to be accurate (error 5 minutes or less)', () => {
    expect(waitRange(20, known(5))).toBeNull();
    expect(waitRange(20, known(2.4))).toBeNull();
  });

  it('shows estimate ± the error, rounded to 5, when the error is large', () => {
    expect(waitRange(20, known(6))).toEqual({ lowMinutes: 15, highMinutes: 25 });
    expect(waitRange(20, known(8))).toEqual({ lowMinutes: 10, highMinutes: 30 });
    expect(waitRange(43, known(12.5))).toEqual({ lowMinutes: 30, highMinutes: 55 });
  });

  it('uses ± 5 minutes while fewer than 10 customers tell how good the estimate is', () => {
    expect(waitRange(20, null)).toEqual({ lowMinutes: 15, highMinutes: 25 });
    expect(waitRange(20, known(1, 9))).toEqual({ lowMinutes: 15, highMinutes: 25 });
  });

  it('never goes below 0 nor collapses to one figure', () => {
    expect(waitRange(2, known(8))).toEqual({ lowMinutes: 0, highMinutes: 10 });
    expect(waitRange(0, null)).toEqual({ lowMinutes: 0, highMinutes: 5 });
  });
});
