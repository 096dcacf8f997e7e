import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../shared/validation/form-errors.ts';
import { FormDialog as SharedFormDialog } from '../ui/form-dialog.tsx';

/** The dialog every configuration form sits in, with save and cancel named after its `testId`. */
export function FormDialog({
  testId,
  ...props
}: {
  title: string;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  formLevelErrors: readonly FieldError[];
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SharedFormDialog
      {...props}
      className="workshop-setup__form"
      testId={testId}
      cancelLabel={t('workshopSetup.cancel')}
      cancelTestId={`${testId}-cancel`}
      submitLabel={t('workshopSetup.save')}
      submitTestId={`${testId}-save`}
    />
  );
}
