import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { newIdempotencyKey } from '../../graphql/idempotency-key.ts';
import { reportAction } from '../../graphql/report-action.ts';
import { formatTime } from '../../i18n/dates.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TimeOf } from '../../workshop/labels.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { matchesBooking } from './booking-search.ts';
import { CheckinCheckInBookedMutation } from './checkin-operations.ts';

export interface QueueChoice {
  queueID: string;
  name: string;
  isDefault: boolean;
}

/** Today's bookings not yet arrived, searchable, each with its check-in (queue chosen in the dialog). */
export function BookedList({
  bookings,
  queues,
  mayCheckIn,
}: {
  bookings: readonly StaffAppointmentFragment[];
  queues: readonly QueueChoice[];
  mayCheckIn: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [checking, setChecking] = useState<StaffAppointmentFragment | null>(null);
  const shown = bookings.filter((booking) => matchesBooking(booking, search));

  return (
    <div className="checkin-booked">
      <TextField
        label={t('checkin.booked.search')}
        value={search}
        onChange={setSearch}
        type="search"
        inputTestId="booked-search"
      />
      <DataTable
        caption={t('checkin.booked.title')}
        rows={shown}
        rowKey={(row) => row.appointmentID}
        rowTestId={(row) => `booked-row-${row.licensePlate}`}
        empty={bookings.length === 0 ? t('checkin.booked.empty') : t('checkin.booked.noMatch')}
        data-testid="booked-list"
        columns={[
          {
            id: 'booking',
            header: t('acceptance.columns.booking'),
            cell: (row) => <TimeOf value={row.bookingDateTime} />,
          },
          {
            id: 'plate',
            header: t('acceptance.columns.plate'),
            cell: (row) => <strong className="plate">{row.licensePlate}</strong>,
          },
          { id: 'name', header: t('acceptance.columns.name'), cell: (row) => row.name },
          ...(mayCheckIn
            ? [
                {
                  id: 'actions',
                  header: t('acceptance.columns.actions'),
                  headerHidden: true,
                  align: 'end' as const,
                  cell: (row: StaffAppointmentFragment) => (
                    <Button
                      variant="secondary"
                      onPress={() => setChecking(row)}
                      aria-label={t('checkin.booked.checkInLabel', { plate: row.licensePlate })}
                      data-testid={`check-in-${row.licensePlate}`}
                    >
                      {t('checkin.booked.checkIn')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {checking ? (
        <CheckInDialog
          key={checking.appointmentID}
          booking={checking}
          queues={queues}
          onClose={() => setChecking(null)}
        />
      ) : null}
    </div>
  );
}

function CheckInDialog({
  booking,
  queues,
  onClose,
}: {
  booking: StaffAppointmentFragment;
  queues: readonly QueueChoice[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [pending, setPending] = useState(false);
  // The booking's own queue, else the workshop's default queue.
  const [queueID, setQueueID] = useState<string | null>(
    queues.find((q) => q.queueID === booking.assignedQueueID)?.queueID ??
      queues.find((q) => q.isDefault)?.queueID ??
      queues[0]?.queueID ??
      null,
  );

  const onConfirm = async () => {
    setPending(true);
    const result = await client
      .mutation(
        CheckinCheckInBookedMutation,
        {
          input: {
            appointmentID: booking.appointmentID,
            queueID,
            idempotencyKey,
            referenceDateTime: new Date().toISOString(),
          },
        },
        { silentErrors: true },
      )
      .toPromise();
    setPending(false);
    const queueName = queues.find((q) => q.queueID === queueID)?.name ?? '';
    reportAction(
      { error: result.error, payload: result.data?.checkInBooked },
      { successText: t('checkin.booked.done', { plate: booking.licensePlate, queue: queueName }) },
    );
    onClose();
  };

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('checkin.booked.dialogTitle')}
      message={
        <p>
          {t('checkin.booked.dialogMessage', {
            plate: booking.licensePlate,
            name: booking.name,
            time: booking.bookingDateTime ? formatTime(booking.bookingDateTime, WORKSHOP_TIME_ZONE) : '',
          })}
        </p>
      }
      confirmLabel={t('checkin.booked.checkIn')}
      cancelLabel={t('acceptance.confirm.cancel')}
      onConfirm={() => void onConfirm()}
      isPending={pending}
      busyLabel={t('common.loading')}
      data-testid="dialog-checkInBooked"
    >
      <Select
        label={t('checkin.booked.queue')}
        options={queues.map((q) => ({ id: q.queueID, label: q.name }))}
        value={queueID}
        onChange={setQueueID}
        data-testid="check-in-queue"
      />
    </ConfirmDialog>
  );
}
