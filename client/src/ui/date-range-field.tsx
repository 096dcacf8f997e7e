import { DateRangePicker, FieldError, Group, Label, RangeCalendar } from 'react-aria-components';
import { calendarDateOf, dayOf } from './calendar-day.ts';
import {
  CalendarLocale,
  CalendarPopover,
  DateSegments,
  MonthGrid,
  OpenCalendarButton,
} from './calendar-parts.tsx';

export interface DayRange {
  /** YYYY-MM-DD */
  fromDay: string;
  toDay: string;
}

/**
 * A range of calendar days: two date fields typed segment by segment (day, month, year in the
 * reader's order) and a calendar to pick both ends, from react-aria, so keyboard and screen readers
 * work as in any native control. The days are plain calendar days, never instants.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  errorMessage,
  'data-testid': testId,
}: {
  label: string;
  value: DayRange | null;
  onChange(range: DayRange): void;
  errorMessage?: string | undefined;
  'data-testid'?: string;
}) {
  const start = value ? calendarDateOf(value.fromDay) : null;
  const end = value ? calendarDateOf(value.toDay) : null;
  return (
    <CalendarLocale>
      <DateRangePicker
        className="ui-field ui-date-field"
        value={start && end ? { start, end } : null}
        onChange={(range) => {
          if (range) onChange({ fromDay: dayOf(range.start), toDay: dayOf(range.end) });
        }}
        isInvalid={!!errorMessage}
        validationBehavior="aria"
        data-testid={testId}
      >
        <Label className="ui-field__label">{label}</Label>
        <Group className="ui-field__input ui-date-field__group">
          <DateSegments slot="start" testId={testId ? `${testId}-start` : undefined} />
          <span aria-hidden="true">–</span>
          <DateSegments slot="end" testId={testId ? `${testId}-end` : undefined} />
          <OpenCalendarButton />
        </Group>
        <FieldError className="ui-field__error">{errorMessage}</FieldError>
        <CalendarPopover>
          <RangeCalendar className="ui-calendar">
            <MonthGrid />
          </RangeCalendar>
        </CalendarPopover>
      </DateRangePicker>
    </CalendarLocale>
  );
}
