import type { dateRangeIt } from './date-range-i18n.it.ts';

export const dateRangeEn: typeof dateRangeIt = {
  openCalendar: 'Open the calendar',
  previous: 'Previous month',
  next: 'Next month',
};
