import dayjs from 'dayjs';
import 'dayjs/locale/it.js';
import timezone from 'dayjs/plugin/timezone.js';
import updateLocale from 'dayjs/plugin/updateLocale.js';
import utc from 'dayjs/plugin/utc.js';
import type { Language } from './languages.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(updateLocale);
// Spec §9: the week starts on Monday in both languages (Italian already does; English does not).
dayjs.updateLocale('en', { weekStart: 1 });

/** Spec §9: dates are shown DD/MM/YYYY in both languages; times on the 24-hour clock. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

type DateInput = string | number | Date;

/** Sets dayjs's global locale (day and month names, week start) to the interface language. */
export function setDateLocale(language: Language): void {
  dayjs.locale(language);
}

function inZone(value: DateInput, timeZone: string) {
  return dayjs(value).tz(timeZone);
}

/** `21/11/2026` in the given IANA zone (the workshop's, not the browser's). */
export function formatDate(value: DateInput, timeZone: string): string {
  return inZone(value, timeZone).format(DATE_FORMAT);
}

/** `09:30` in the given IANA zone. */
export function formatTime(value: DateInput, timeZone: string): string {
  return inZone(value, timeZone).format(TIME_FORMAT);
}

/** `21/11/2026 09:30` in the given IANA zone. */
export function formatDateTime(value: DateInput, timeZone: string): string {
  return inZone(value, timeZone).format(DATE_TIME_FORMAT);
}
