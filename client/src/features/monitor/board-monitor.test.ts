import { describe, expect, it } from 'vitest';
import { isBoardMonitor } from './board-monitor.ts';

const monitor = {
  monitorID: 'm1',
  name: 'Sala',
  workshopID: 'w1',
  workshopName: 'Milano',
  timeZone: 'Europe/Rome',
  trackingEntryUrl: 'https://turno.example/mobile-tracking',
};

describe('isBoardMonitor', () => {
  it('takes a monitor as the board stored it, extra fields and all', () => {
    expect(isBoardMonitor(monitor)).toBe(true);
    expect(isBoardMonitor({ ...monitor, queueGroups: [], __typename: 'Monitor' })).toBe(true);
  });

  it('refuses what an older build or a hand in the storage left', () => {
    const { trackingEntryUrl: _, ...older } = monitor;
    expect(isBoardMonitor(older)).toBe(false);
    expect(isBoardMonitor({ ...monitor, timeZone: 3 })).toBe(false);
    expect(isBoardMonitor(null)).toBe(false);
    expect(isBoardMonitor('m1')).toBe(false);
  });
});
