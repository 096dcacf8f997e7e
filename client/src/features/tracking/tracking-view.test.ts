import { describe, expect, it } from 'vitest';
import { phaseOf, timelineOf, waitWording } from './tracking-view.ts';

describe('phaseOf', () => {
  it('names every status the page shows', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 0].map(phaseOf)).toEqual([
      'booked',
      'waiting',
      'waiting',
      'called',
      'called',
      'inService',
      'jobDone',
      'ready',
      'paid',
      'rejected',
      'exit',
      'anomaly',
      'unknown',
    ]);
  });
});

describe('timelineOf', () => {
  it('marks the steps before the current one done, with their times', () => {
    const steps = timelineOf({
      statusCode: 7,
      calledAt: '2026-11-21T09:00:00Z',
      jobStartDateTime: '2026-11-21T09:05:00Z',
      jobEndDateTime: '2026-11-21T10:00:00Z',
    })!;
    expect(steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      'checkin:done',
      'called:done',
      'inService:done',
      'jobDone:current',
      'ready:todo',
      'paid:todo',
      'exit:todo',
    ]);
    expect(steps[2]!.at).toBe('2026-11-21T09:05:00Z');
    expect(steps[4]!.at).toBeNull();
  });

  it('ends with every step done at the exit', () => {
    expect(timelineOf({ statusCode: 11 })!.every((s) => s.state === 'done')).toBe(true);
  });

  it('has no timeline before arrival or after a refusal', () => {
    expect(timelineOf({ statusCode: 1 })).toBeNull();
    expect(timelineOf({ statusCode: 10 })).toBeNull();
  });
});

describe('waitWording', () => {
  it('tells the single figure when the server sends no range', () => {
    expect(waitWording(20, null)).toEqual({ kind: 'about', count: 20 });
  });

  it('tells the range instead when there is one, "within" when it starts at 0', () => {
    expect(waitWording(20, { lowMinutes: 15, highMinutes: 25 })).toEqual({
      kind: 'between',
      low: 15,
      high: 25,
    });
    expect(waitWording(3, { lowMinutes: 0, highMinutes: 10 })).toEqual({ kind: 'within', count: 10 });
  });

  it('tells nothing without an estimate', () => {
    expect(waitWording(null, { lowMinutes: 15, highMinutes: 25 })).toEqual({ kind: 'none' });
  });
});
