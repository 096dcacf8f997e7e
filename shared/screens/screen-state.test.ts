import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_OFFLINE_MINUTES, offlineAfterMinutes, screenState } from './screen-state.ts';

const seen = new Date('2026-03-10T08:00:00Z');
const later = (minutes: number, seconds = 0) => new Date(seen.getTime() + minutes * 60_000 + seconds * 1000);

describe('screenState', () => {
  it('is online until the silence reaches the threshold, offline from then on', () => {
    expect(screenState(seen, seen, 5)).toBe('online');
    expect(screenState(seen, later(4, 59), 5)).toBe('online');
    expect(screenState(seen, later(5), 5)).toBe('offline');
    expect(screenState(seen, later(60), 5)).toBe('offline');
  });

  it('reads a heartbeat from a clock slightly ahead as online', () => {
    expect(screenState(later(1), seen, 5)).toBe('online');
  });
});

describe('offlineAfterMinutes', () => {
  it('takes the workshop parameter, and the default when the alert is off (0)', () => {
    expect(offlineAfterMinutes(12)).toBe(12);
    expect(offlineAfterMinutes(0)).toBe(DEFAULT_SCREEN_OFFLINE_MINUTES);
  });
});
