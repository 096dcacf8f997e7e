import { describe, expect, test } from 'vitest';
import { dueForYouAreNext, type YouAreNextEntry } from './you-are-next.ts';

const params = { toleranceMinutes: 10, autoRecalcQueueEnabled: true, preferredResourceEnabled: false };
const now = new Date('2026-11-26T10:00:00Z');
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

/** A walk-in checked in at 09:`minute` in queue `queueID`. */
function walkIn(id: string, minute: number, extra: Partial<YouAreNextEntry> = {}): YouAreNextEntry {
  return {
    appointmentID: id,
    statusCode: 3,
    walkIn: true,
    priority: 0,
    bookingDateTime: null,
    checkinDateTime: at(minute),
    preferredUserID: null,
    queueID: 'q1',
    youAreNextSentAt: null,
    ...extra,
  };
}
const ids = (entries: readonly YouAreNextEntry[]) => entries.map((e) => e.appointmentID).sort();
const told = { youAreNextSentAt: at(0) };

describe('who gets "you are next"', () => {
  test('off at 0: nobody, whatever the queue', () => {
    expect(dueForYouAreNext([walkIn('a', 1), walkIn('b', 2)], 0, params, now)).toEqual([]);
  });

  test('the first N of the queue not told yet, in call order', () => {
    const queue = [walkIn('c', 3), walkIn('a', 1, told), walkIn('b', 2), walkIn('d', 4)];
    expect(ids(dueForYouAreNext(queue, 2, params, now))).toEqual(['b']);
    expect(ids(dueForYouAreNext(queue, 3, params, now))).toEqual(['b', 'c']);
  });

  test('a call moves the next one within N; those told before are not told again', () => {
    const queue = [walkIn('a', 1, told), walkIn('b', 2, told), walkIn('c', 3), walkIn('d', 4)];
    expect(ids(dueForYouAreNext(queue, 2, params, now))).toEqual([]);
    // 'a' is called (leaving): 'c' becomes second.
    expect(ids(dueForYouAreNext(queue, 2, params, now, new Set(['a'])))).toEqual(['c']);
    // Two desks call 'a' and 'b' at once: both leave, 'c' and 'd' move within 2.
    expect(ids(dueForYouAreNext(queue, 2, params, now, new Set(['a', 'b'])))).toEqual(['c', 'd']);
  });

  test('a priority change puts someone ahead: they are told, the one pushed back is not told twice', () => {
    const queue = [walkIn('a', 1, told), walkIn('b', 2, told), walkIn('z', 9, { priority: 1 })];
    expect(ids(dueForYouAreNext(queue, 2, params, now))).toEqual(['z']);
  });

  test('a booked customer on time keeps their slot ahead of later walk-ins (the boxes’ order)', () => {
    const booked = walkIn('booked', 20, { walkIn: false, statusCode: 2, bookingDateTime: at(15) });
    const queue = [walkIn('a', 1, told), walkIn('w', 16), booked];
    // Due 09:15 against the walk-in's 09:16: the booked customer is second, not the walk-in.
    expect(ids(dueForYouAreNext(queue, 2, params, now))).toEqual(['booked']);
  });

  test('positions count per queue', () => {
    const queue = [walkIn('a', 1), walkIn('b', 2), walkIn('x', 3, { queueID: 'q2' })];
    expect(ids(dueForYouAreNext(queue, 1, params, now))).toEqual(['a', 'x']);
  });
});
