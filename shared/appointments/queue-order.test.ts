import { describe, expect, it } from 'vitest';
import type { QueueEntry, QueueOrderParams } from './queue-order.ts';
import { dueTime, isWalkIn, nextFor, orderQueue, timingOf } from './queue-order.ts';

// A fixed clock: every time below is on 2 March 2026, UTC.
const at = (hhmmss: string) => new Date(`2026-03-02T${hhmmss.length === 5 ? `${hhmmss}:00` : hhmmss}Z`);
const NOW = at('10:00');

const ON: QueueOrderParams = {
  toleranceMinutes: 10,
  autoRecalcQueueEnabled: true,
  preferredResourceEnabled: false,
};
const OFF: QueueOrderParams = { ...ON, autoRecalcQueueEnabled: false };
const PREFERRED: QueueOrderParams = { ...ON, preferredResourceEnabled: true };

function booked(id: string, booking: string, checkin: string, extra: Partial<QueueEntry> = {}): QueueEntry {
  return {
    appointmentID: id,
    statusCode: 2,
    walkIn: false,
    priority: 0,
    bookingDateTime: at(booking),
    checkinDateTime: at(checkin),
    preferredUserID: null,
    ...extra,
  };
}

function walkIn(id: string, checkin: string, extra: Partial<QueueEntry> = {}): QueueEntry {
  return {
    appointmentID: id,
    statusCode: 3,
    walkIn: true,
    priority: 0,
    bookingDateTime: null,
    checkinDateTime: at(checkin),
    preferredUserID: null,
    ...extra,
  };
}

const ids = (entries: readonly QueueEntry[]) => entries.map((e) => e.appointmentID);
const order = (entries: QueueEntry[], params = ON, now = NOW) => ids(orderQueue(entries, params, now));

describe('timingOf', () => {
  const booking = at('09:30');

  it('is on time at the booking time and at exactly ± tolerance', () => {
    expect(timingOf(booking, at('09:30'), 10)).toEqual({ status: 'ON_TIME', minutes: 0 });
    expect(timingOf(booking, at('09:20'), 10)).toEqual({ status: 'ON_TIME', minutes: 0 });
    expect(timingOf(booking, at('09:40'), 10)).toEqual({ status: 'ON_TIME', minutes: 0 });
  });

  it('is early or late one second past the tolerance, in whole minutes rounded up', () => {
    expect(timingOf(booking, at('09:19:59'), 10)).toEqual({ status: 'EARLY', minutes: 11 });
    expect(timingOf(booking, at('09:40:01'), 10)).toEqual({ status: 'LATE', minutes: 11 });
  });

  it('counts minutes from the booking time, not from the tolerance edge', () => {
    expect(timingOf(booking, at('09:05'), 10)).toEqual({ status: 'EARLY', minutes: 25 });
    expect(timingOf(booking, at('10:15'), 10)).toEqual({ status: 'LATE', minutes: 45 });
  });

  it('with zero tolerance only the exact booking time is on time', () => {
    expect(timingOf(booking, at('09:30'), 0).status).toBe('ON_TIME');
    expect(timingOf(booking, at('09:30:01'), 0)).toEqual({ status: 'LATE', minutes: 1 });
    expect(timingOf(booking, at('09:29:59'), 0)).toEqual({ status: 'EARLY', minutes: 1 });
  });

  it('treats a negative tolerance as zero', () => {
    expect(timingOf(booking, at('09:30'), -5).status).toBe('ON_TIME');
  });
});

