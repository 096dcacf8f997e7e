/** One simulated workshop day: who is booked when, who arrives when, and how long each one takes. */
import type { Random } from './random.ts';
import { exponential, logNormal, normal, uniform } from './random.ts';

export interface DayConfig {
  boxes: number;
  /** The workshop parameter the estimate uses. */
  acceptanceDurationMinutes: number;
  /** The real mean time at a box; equal to the parameter unless a row tests a wrong parameter. */
  trueMeanServiceMinutes: number;
  /** Spread of the log-normal service time (0.45 gives a coefficient of variation of about 0.5). */
  serviceSigma: number;
  toleranceMinutes: number;
  /** Bookings and walk-ins from opening to this many minutes later; the queue then drains. */
  openMinutes: number;
  /** Share of box capacity sold as bookings, and share expected from walk-ins. */
  bookedLoad: number;
  walkInLoad: number;
}

export interface Customer {
  id: string;
  walkIn: boolean;
  priority: number;
  /** Minutes after opening; null for walk-ins. */
  bookingMinute: number | null;
  /** Minutes after opening; null for a no-show. */
  arrivalMinute: number | null;
  serviceMinutes: number;
}

export const DEFAULT_DAY: Omit<DayConfig, 'boxes'> = {
  acceptanceDurationMinutes: 20,
  trueMeanServiceMinutes: 20,
  serviceSigma: 0.45,
  toleranceMinutes: 10,
  openMinutes: 9 * 60,
  bookedLoad: 0.6,
  walkInLoad: 0.3,
};

/**
 * When a booked customer turns up, relative to the booking: 5% never come, 15% come early (up to
 * an hour), 8% late (up to 45 minutes), the rest within tolerance, a little early on average.
 */
function bookedArrivalOffset(random: Random, tolerance: number): number | null {
  const draw = random();
  if (draw < 0.05) return null;
  if (draw < 0.2) return -uniform(random, tolerance + 0.5, 60);
  if (draw < 0.28) return uniform(random, tolerance + 0.5, 45);
  return Math.max(-tolerance, Math.min(tolerance, -3 + 4 * normal(random)));
}

/** Walk-ins crowd the first two hours (cars dropped off on the way to work): twice the rate, then less. */
const MORNING_PEAK = 2;
function walkInShape(minute: number): number {
  return minute < 120 ? MORNING_PEAK : 0.75;
}

/** A day of bookings (a fixed interval filling bookedLoad of the boxes) and Poisson walk-ins. */
export function generateDay(config: DayConfig, random: Random): Customer[] {
  const customers: Customer[] = [];
  const service = () => logNormal(random, config.trueMeanServiceMinutes, config.serviceSigma);
  // Traffic follows the real capacity, so a row with a wrong parameter changes only the estimate.
  const bookingInterval = config.trueMeanServiceMinutes / (config.boxes * config.bookedLoad);
  for (let minute = 0; minute < config.openMinutes; minute += bookingInterval) {
    const bookingMinute = Math.round(minute);
    const offset = bookedArrivalOffset(random, config.toleranceMinutes);
    customers.push({
      id: `b${customers.length.toString().padStart(4, '0')}`,
      walkIn: false,
      priority: 0,
      bookingMinute,
      // Nobody checks in before the doors open.
      arrivalMinute: offset === null ? null : Math.max(0, bookingMinute + offset),
      serviceMinutes: service(),
    });
  }
  // Thinning (Lewis–Shedler): candidates at the peak rate, each kept with rate(t) / peak.
  const walkInRate = (config.boxes * config.walkInLoad) / config.trueMeanServiceMinutes;
  const peakRate = walkInRate * MORNING_PEAK;
  for (let minute = exponential(random, peakRate); minute < config.openMinutes; ) {
    const keep = walkInShape(minute) / MORNING_PEAK;
    if (random() >= keep) {
      minute += exponential(random, peakRate);
      continue;
    }
    customers.push({
      id: `w${customers.length.toString().padStart(4, '0')}`,
      walkIn: true,
      // A few urgent cases (a breakdown, a customer with a disability) go first.
      priority: random() < 0.02 ? 1 : 0,
      bookingMinute: null,
      arrivalMinute: minute,
      serviceMinutes: service(),
    });
    minute += exponential(random, peakRate);
  }
  return customers;
}
