import { describe, expect, it } from 'vitest';
import { isSendableTime, sendableAt } from './quiet-hours.ts';

const ROME = 'Europe/Rome';

describe('scheduled SMS by day', () => {
  it('lets a daytime moment through unchanged', () => {
    const noon = new Date('2026-11-25T11:00:00Z'); // 12:00 in Rome
    expect(isSendableTime(noon, ROME, false)).toBe(true);
    expect(sendableAt(noon, ROME, false)).toEqual(noon);
  });

  it('moves an evening or a night moment to the next 08:00 in the workshop’s zone', () => {
    expect(sendableAt(new Date('2026-11-25T20:30:00Z'), ROME, false)).toEqual(
      new Date('2026-11-26T07:00:00Z'),
    );
    expect(sendableAt(new Date('2026-11-26T02:00:00Z'), ROME, false)).toEqual(
      new Date('2026-11-26T07:00:00Z'),
    );
    // 21:00 sharp is already night; 08:00 sharp is already day.
    expect(isSendableTime(new Date('2026-11-25T20:00:00Z'), ROME, false)).toBe(false);
    expect(isSendableTime(new Date('2026-11-26T07:00:00Z'), ROME, false)).toBe(true);
  });

  it('lands on 08:00 local across a daylight-saving change', () => {
    // The night of 28–29 March 2026 loses an hour in Rome: 08:00 is 06:00 UTC on the 29th.
    expect(sendableAt(new Date('2026-03-28T22:30:00Z'), ROME, false)).toEqual(
      new Date('2026-03-29T06:00:00Z'),
    );
  });

  it('sends at any hour when the workshop allows the night', () => {
    const night = new Date('2026-11-26T02:00:00Z');
    expect(sendableAt(night, ROME, true)).toEqual(night);
  });
});
