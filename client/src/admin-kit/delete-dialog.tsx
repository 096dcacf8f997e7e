import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/**
 * "Delete …?" for one catalogue row: runs `onDelete` (which reports its own outcome) and closes.
 */
export function DeleteDialog({
  title,
  message,
  onDelete,
  onClose,
  testId,
}: {
  title: string;
  message: string;
  onDelete(): Promise<void>;
  onClose(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      message={<p>{message}</p>}
      confirmLabel={t('catalogue.actions.delete')}
      cancelLabel={t('catalogue.actions.cancel')}
      onConfirm={() => {
        setPending(true);
        void onDelete().finally(() => {
          setPending(false);
          onClose();
        });
      }}
      isPending={pending}
      busyLabel={t('common.loading')}
      tone="danger"
      data-testid={testId}
    />
  );
}
