import { describe, expect, it } from 'vitest';
import { longestWait, minutesSince, overThreshold } from './waiting-time.ts';

const now = new Date('2026-11-21T10:00:00Z');

describe('minutesSince', () => {
  it('counts whole minutes and never goes below zero', () => {
    expect(minutesSince('2026-11-21T09:30:30Z', now)).toBe(29);
    expect(minutesSince('2026-11-21T10:05:00Z', now)).toBe(0);
    expect(minutesSince(null, now)).toBeNull();
    expect(minutesSince('not a date', now)).toBeNull();
  });
});

describe('longestWait', () => {
  it('picks the earliest check-in', () => {
    const result = longestWait(
      [
        { appointmentID: 'a', licensePlate: 'AA111AA', checkinDateTime: '2026-11-21T09:50:00Z' },
        { appointmentID: 'b', licensePlate: 'BB222BB', checkinDateTime: '2026-11-21T09:20:00Z' },
        { appointmentID: 'c', licensePlate: 'CC333CC', checkinDateTime: null },
      ],
      now,
    );
    expect(result).toEqual({ customer: expect.objectContaining({ appointmentID: 'b' }), minutes: 40 });
    expect(longestWait([], now)).toBeNull();
  });
});

describe('overThreshold', () => {
  it('counts those waiting the threshold or longer, not those without a check-in', () => {
    const waiting = [
      { appointmentID: 'a', licensePlate: 'AA111AA', checkinDateTime: '2026-11-21T09:30:00Z' },
      { appointmentID: 'b', licensePlate: 'BB222BB', checkinDateTime: '2026-11-21T09:31:00Z' },
      { appointmentID: 'c', licensePlate: 'CC333CC', checkinDateTime: null },
    ];
    expect(overThreshold(waiting, now, 30).map((row) => row.appointmentID)).toEqual(['a']);
    expect(overThreshold(waiting, now, 0).map((row) => row.appointmentID)).toEqual(['a', 'b']);
  });
});
