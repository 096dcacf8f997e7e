import { type ReactNode, useMemo } from 'react';
import { Calendar, DatePicker, FieldError, Group, Label, Text } from 'react-aria-components';
import { calendarDateOf, dayOf } from './calendar-day.ts';
import {
  CalendarLocale,
  CalendarPopover,
  DateSegments,
  MonthGrid,
  OpenCalendarButton,
} from './calendar-parts.tsx';

/**
 * One calendar day: a date field typed segment by segment (DD/MM/YYYY, spec §9) and a calendar in
 * a popover, from react-aria. The value is the day as YYYY-MM-DD, empty while the field is empty or
 * only partly typed; the form's schema says what is wrong and the message shows under the field.
 * It takes the props `useSchemaForm`'s `field()` gives.
 */
export function DatePickerField({
  label,
  description,
  name,
  value,
  onChange,
  onBlur,
  errorMessage,
  testId,
}: {
  label: string;
  description?: ReactNode;
  name?: string;
  /** YYYY-MM-DD, or empty. */
  value: string;
  onChange(day: string): void;
  onBlur?(): void;
  errorMessage?: string | undefined;
  /** `data-testid` of the field; its segments are `<testId>-input`, its button `<testId>-open`. */
  testId?: string;
}) {
  // One object per day: react-aria compares the value by identity.
  const date = useMemo(() => calendarDateOf(value), [value]);
  return (
    <CalendarLocale>
      <DatePicker
        className="ui-field ui-date-field"
        name={name}
        value={date}
        onChange={(next) => onChange(dayOf(next))}
        onBlur={onBlur}
        isInvalid={!!errorMessage}
        validationBehavior="aria"
        data-testid={testId}
      >
        <Label className="ui-field__label">{label}</Label>
        <Group className="ui-field__input ui-date-field__group">
          <DateSegments testId={testId ? `${testId}-input` : undefined} />
          <OpenCalendarButton testId={testId ? `${testId}-open` : undefined} />
        </Group>
        {description ? (
          <Text slot="description" elementType="div" className="ui-field__description">
            {description}
          </Text>
        ) : null}
        <FieldError className="ui-field__error">{errorMessage}</FieldError>
        <CalendarPopover>
          <Calendar className="ui-calendar ui-calendar--single">
            <MonthGrid />
          </Calendar>
        </CalendarPopover>
      </DatePicker>
    </CalendarLocale>
  );
}
