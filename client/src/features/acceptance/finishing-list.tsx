import { useTranslation } from 'react-i18next';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { StatusBadge, TimeOf } from '../../workshop/labels.tsx';

/** Today's customers past the box (job done, ready, paid): where the acceptor carries on. */
export function FinishingList({
  rows,
  selectedID,
  onOpen,
}: {
  rows: readonly StaffAppointmentFragment[];
  selectedID: string | null;
  onOpen(appointmentID: string): void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('acceptance.box.finishing')}
      rows={rows}
      rowKey={(row) => row.appointmentID}
      rowTestId={(row) => `finishing-row-${row.licensePlate}`}
      isRowCurrent={(row) => row.appointmentID === selectedID}
      empty={t('acceptance.box.finishingEmpty')}
      data-testid="finishing-list"
      columns={[
        {
          id: 'plate',
          header: t('acceptance.columns.plate'),
          cell: (row) => (
            <>
              <strong className="plate">{row.licensePlate}</strong>
              <div className="muted small">
                <TimeOf value={row.jobEndDateTime} /> · {row.acceptedUser?.userName ?? ''}
              </div>
            </>
          ),
        },
        {
          id: 'status',
          header: t('acceptance.columns.status'),
          cell: (row) => <StatusBadge statusCode={row.statusCode} />,
        },
        {
          id: 'open',
          header: t('acceptance.columns.actions'),
          headerHidden: true,
          align: 'end',
          cell: (row) => (
            <Button
              variant="secondary"
              onPress={() => onOpen(row.appointmentID)}
              aria-label={t('acceptance.box.openLabel', { plate: row.licensePlate })}
              data-testid={`open-${row.licensePlate}`}
            >
              {t('acceptance.box.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
