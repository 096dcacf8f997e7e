import type { calendarIt } from './calendar-i18n.it.ts';

export const calendarEn: typeof calendarIt = {
  openCalendar: 'Open the calendar',
  previous: 'Previous month',
  next: 'Next month',
};