describe('isWalkIn and dueTime', () => {
  it('recognises a walk-in by the flag, by status 3 or by a missing booking time', () => {
    expect(isWalkIn(walkIn('w', '09:00'))).toBe(true);
    expect(isWalkIn(booked('a', '09:30', '09:30', { walkIn: true }))).toBe(true);
    expect(isWalkIn(booked('b', '09:30', '09:30', { statusCode: 3 }))).toBe(true);
    expect(isWalkIn(booked('c', '09:30', '09:30', { bookingDateTime: null }))).toBe(true);
    expect(isWalkIn(booked('d', '09:30', '09:30'))).toBe(false);
  });

  it('is the booking time when on time or early, the check-in time when late or walk-in', () => {
    expect(dueTime(booked('on', '09:30', '09:36'), ON, NOW)).toEqual(at('09:30'));
    expect(dueTime(booked('early', '09:30', '09:00'), ON, NOW)).toEqual(at('09:30'));
    expect(dueTime(booked('late', '09:30', '09:50'), ON, NOW)).toEqual(at('09:50'));
    expect(dueTime(walkIn('w', '09:12'), ON, NOW)).toEqual(at('09:12'));
  });

  it('is the check-in time for everyone when recalculation is off', () => {
    expect(dueTime(booked('on', '09:30', '09:36'), OFF, NOW)).toEqual(at('09:36'));
    expect(dueTime(booked('early', '09:30', '09:00'), OFF, NOW)).toEqual(at('09:00'));
  });

  it('counts a missing check-in as now', () => {
    expect(dueTime(walkIn('w', '09:00', { checkinDateTime: null }), ON, NOW)).toEqual(NOW);
  });
});

describe('orderQueue with recalculation on', () => {
  it('keeps an on-time booked customer ahead of a walk-in who checked in before them', () => {
    // Booked for 9:30, arrives 9:38 (within 10 minutes): due 9:30, before the 9:32 walk-in.
    expect(order([walkIn('walk-in', '09:32'), booked('booked', '09:30', '09:38')])).toEqual([
      'booked',
      'walk-in',
    ]);
  });

  it('lets a walk-in who arrives before an early customer’s booking time go first', () => {
    // Early customer in at 9:00 for 9:30; the walk-in arrives at 9:10, between the two.
    expect(order([booked('early', '09:30', '09:00'), walkIn('walk-in', '09:10')])).toEqual([
      'walk-in',
      'early',
    ]);
  });

  it('never puts an early customer behind a walk-in who arrived after their booking time', () => {
    expect(order([walkIn('walk-in', '09:35'), booked('early', '09:30', '09:00')])).toEqual([
      'early',
      'walk-in',
    ]);
  });

  it('puts a late booked customer in check-in order, like a walk-in', () => {
    // Booked for 9:00, arrives 9:20: slot lost, due 9:20, after the 9:10 walk-in.
    expect(order([booked('late', '09:00', '09:20'), walkIn('walk-in', '09:10')])).toEqual([
      'walk-in',
      'late',
    ]);
    expect(order([booked('late', '09:00', '09:20'), walkIn('walk-in', '09:25')])).toEqual([
      'late',
      'walk-in',
    ]);
  });

  it('keeps the slot at exactly + tolerance and loses it one second later', () => {
    const walkInAt935 = walkIn('walk-in', '09:35');
    expect(order([walkInAt935, booked('booked', '09:30', '09:40')])).toEqual(['booked', 'walk-in']);
    expect(order([walkInAt935, booked('booked', '09:30', '09:40:01')])).toEqual(['walk-in', 'booked']);
  });

  it('orders booked customers by booking time, whatever their arrival order', () => {
    const entries = [
      booked('b945', '09:45', '09:40'),
      booked('b930', '09:30', '09:38'),
      booked('b915', '09:15', '09:20'),
    ];
    expect(order(entries)).toEqual(['b915', 'b930', 'b945']);
  });

  it('puts higher priority first, before any due time', () => {
    const entries = [
      booked('booked', '09:00', '09:00'),
      walkIn('urgent', '09:50', { priority: 1 }),
      walkIn('w', '08:00'),
    ];
    expect(order(entries)).toEqual(['urgent', 'w', 'booked']);
    const more = [walkIn('p1', '09:00', { priority: 1 }), walkIn('p2', '09:50', { priority: 2 })];
    expect(order(more)).toEqual(['p2', 'p1']);
  });

  it('breaks an equal due time by check-in time', () => {
    // Both booked for 9:30 and both on time: the one who came first goes first. The IDs sort the
    // other way, so only the check-in time can put 'z-first' ahead.
    expect(order([booked('a-second', '09:30', '09:28'), booked('z-first', '09:30', '09:25')])).toEqual([
      'z-first',
      'a-second',
    ]);
  });

  it('breaks a complete tie by appointmentID, whatever the input order', () => {
    const a = walkIn('a', '09:10');
    const b = walkIn('b', '09:10');
    const c = walkIn('c', '09:10');
    for (const input of [
      [a, b, c],
      [c, b, a],
      [b, a, c],
      [c, a, b],
    ]) {
      expect(order(input)).toEqual(['a', 'b', 'c']);
    }
  });

  it('orders by code units, not locale, so every machine agrees', () => {
    expect(order([walkIn('b', '09:10'), walkIn('B', '09:10'), walkIn('a', '09:10')])).toEqual([
      'B',
      'a',
      'b',
    ]);
  });

  it('puts an entry without check-in time at the back', () => {
    expect(order([walkIn('none', '09:00', { checkinDateTime: null }), walkIn('w', '09:59')])).toEqual([
      'w',
      'none',
    ]);
  });

  it('gives the same order at any later time (due times do not move with the clock)', () => {
    const entries = [
      booked('early', '09:30', '09:00'),
      walkIn('w1', '09:10'),
      booked('late', '09:00', '09:20'),
    ];
    expect(order(entries, ON, at('09:40'))).toEqual(order(entries, ON, at('11:00')));
  });

  it('returns a new array and leaves the input alone', () => {
    const entries = [walkIn('w2', '09:20'), walkIn('w1', '09:10')];
    const result = orderQueue(entries, ON, NOW);
    expect(result).not.toBe(entries);
    expect(ids(entries)).toEqual(['w2', 'w1']);
  });
});

