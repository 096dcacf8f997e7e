import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { refusal } from '../../graphql/mutation-outcome.ts';
import { AdminConfirmDialog } from '../../ui/admin-confirm-dialog.tsx';
import { WorkshopFormDialog } from './workshop-form-dialog.tsx';
import { AdminDeleteWorkshopMutation, AdminWorkshopDetailQuery } from './workshops-operations.ts';

/** The edit form of a workshop read with its logo (lists do not load logos). */
export function EditWorkshopDialog({ workshopID, onClose }: { workshopID: string; onClose(): void }) {
  const { t } = useTranslation();
  const [detail] = useQuery({ query: AdminWorkshopDetailQuery, variables: { workshopID } });
  const failed = !!detail.error || (!detail.fetching && detail.data?.workshop === null);
  useEffect(() => {
    if (!failed) return;
    toast.error(t('administration.loadError'), { id: 'workshop-load' });
    onClose();
  }, [failed, onClose, t]);
  if (!detail.data?.workshop) return null;
  return <WorkshopFormDialog workshop={detail.data.workshop} onClose={() => onClose()} />;
}

/** "Delete workshop?": refused with the reason while customers are still in the workshop. */
export function DeleteWorkshopDialog({
  workshopID,
  name,
  onClose,
}: {
  workshopID: string;
  name: string;
  onClose(deleted: boolean): void;
}) {
  const { t } = useTranslation();
  const [{ fetching }, remove] = useMutation(AdminDeleteWorkshopMutation);
  const [isOpen, setOpen] = useState(true);
  const onConfirm = async () => {
    const reply = await remove({ workshopID }, { silentErrors: true });
    if (reply.error || !reply.data?.deleteWorkshop.success) {
      const { reason, count } = refusal(reply.error);
      toast.error(
        reason === 'WORKSHOP_IN_USE'
          ? t('administration.workshops.delete.inUse', { name, count: count ?? 0 })
          : t('administration.workshops.delete.error'),
      );
      return;
    }
    toast.success(t('administration.workshops.delete.done', { name }));
    setOpen(false);
    onClose(true);
  };
  return (
    <AdminConfirmDialog
      title={t('administration.workshops.delete.title', { name })}
      message={t('administration.workshops.delete.message')}
      isOpen={isOpen}
      onCancel={() => onClose(false)}
      confirmLabel={t('administration.delete')}
      onConfirm={onConfirm}
      pending={fetching}
      tone="danger"
      data-testid="workshop-delete"
    />
  );
}
