import { describe, expect, it } from 'vitest';
import { matchesBooking, normalizePlate } from './booking-search.ts';

const booking = { licensePlate: 'AB123CD', name: 'Mario Rossi' };

describe('matchesBooking', () => {
  it('finds by part of the plate, ignoring case, spaces and dashes', () => {
    expect(matchesBooking(booking, 'ab 123')).toBe(true);
    expect(matchesBooking(booking, '3cd')).toBe(true);
    expect(matchesBooking(booking, 'ZZ')).toBe(false);
  });

  it('finds by surname or first name', () => {
    expect(matchesBooking(booking, 'ross')).toBe(true);
    expect(matchesBooking(booking, 'Mario')).toBe(true);
    expect(matchesBooking(booking, 'ssi')).toBe(false);
  });

  it('lists everything for an empty search', () => {
    expect(matchesBooking(booking, '  ')).toBe(true);
  });
});

describe('normalizePlate', () => {
  it('upper-cases and drops spaces and dashes', () => {
    expect(normalizePlate('ab 123-cd')).toBe('AB123CD');
  });
});