describe('orderQueue with recalculation off', () => {
  it('serves by check-in time, booking or not', () => {
    const entries = [
      walkIn('walk-in', '09:32'),
      booked('on-time', '09:30', '09:38'),
      booked('early', '09:45', '09:00'),
    ];
    expect(order(entries, OFF)).toEqual(['early', 'walk-in', 'on-time']);
  });

  it('still puts higher priority first', () => {
    const entries = [walkIn('w', '09:00'), booked('urgent', '09:30', '09:38', { priority: 1 })];
    expect(order(entries, OFF)).toEqual(['urgent', 'w']);
  });
});

describe('nextFor', () => {
  const mine = 'acceptor-1';
  const theirs = 'acceptor-2';

  it('takes the head of the queue when preferred resources are off, reserved or not', () => {
    const ordered = [walkIn('reserved', '09:55', { preferredUserID: theirs }), walkIn('free', '09:56')];
    expect(nextFor(ordered, mine, ON, NOW)?.appointmentID).toBe('reserved');
  });

  it('skips an entry reserved for another acceptor', () => {
    const ordered = [walkIn('reserved', '09:55', { preferredUserID: theirs }), walkIn('free', '09:56')];
    expect(nextFor(ordered, mine, PREFERRED, NOW)?.appointmentID).toBe('free');
    expect(nextFor(ordered, theirs, PREFERRED, NOW)?.appointmentID).toBe('reserved');
  });

  it('takes the first entry it may, without jumping own reservations ahead of unreserved ones', () => {
    const ordered = [walkIn('free', '09:55'), walkIn('mine', '09:56', { preferredUserID: mine })];
    expect(nextFor(ordered, mine, PREFERRED, NOW)?.appointmentID).toBe('free');
  });

  it('lets anyone take a reserved entry more than tolerance past its due time', () => {
    const ordered = [walkIn('reserved', '09:50', { preferredUserID: theirs }), walkIn('free', '09:58')];
    expect(nextFor(ordered, mine, PREFERRED, at('10:00'))?.appointmentID).toBe('free');
    expect(nextFor(ordered, mine, PREFERRED, at('10:00:01'))?.appointmentID).toBe('reserved');
  });

  it('measures the escape hatch from the due time, not from an early check-in', () => {
    // In at 9:00 for 9:30, reserved: at 9:35 they have waited 35 minutes but are only 5 past due.
    const ordered = [booked('early', '09:30', '09:00', { preferredUserID: theirs }), walkIn('free', '09:34')];
    expect(nextFor(ordered, mine, PREFERRED, at('09:35'))?.appointmentID).toBe('free');
    expect(nextFor(ordered, mine, PREFERRED, at('09:41'))?.appointmentID).toBe('early');
  });

  it('returns null when there is nothing this acceptor may take', () => {
    expect(nextFor([], mine, PREFERRED, NOW)).toBeNull();
    expect(nextFor([], mine, ON, NOW)).toBeNull();
    expect(
      nextFor([walkIn('reserved', '09:55', { preferredUserID: theirs })], mine, PREFERRED, NOW),
    ).toBeNull();
  });
});
