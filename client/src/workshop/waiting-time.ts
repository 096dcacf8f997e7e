/** Whole minutes from `since` to `now` (never negative); null without a start. */
export function minutesSince(since: string | null | undefined, now: Date): number | null {
  if (!since) return null;
  const start = new Date(since).getTime();
  if (Number.isNaN(start)) return null;
  return Math.max(0, Math.floor((now.getTime() - start) / 60_000));
}

export interface WaitingCustomer {
  appointmentID: string;
  licensePlate: string;
  checkinDateTime?: string | null;
}

/** The customer who has waited longest since check-in, with the minutes; null when nobody waits. */
export function longestWait<T extends WaitingCustomer>(
  waiting: readonly T[],
  now: Date,
): { customer: T; minutes: number } | null {
  let best: { customer: T; minutes: number } | null = null;
  for (const customer of waiting) {
    const minutes = minutesSince(customer.checkinDateTime, now);
    if (minutes !== null && (best === null || minutes > best.minutes)) best = { customer, minutes };
  }
  return best;
}

/** Customers who have waited `thresholdMinutes` or more since check-in (critical-threshold breaches). */
export function overThreshold<T extends WaitingCustomer>(
  waiting: readonly T[],
  now: Date,
  thresholdMinutes: number,
): T[] {
  return waiting.filter(
    (customer) => (minutesSince(customer.checkinDateTime, now) ?? -1) >= thresholdMinutes,
  );
}
