import { type CalendarDate, endOfMonth, parseDate, startOfMonth, startOfYear } from '@internationalized/date';

/** Spec §9's date presets of the statistics screen; `custom` is a range the user picks. */
export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'last30Days',
  'last365Days',
  'yearToDate',
  'monthToDate',
  'previousYear',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  fromDay: string;
  toDay: string;
}

/** The days a preset covers, counted from the workshop's `today` (YYYY-MM-DD), both ends included. */
export function periodOf(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  const day = parseDate(today);
  const range = (from: CalendarDate, to: CalendarDate) => ({
    fromDay: from.toString(),
    toDay: to.toString(),
  });
  switch (preset) {
    case 'today':
      return range(day, day);
    case 'yesterday':
      return range(day.subtract({ days: 1 }), day.subtract({ days: 1 }));
    case 'last30Days':
      return range(day.subtract({ days: 29 }), day);
    case 'last365Days':
      return range(day.subtract({ days: 364 }), day);
    case 'yearToDate':
      return range(startOfYear(day), day);
    case 'monthToDate':
      return range(startOfMonth(day), day);
    case 'previousYear': {
      const lastYear = startOfYear(day).subtract({ years: 1 });
      return range(lastYear, endOfMonth(lastYear.set({ month: 12 })));
    }
  }
}
