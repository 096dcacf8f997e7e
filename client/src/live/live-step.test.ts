import { describe, expect, it } from 'vitest';
import { liveStep } from './live-step.ts';

const change = (version: number) => ({ version, initial: false });
const whole = (version: number) => ({ version, initial: true });

describe('liveStep', () => {
  it('takes the first payload as the starting state', () => {
    expect(liveStep(null, whole(7))).toBe('first');
  });

  it('applies coalesced changes whose versions skip without asking for a refetch', () => {
    expect(liveStep(whole(7), change(8))).toBe('change');
    expect(liveStep(change(8), change(31))).toBe('change');
    // A late change built again under the version already reached.
    expect(liveStep(change(31), change(31))).toBe('change');
  });

  it('reads again what payloads do not carry when the whole state is sent after the first', () => {
    expect(liveStep(change(31), whole(40))).toBe('resent');
    expect(liveStep(whole(40), whole(40))).toBe('resent');
  });

  it('ignores a payload older than the one held', () => {
    expect(liveStep(change(31), change(30))).toBe('stale');
  });
});
