import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

/**
 * An administration "are you sure?": the section's cancel and busy texts, `onCancel` when it is
 * dismissed (Cancel, Escape), and `onConfirm` run without waiting (it reports its own outcome).
 */
export function AdminConfirmDialog({
  isOpen = true,
  onCancel,
  onConfirm,
  pending,
  ...props
}: Omit<
  ConfirmDialogProps,
  'isOpen' | 'onOpenChange' | 'cancelLabel' | 'busyLabel' | 'onConfirm' | 'isPending'
> & {
  /** Open from the start; a dialog that must close before its caller is told sets it false. */
  isOpen?: boolean;
  onCancel(): void;
  onConfirm(): Promise<void>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      cancelLabel={t('administration.cancel')}
      onConfirm={() => void onConfirm()}
      isPending={pending}
      busyLabel={t('common.loading')}
    />
  );
}
