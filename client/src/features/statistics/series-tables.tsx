import { useTranslation } from 'react-i18next';
import type { AppointmentStatsQuery } from '../../graphql/generated/graphql.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { displayDay } from '../../workshop/date-ranges.ts';
import { useShow } from './figures.tsx';

type Series = AppointmentStatsQuery['appointmentStats'];

/** An hour of the day as the charts name it: 08:00–08:59. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Arrivals by hour of the day, the table behind its chart. */
export function HourArrivalsTable({ rows }: { rows: Series['arrivalsByHour'] }) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <DataTable
      caption={t('statistics.charts.byHour')}
      rows={rows}
      rowKey={(row) => String(row.hour)}
      empty={t('statistics.noArrivals')}
      data-testid="statistics-table-hours"
      columns={[
        { id: 'hour', header: t('statistics.charts.hour'), cell: (row) => hourLabel(row.hour) },
        {
          id: 'arrivals',
          header: t('statistics.columns.checkins'),
          cell: (row) => show(row.arrivals),
          align: 'end',
        },
      ]}
    />
  );
}

/** Arrivals and waits per day, the table behind the waits chart. */
export function DayWaitsTable({ rows }: { rows: Series['waitsByDay'] }) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <DataTable
      caption={t('statistics.charts.waitsOverTime')}
      rows={rows}
      rowKey={(row) => row.day}
      empty={t('statistics.noArrivals')}
      data-testid="statistics-table-days"
      columns={[
        { id: 'day', header: t('statistics.charts.day'), cell: (row) => displayDay(row.day) },
        {
          id: 'arrivals',
          header: t('statistics.columns.checkins'),
          cell: (row) => show(row.arrivals),
          align: 'end',
        },
        {
          id: 'wait',
          header: t('statistics.columns.averageWaitingMinutes'),
          cell: (row) => show(row.averageWaitingMinutes),
          align: 'end',
        },
        {
          id: 'stay',
          header: t('statistics.figures.globalWaitingMinutes'),
          cell: (row) => show(row.globalWaitingMinutes),
          align: 'end',
        },
      ]}
    />
  );
}

/** Booked visits by timing status, the table behind its chart. */
export function TimingStatusTable({ rows }: { rows: Series['timingStatus'] }) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <DataTable
      caption={t('statistics.charts.timing')}
      rows={rows}
      rowKey={(row) => row.status}
      empty={t('statistics.noArrivals')}
      data-testid="statistics-table-timing"
      columns={[
        {
          id: 'status',
          header: t('statistics.charts.status'),
          cell: (row) => t(`statistics.charts.timingStatus.${row.status}`),
        },
        { id: 'count', header: t('statistics.charts.count'), cell: (row) => show(row.count), align: 'end' },
        {
          id: 'share',
          header: t('statistics.charts.share'),
          cell: (row) => show(row.percentage),
          align: 'end',
        },
      ]}
    />
  );
}
