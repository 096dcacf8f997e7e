import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../shared/validation/form-errors.ts';
import { translateCode } from '../i18n/translate-code.ts';
import { Banner } from './banner.tsx';
import { BusyButton } from './busy-button.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Form } from './form.tsx';

const NO_ERRORS: readonly FieldError[] = [];

/**
 * A form in a dialog: an optional intro, the server's errors not tied to a field as a banner, the
 * fields, then cancel and submit. It closes only through cancel or a saved submit, so typed text
 * is not lost.
 */
export function FormDialog({
  title,
  intro,
  onClose,
  onSubmit,
  pending,
  formLevelErrors = NO_ERRORS,
  className,
  testId,
  cancelLabel,
  cancelTestId,
  submitLabel,
  submitTestId,
  children,
}: {
  title: string;
  /** What the form does, above everything else. */
  intro?: ReactNode;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  /** None for a form the server does not answer (its value goes back to the caller). */
  formLevelErrors?: readonly FieldError[];
  className: string;
  /** The form's test id. */
  testId: string;
  cancelLabel: string;
  cancelTestId?: string;
  submitLabel: string;
  submitTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <Form onSubmit={onSubmit} className={className} data-testid={testId}>
        {intro}
        {formLevelErrors.length > 0 ? (
          <Banner tone="error">
            {formLevelErrors.map((error) => translateCode(t, error.code)).join(' ')}
          </Banner>
        ) : null}
        {children}
        <div className="ui-confirm__actions">
          <Button variant="secondary" onPress={onClose} data-testid={cancelTestId}>
            {cancelLabel}
          </Button>
          <BusyButton type="submit" busy={pending} busyLabel={t('common.loading')} data-testid={submitTestId}>
            {submitLabel}
          </BusyButton>
        </div>
      </Form>
    </Dialog>
  );
}
