import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { mayPerform } from '../../../../shared/appointments/action-roles.ts';
import { canTransition } from '../../../../shared/appointments/transitions.ts';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { newIdempotencyKey } from '../../graphql/idempotency-key.ts';
import { reportAction } from '../../graphql/report-action.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { TimeOf } from '../../workshop/labels.tsx';
import { CheckinDeleteCheckInMutation, CheckinUndoCheckInMutation } from './checkin-operations.ts';

export interface WaitingEntry extends StaffAppointmentFragment {
  queueName: string;
}

export type Pending = { kind: 'undo' | 'delete'; row: WaitingEntry };

/**
 * Everyone checked in and waiting (live from the queues), with the desk's two ways back: undo a
 * booking's check-in (back to the booked list) or delete a walk-in's arrival, each confirmed.
 */
export function CheckedInList({
  rows,
  roleNames,
  isAdmin,
}: {
  rows: readonly WaitingEntry[];
  roleNames: readonly string[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const mayUndo = (row: WaitingEntry) =>
    canTransition('undoCheckIn', row.statusCode) && mayPerform('undoCheckIn', roleNames, isAdmin);
  const mayDelete = (row: WaitingEntry) =>
    canTransition('deleteCheckIn', row.statusCode) && mayPerform('deleteCheckIn', roleNames, isAdmin);

  return (
    <>
      <DataTable
        caption={t('checkin.checkedIn.title')}
        rows={rows}
        rowKey={(row) => row.appointmentID}
        rowTestId={(row) => `checked-in-row-${row.licensePlate}`}
        empty={t('checkin.checkedIn.empty')}
        data-testid="checked-in-list"
        columns={[
          {
            id: 'plate',
            header: t('acceptance.columns.plate'),
            cell: (row) => <strong className="plate">{row.licensePlate}</strong>,
          },
          { id: 'name', header: t('acceptance.columns.name'), cell: (row) => row.name },
          { id: 'queue', header: t('acceptance.columns.queue'), cell: (row) => row.queueName },
          {
            id: 'kind',
            header: t('acceptance.columns.booking'),
            cell: (row) =>
              row.walkIn ? (
                <span className="tag">{t('acceptance.walkIn')}</span>
              ) : (
                <TimeOf value={row.bookingDateTime} />
              ),
          },
          {
            id: 'checkin',
            header: t('acceptance.columns.checkin'),
            cell: (row) => <TimeOf value={row.checkinDateTime} />,
          },
          {
            id: 'actions',
            header: t('acceptance.columns.actions'),
            headerHidden: true,
            align: 'end',
            cell: (row) => (
              <div className="action-bar action-bar--end">
                {mayUndo(row) ? (
                  <Button
                    variant="secondary"
                    onPress={() => setPending({ kind: 'undo', row })}
                    aria-label={t('checkin.checkedIn.undoLabel', { plate: row.licensePlate })}
                    data-testid={`undo-check-in-${row.licensePlate}`}
                  >
                    {t('checkin.checkedIn.undo')}
                  </Button>
                ) : null}
                {mayDelete(row) ? (
                  <Button
                    variant="secondary"
                    onPress={() => setPending({ kind: 'delete', row })}
                    aria-label={t('checkin.checkedIn.deleteLabel', { plate: row.licensePlate })}
                    data-testid={`delete-check-in-${row.licensePlate}`}
                  >
                    {t('checkin.checkedIn.delete')}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {pending ? (
        <UndoDialog key={pending.row.appointmentID} pending={pending} onClose={() => setPending(null)} />
      ) : null}
    </>
  );
}

export function UndoDialog({ pending, onClose }: { pending: Pending; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const plate = pending.row.licensePlate;
  const input = {
    appointmentID: pending.row.appointmentID,
    idempotencyKey,
    referenceDateTime: new Date().toISOString(),
  };

  const onConfirm = async () => {
    setBusy(true);
    if (pending.kind === 'undo') {
      const result = await client
        .mutation(CheckinUndoCheckInMutation, { input }, { silentErrors: true })
        .toPromise();
      reportAction(
        { error: result.error, payload: result.data?.undoCheckIn },
        { successText: t('checkin.checkedIn.undoDone', { plate }) },
      );
    } else {
      const result = await client
        .mutation(CheckinDeleteCheckInMutation, { input }, { silentErrors: true })
        .toPromise();
      reportAction(
        { error: result.error, payload: result.data?.deleteCheckIn },
        { successText: t('checkin.checkedIn.deleteDone', { plate }) },
      );
    }
    setBusy(false);
    onClose();
  };

  const isUndo = pending.kind === 'undo';
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isUndo ? t('checkin.checkedIn.undoTitle') : t('checkin.checkedIn.deleteTitle')}
      message={
        <p>
          {isUndo
            ? t('checkin.checkedIn.undoMessage', { plate })
            : t('checkin.checkedIn.deleteMessage', { plate })}
        </p>
      }
      confirmLabel={isUndo ? t('checkin.checkedIn.undo') : t('checkin.checkedIn.delete')}
      cancelLabel={t('acceptance.confirm.cancel')}
      onConfirm={() => void onConfirm()}
      isPending={busy}
      busyLabel={t('common.loading')}
      tone="danger"
      data-testid={isUndo ? 'dialog-undoCheckIn' : 'dialog-deleteCheckIn'}
    />
  );
}
