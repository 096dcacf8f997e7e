import { describe, expect, it } from 'vitest';
import { lastSeenAgo } from './last-seen.ts';

const seen = new Date('2026-03-10T08:00:00Z');
const later = (minutes: number) => new Date(seen.getTime() + minutes * 60_000);

describe('lastSeenAgo', () => {
  it('says now under a minute, then minutes, hours and days', () => {
    expect(lastSeenAgo(seen, later(0.5), 'en')).toBe('now');
    expect(lastSeenAgo(seen, later(7), 'en')).toBe('7 minutes ago');
    expect(lastSeenAgo(seen, later(130), 'en')).toBe('2 hours ago');
    expect(lastSeenAgo(seen, later(3 * 1440), 'en')).toBe('3 days ago');
  });

  it('speaks Italian, and reads a heartbeat from a clock ahead as now', () => {
    expect(lastSeenAgo(seen, later(7), 'it')).toBe('7 minuti fa');
    expect(lastSeenAgo(later(1), seen, 'it')).toBe('ora');
  });
});
