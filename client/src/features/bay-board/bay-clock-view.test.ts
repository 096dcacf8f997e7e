import { describe, expect, it } from 'vitest';
import { bayClockView, clockOffset, formatElapsed } from './bay-clock-view.ts';

const running = {
  stage: 'JOB_RUNNING',
  stageStartedAt: '2026-03-02T09:00:00.000Z',
  expectedEndAt: '2026-03-02T09:40:00.000Z',
  overrun: false,
};
const at = (iso: string) => Date.parse(iso);

describe('bayClockView', () => {
  it('counts from the stage start and turns late once past the expected end', () => {
    expect(bayClockView(running, at('2026-03-02T09:39:30Z'))).toEqual({
      elapsedMs: 39.5 * 60_000,
      overrun: false,
      lateMinutes: 0,
    });
    expect(bayClockView(running, at('2026-03-02T09:52:10Z'))).toMatchObject({
      overrun: true,
      // 12 min 10 s late: the thirteenth minute has begun.
      lateMinutes: 13,
    });
  });

  it('keeps the server’s overrun even when this screen’s clock lags', () => {
    expect(bayClockView({ ...running, overrun: true }, at('2026-03-02T09:10:00Z')).overrun).toBe(true);
  });

  it('never flags a customer called in, and shows no clock without a start', () => {
    const called = { stage: 'ACCEPTANCE', stageStartedAt: null, expectedEndAt: null, overrun: false };
    expect(bayClockView(called, at('2026-03-02T12:00:00Z'))).toEqual({
      elapsedMs: null,
      overrun: false,
      lateMinutes: 0,
    });
  });
});

describe('formatElapsed', () => {
  it('reads like a wall clock', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(247_000)).toBe('4:07');
    expect(formatElapsed(3_847_000)).toBe('1:04:07');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});

describe('clockOffset', () => {
  it('is the server’s lead over this screen, zero when unknown', () => {
    expect(clockOffset('2026-03-02T09:00:05.000Z', at('2026-03-02T09:00:00Z'))).toBe(5000);
    expect(clockOffset(null, 1)).toBe(0);
    expect(clockOffset('nonsense', 1)).toBe(0);
  });
});
