import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid' | 'children'> {
  label: string;
  /** Help text under the input, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Already translated error; when set the field is invalid and the text is announced. */
  errorMessage?: string | undefined;
  /** Multi-line input (a textarea). */
  multiline?: boolean;
  rows?: number;
  /** `data-testid` on the input element itself, for end-to-end tests. */
  inputTestId?: string;
}

/**
 * Label, input, description and error in one accessible unit. Validation happens in our forms
 * (shared valibot schemas), so the field is only told whether it is invalid and what to say.
 */
export function TextField({
  label,
  description,
  errorMessage,
  multiline,
  rows = 5,
  inputTestId,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={!!errorMessage} validationBehavior="aria" className="ui-field">
      <Label className="ui-field__label">{label}</Label>
      {multiline ? (
        <TextArea
          className="ui-field__input ui-field__input--multiline"
          rows={rows}
          data-testid={inputTestId}
        />
      ) : (
        <Input className="ui-field__input" data-testid={inputTestId} />
      )}
      {description ? (
        <Text slot="description" elementType="div" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
