import type { Key } from 'react-aria-components';
import {
  Select as AriaSelect,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import './controls.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The selected option's id; null shows the placeholder. */
  value: string | null;
  onChange(id: string): void;
  placeholder?: string;
  /** Already translated error; when set the field is invalid and the text is announced. */
  errorMessage?: string | undefined;
  description?: string;
  isDisabled?: boolean;
  /** Form field name (focus on the first invalid field finds it). */
  name?: string;
  /** Hide the label visually (it still names the field), for compact toolbars. */
  labelHidden?: boolean;
  'data-testid'?: string;
}

/**
 * A single choice from a short list: a button that opens a listbox (keyboard: arrows, type-ahead,
 * Enter, Escape). Its options are named by `label` for screen readers and tests.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  errorMessage,
  description,
  isDisabled,
  name,
  labelHidden,
  'data-testid': testId,
}: SelectProps) {
  return (
    <AriaSelect
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      placeholder={placeholder}
      isInvalid={!!errorMessage}
      isDisabled={isDisabled}
      name={name}
      validationBehavior="aria"
      className="ui-field ui-select"
      data-testid={testId}
    >
      <Label className={labelHidden ? 'visually-hidden' : 'ui-field__label'}>{label}</Label>
      <Button className="ui-select__button" data-testid={testId ? `${testId}-button` : undefined}>
        <SelectValue className="ui-select__value" />
        <span aria-hidden="true" className="ui-select__chevron">
          ▾
        </span>
      </Button>
      {description ? (
        <Text slot="description" elementType="div" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <Popover className="ui-popover">
        <ListBox className="ui-listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="ui-listbox__item">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
