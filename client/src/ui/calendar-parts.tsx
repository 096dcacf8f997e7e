import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { calendarLocale } from './calendar-day.ts';

/**
 * The parts the date fields share (one day, a range of days): the locale, the segmented input, the
 * button that opens the calendar, the popover and the month grid. react-aria gives keyboard use
 * (arrows, typing digits in each segment) and screen-reader names in the reader's language.
 */
export function CalendarLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={calendarLocale(i18n.language)}>{children}</I18nProvider>;
}

/** Day, month and year typed segment by segment, in the locale's order. */
export function DateSegments({ slot, testId }: { slot?: 'start' | 'end'; testId?: string | undefined }) {
  return (
    // No slot at all for a single date: `slot={null}` would leave the picker's context unread.
    <DateInput {...(slot ? { slot } : {})} className="ui-date-field__input" data-testid={testId}>
      {(segment) => <DateSegment segment={segment} className="ui-date-field__segment" />}
    </DateInput>
  );
}

export function OpenCalendarButton({ testId }: { testId?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AriaButton className="ui-date-field__open" aria-label={t('calendar.openCalendar')} data-testid={testId}>
      ▾
    </AriaButton>
  );
}

/** The calendar's popover; `children` is a react-aria Calendar or RangeCalendar holding `MonthGrid`. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover className="ui-popover ui-popover--calendar">
      <Dialog className="ui-date-field__dialog">{children}</Dialog>
    </Popover>
  );
}

/** A month: previous and next buttons around its name, then its days. */
export function MonthGrid() {
  const { t } = useTranslation();
  return (
    <>
      <header className="ui-calendar__header">
        <AriaButton slot="previous" className="ui-calendar__nav" aria-label={t('calendar.previous')}>
          ◀
        </AriaButton>
        <Heading className="ui-calendar__heading" />
        <AriaButton slot="next" className="ui-calendar__nav" aria-label={t('calendar.next')}>
          ▶
        </AriaButton>
      </header>
      <CalendarGrid>{(date) => <CalendarCell date={date} className="ui-calendar__cell" />}</CalendarGrid>
    </>
  );
}
