import { badInput } from '../../core/graphql/errors.ts';
import { isCalendarDay } from '../../core/workshop/workshop-day.ts';

/**
 * The days of a list filter (the appointment list, the workshop log), checked alike: each given
 * day (`filter.<name>`) a real day written YYYY-MM-DD, in the order listed, and the first day of
 * the range not after the last.
 */
export function checkFilterDays(
  days: Record<string, string | null | undefined>,
  firstDay: string | null | undefined,
  lastDay: string | null | undefined,
): void {
  for (const [name, value] of Object.entries(days)) {
    if (value && !isCalendarDay(value))
      throw badInput(`${name} must be a date written YYYY-MM-DD.`, `filter.${name}`);
  }
  if (firstDay && lastDay && firstDay > lastDay) throw badInput('fromDay is after toDay.', 'filter.fromDay');
}
