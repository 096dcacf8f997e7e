import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/**
 * "Delete" with its confirmation dialog. `onConfirm` answers whether it went through; a refused
 * delete (in use) keeps the dialog closed and the server's reason is toasted by the caller.
 */
export function DeleteButton({
  name,
  onConfirm,
  isPending,
  testId,
}: {
  /** What is deleted, as the user knows it (shown in the question). */
  name: string;
  onConfirm(): Promise<boolean>;
  isPending: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="quiet"
        onPress={() => setOpen(true)}
        data-testid={testId}
        aria-label={`${t('workshopSetup.delete')} ${name}`}
      >
        {t('workshopSetup.delete')}
      </Button>
      <ConfirmDialog
        title={t('workshopSetup.deleteTitle', { name })}
        message={t('workshopSetup.deleteMessage')}
        isOpen={open}
        onOpenChange={setOpen}
        confirmLabel={t('workshopSetup.delete')}
        cancelLabel={t('workshopSetup.cancel')}
        busyLabel={t('common.loading')}
        isPending={isPending}
        tone="danger"
        onConfirm={() => {
          void onConfirm().then(() => setOpen(false));
        }}
        data-testid={`${testId}-dialog`}
      />
    </>
  );
}
