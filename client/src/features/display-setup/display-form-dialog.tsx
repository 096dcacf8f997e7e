import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../../shared/validation/form-errors.ts';
import { FormDialog } from '../../admin-kit/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** What the frame needs of a `useCheckedForm`: errors by path, "field left", and server errors. */
interface CheckedForm {
  errorOf(path: string): string | undefined;
  touch(path: string): void;
  serverErrors: readonly FieldError[];
}

/**
 * The frame a monitor's and a totem's form share: the dialog, its name field first, and a banner
 * for server errors no field of the form shows (on the workshop, or on no field at all).
 */
export function DisplayFormDialog({
  title,
  testId,
  nameTestId,
  form,
  name,
  onNameChange,
  onSubmit,
  pending,
  onCancel,
  children,
}: {
  title: string;
  testId: string;
  nameTestId: string;
  form: CheckedForm;
  name: string;
  onNameChange(name: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  onCancel(): void;
  /** The fields after the name: the device account and the rows. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={title}
      onClose={onCancel}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={form.serverErrors.filter((e) => e.field === 'workshopID' || e.field === '')}
      testId={testId}
    >
      <TextField
        label={t('workshopSetup.displays.name')}
        name="name"
        value={name}
        onChange={onNameChange}
        onBlur={() => form.touch('name')}
        errorMessage={form.errorOf('name')}
        inputTestId={nameTestId}
        autoFocus
      />
      {children}
    </FormDialog>
  );
}
