import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';

export interface FormProps extends Omit<AriaFormProps, 'validationBehavior' | 'className'> {
  className?: string;
}

/**
 * A form whose validation is ours (shared valibot schemas): ARIA validation only, so the browser's
 * own bubbles never compete with the translated messages (react-aria then sets `noValidate`).
 */
export function Form({ className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior="aria"
      className={['ui-form', className].filter(Boolean).join(' ')}
    />
  );
}
