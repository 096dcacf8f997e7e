import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { formatDate, formatDateTime } from '../../i18n/dates.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { StatusBadge, TimeOf, TimingLabel } from '../../workshop/labels.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';

export type AppointmentColumn =
  | 'day'
  | 'booking'
  | 'bookingDateTime'
  | 'checkin'
  | 'checkinDateTime'
  | 'plate'
  | 'name'
  | 'vehicle'
  | 'entry'
  | 'status'
  | 'timing'
  | 'box'
  | 'acceptor'
  | 'jobStart'
  | 'jobEnd'
  | 'anomaly';

export interface AppointmentTableProps<Row extends StaffAppointmentFragment> {
  caption: string;
  rows: readonly Row[];
  columns: readonly AppointmentColumn[];
  empty: string;
  /** Where a row's "open" link goes; no link column without it. */
  detailHref?(row: Row): string;
  /** Box names by id, for the box column. */
  boxNames?: ReadonlyMap<string, string>;
  /** Extra cells at the end (e.g. buttons). */
  extraColumns?: readonly DataTableColumn<Row>[];
  'data-testid'?: string;
}

const when = (value: string | null | undefined, format: (v: string, zone: string) => string) =>
  value ? format(value, WORKSHOP_TIME_ZONE) : null;

/**
 * The appointment table of the staff list screens: the same columns, labels and badges
 * everywhere, each screen choosing which columns it shows. The plate opens the detail, so a row is
 * reached with the keyboard by tabbing to its link.
 */
export function AppointmentTable<Row extends StaffAppointmentFragment>({
  caption,
  rows,
  columns,
  empty,
  detailHref,
  boxNames,
  extraColumns = [],
  'data-testid': testId,
}: AppointmentTableProps<Row>) {
  const { t } = useTranslation();
  const dash = <span className="muted">{t('acceptance.noValue')}</span>;
  const definitions: Record<AppointmentColumn, DataTableColumn<Row>> = {
    day: {
      id: 'day',
      header: t('staffLists.columns.day'),
      cell: (row) => when(row.bookingDateTime ?? row.checkinDateTime, formatDate) ?? dash,
    },
    booking: {
      id: 'booking',
      header: t('acceptance.columns.booking'),
      cell: (row) => (row.bookingDateTime ? <TimeOf value={row.bookingDateTime} /> : t('acceptance.walkIn')),
    },
    bookingDateTime: {
      id: 'bookingDateTime',
      header: t('acceptance.columns.booking'),
      cell: (row) => when(row.bookingDateTime, formatDateTime) ?? t('acceptance.walkIn'),
    },
    checkin: {
      id: 'checkin',
      header: t('acceptance.columns.checkin'),
      cell: (row) => <TimeOf value={row.checkinDateTime} />,
    },
    checkinDateTime: {
      id: 'checkinDateTime',
      header: t('acceptance.columns.checkin'),
      cell: (row) => when(row.checkinDateTime, formatDateTime) ?? dash,
    },
    plate: {
      id: 'plate',
      header: t('acceptance.columns.plate'),
      cell: (row) =>
        detailHref ? (
          <Link
            href={detailHref(row)}
            className="plate"
            aria-label={t('staffLists.openLabel', { plate: row.licensePlate })}
            data-testid={`open-${row.licensePlate}`}
          >
            {row.licensePlate}
          </Link>
        ) : (
          <strong className="plate">{row.licensePlate}</strong>
        ),
    },
    name: { id: 'name', header: t('acceptance.columns.name'), cell: (row) => row.name },
    vehicle: {
      id: 'vehicle',
      header: t('acceptance.box.details.vehicle'),
      cell: (row) => row.vehicleModel ?? dash,
    },
    entry: {
      id: 'entry',
      header: t('staffLists.columns.entry'),
      cell: (row) => t(`staffLists.entry.${entryKind(row)}`),
    },
    status: {
      id: 'status',
      header: t('acceptance.columns.status'),
      cell: (row) => <StatusBadge statusCode={row.statusCode} />,
    },
    timing: {
      id: 'timing',
      header: t('acceptance.columns.timing'),
      cell: (row) => <TimingLabel timing={row.timing} />,
    },
    box: {
      id: 'box',
      header: t('staffLists.columns.box'),
      cell: (row) => (row.acceptedBoxID ? (boxNames?.get(row.acceptedBoxID) ?? dash) : dash),
    },
    acceptor: {
      id: 'acceptor',
      header: t('acceptance.columns.acceptor'),
      cell: (row) =>
        row.acceptedUser
          ? `${row.acceptedUser.firstname} ${row.acceptedUser.lastname}`.trim() || row.acceptedUser.userName
          : dash,
    },
    jobStart: {
      id: 'jobStart',
      header: t('acceptance.box.details.jobStart'),
      cell: (row) => <TimeOf value={row.jobStartDateTime} />,
    },
    jobEnd: {
      id: 'jobEnd',
      header: t('acceptance.box.details.jobEnd'),
      cell: (row) => <TimeOf value={row.jobEndDateTime} />,
    },
    anomaly: {
      id: 'anomaly',
      header: t('acceptance.box.details.anomaly'),
      cell: (row) => (row.checkinAnomaly ? anomalyText(t, row.checkinAnomaly) : dash),
    },
  };
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.appointmentID}
      rowTestId={(row) => `row-${row.licensePlate}`}
      empty={empty}
      data-testid={testId}
      columns={[...columns.map((id) => definitions[id]), ...extraColumns]}
    />
  );
}

/** A check-in anomaly code (e.g. `otherDay`) in words; an unknown code as it is. */
export function anomalyText(t: TFunction, code: string): string {
  return t(`staffLists.anomalyCodes.${code as 'otherDay'}`, { defaultValue: code } as {
    defaultValue: string;
  });
}

/** How a visit came in, as the history's entry-type column names it. */
export function entryKind(row: Pick<StaffAppointmentFragment, 'walkIn' | 'statusCode'>) {
  if (row.statusCode === 12) return 'pickup' as const;
  if (row.walkIn) return 'walkIn' as const;
  return 'withAppointment' as const;
}
