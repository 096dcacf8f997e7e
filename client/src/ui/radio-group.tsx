import { RadioGroup as AriaRadioGroup, FieldError, Label, Radio, Text } from 'react-aria-components';
import './controls.css';

export interface RadioOption {
  value: string;
  /** Visible text; also the accessible name unless `accessibleName` is given. */
  label: string;
  accessibleName?: string;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange(value: string): void;
  description?: string;
  /** Already translated error; when set the group is invalid and the text is announced. */
  errorMessage?: string | undefined;
  /** `grid` lays the options out in even columns (e.g. a 1–10 scale on a phone). */
  layout?: 'row' | 'grid';
  'data-testid'?: string;
}

/**
 * One choice among a few, as large tappable pills: react-aria's radio group, so arrow keys move
 * the choice, Tab leaves the group and a screen reader reads the question, the options and the
 * error.
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
  layout = 'row',
  'data-testid': testId,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      className="ui-radio-group"
      data-testid={testId}
    >
      <Label className="ui-radio-group__label">{label}</Label>
      {description ? (
        <Text slot="description" className="ui-radio-group__description">
          {description}
        </Text>
      ) : null}
      <div className={`ui-radio-group__options ui-radio-group__options--${layout}`}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            aria-label={option.accessibleName}
            className="ui-radio"
            data-testid={testId ? `${testId}-${option.value}` : undefined}
          >
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
