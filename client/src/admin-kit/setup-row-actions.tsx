import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { DeleteButton } from './delete-button.tsx';

/** A row's "Edit" and confirmed "Delete", after any action of its own (`children`). */
export function RowActions({
  name,
  onEdit,
  onDelete,
  isPending,
  deleteTestId,
  children,
}: {
  /** The row's name, as the buttons announce it and the delete question shows it. */
  name: string;
  onEdit(): void;
  /** Answers whether the delete went through (see DeleteButton). */
  onDelete(): Promise<boolean>;
  isPending: boolean;
  deleteTestId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="workshop-setup__row-actions">
      {children}
      <Button variant="quiet" onPress={onEdit} aria-label={`${t('workshopSetup.edit')} ${name}`}>
        {t('workshopSetup.edit')}
      </Button>
      <DeleteButton name={name} isPending={isPending} testId={deleteTestId} onConfirm={onDelete} />
    </div>
  );
}
