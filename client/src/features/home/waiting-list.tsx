import { useTranslation } from 'react-i18next';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Minutes, TimeOf, TimingLabel } from '../../workshop/labels.tsx';
import { minutesSince } from '../../workshop/waiting-time.ts';

export interface WaitingListProps {
  queueName: string;
  waiting: readonly StaffAppointmentFragment[];
  now: Date;
  /** Present when the user may call and has a box: a "Call" button per row. */
  onPick?: (appointment: StaffAppointmentFragment) => void;
  pendingID?: string | null;
}

/** One queue's waiting customers in call order, live (the queue entity updates in place). */
export function WaitingList({ queueName, waiting, now, onPick, pendingID }: WaitingListProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<StaffAppointmentFragment>[] = [
    { id: 'position', header: t('acceptance.columns.position'), cell: (row) => row.position ?? '' },
    {
      id: 'plate',
      header: t('acceptance.columns.plate'),
      cell: (row) => <strong className="plate">{row.licensePlate}</strong>,
    },
    { id: 'name', header: t('acceptance.columns.name'), cell: (row) => row.name },
    {
      id: 'booking',
      header: t('acceptance.columns.booking'),
      cell: (row) =>
        row.bookingDateTime ? (
          <TimeOf value={row.bookingDateTime} />
        ) : (
          <span className="tag">{t('acceptance.walkIn')}</span>
        ),
    },
    {
      id: 'timing',
      header: t('acceptance.columns.timing'),
      cell: (row) => <TimingLabel timing={row.timing} />,
    },
    {
      id: 'waited',
      header: t('acceptance.columns.waited'),
      align: 'end',
      cell: (row) => <Minutes value={minutesSince(row.checkinDateTime, now)} />,
    },
    {
      id: 'estimate',
      header: t('acceptance.columns.estimate'),
      align: 'end',
      cell: (row) => <Minutes value={row.estimatedWaitMinutes} />,
    },
  ];
  if (onPick) {
    columns.push({
      id: 'actions',
      header: t('acceptance.columns.actions'),
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <BusyButton
          variant="secondary"
          onPress={() => onPick(row)}
          busy={pendingID === row.appointmentID}
          busyLabel={t('common.loading')}
          aria-label={t('acceptance.pickLabel', { plate: row.licensePlate })}
          data-testid={`pick-${row.licensePlate}`}
        >
          {t('acceptance.pick')}
        </BusyButton>
      ),
    });
  }
  return (
    <DataTable
      caption={`${t('acceptance.waitingList')}: ${queueName}`}
      columns={columns}
      rows={waiting}
      rowKey={(row) => row.appointmentID}
      rowTestId={(row) => `waiting-row-${row.licensePlate}`}
      empty={t('acceptance.waitingEmpty')}
      data-testid="waiting-list"
    />
  );
}
