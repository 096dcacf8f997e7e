import { parseDate } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

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
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'it-IT';
  return (
    <I18nProvider locale={locale}>
      <DateRangePicker
        className="ui-field ui-date-range"
        value={value ? { start: parseDate(value.fromDay), end: parseDate(value.toDay) } : null}
        onChange={(range) => {
          if (range) onChange({ fromDay: range.start.toString(), toDay: range.end.toString() });
        }}
        isInvalid={!!errorMessage}
        validationBehavior="aria"
        data-testid={testId}
      >
        <Label className="ui-field__label">{label}</Label>
        <Group className="ui-field__input ui-date-range__group">
          <DateInput
            slot="start"
            className="ui-date-range__input"
            data-testid={testId ? `${testId}-start` : undefined}
          >
            {(segment) => <DateSegment segment={segment} className="ui-date-range__segment" />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput
            slot="end"
            className="ui-date-range__input"
            data-testid={testId ? `${testId}-end` : undefined}
          >
            {(segment) => <DateSegment segment={segment} className="ui-date-range__segment" />}
          </DateInput>
          <AriaButton className="ui-date-range__open" aria-label={t('dateRange.openCalendar')}>
            ▾
          </AriaButton>
        </Group>
        <FieldError className="ui-field__error">{errorMessage}</FieldError>
        <Popover className="ui-popover ui-popover--calendar">
          <Dialog className="ui-date-range__dialog">
            <RangeCalendar className="ui-calendar">
              <header className="ui-calendar__header">
                <AriaButton slot="previous" className="ui-calendar__nav" aria-label={t('dateRange.previous')}>
                  ◀
                </AriaButton>
                <Heading className="ui-calendar__heading" />
                <AriaButton slot="next" className="ui-calendar__nav" aria-label={t('dateRange.next')}>
                  ▶
                </AriaButton>
              </header>
              <CalendarGrid>
                {(date) => <CalendarCell date={date} className="ui-calendar__cell" />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}
