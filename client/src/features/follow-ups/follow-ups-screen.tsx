import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { CLOSED_STATUSES } from '../../../../shared/appointments/appointment-status.ts';
import type {
  FollowUpsLogsQuery as FollowUpsLogsData,
  LogFilter,
  StaffAppointmentFragment,
} from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { useReloadOnWorkshopEvent } from '../../live/use-live-workshop.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadMore, useLoadMore } from '../../ui/use-load-more.tsx';
import { DATE_PRESETS, type DatePreset, presetRange } from '../../workshop/date-ranges.ts';
import { type StaffDesk, StaffListPage } from '../../workshop/staff-list-page.tsx';
import { WORKSHOP_TIME_ZONE, workshopToday } from '../../workshop/workshop-zone.ts';
import { FollowUpDialog } from './follow-up-dialog.tsx';
import { actionTypesOf, TYPE_FILTERS, type TypeFilter } from './follow-up-types.ts';
import { FollowUpsLogsQuery } from './follow-ups-operations.ts';
import './follow-ups.css';

const PAGE_SIZE = 25;
/** The history presets minus the custom range: the list looks back, a preset at a time. */
const PERIODS = DATE_PRESETS.filter((preset) => preset !== 'custom');

/**
 * Azioni (`/Azioni`): the workshop's follow-ups and proactive information, newest first, by
 * period and type, live: a line recorded at another desk appears without a reload.
 */
export function FollowUpsScreen() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<DatePreset>('last30Days');
  const [type, setType] = useState<TypeFilter>('all');
  return (
    <StaffListPage
      title={t('nav.actions')}
      testId="follow-ups-screen"
      toolbar={() => (
        <div className="staff-lists__filters" data-testid="follow-ups-filters">
          <Select
            label={t('followUps.period')}
            options={PERIODS.map((id) => ({ id, label: t(`staffLists.presets.${id}`) }))}
            value={period}
            onChange={(id) => setPeriod(id as DatePreset)}
            data-testid="follow-ups-period"
          />
          <Select
            label={t('followUps.type')}
            options={TYPE_FILTERS.map((id) => ({ id, label: t(`followUps.types.${id}`) }))}
            value={type}
            onChange={(id) => setType(id as TypeFilter)}
            data-testid="follow-ups-type"
          />
        </div>
      )}
    >
      {(desk) => {
        const range = presetRange(period, workshopToday());
        return (
          <FollowUpsList
            key={`${period}:${type}`}
            desk={desk}
            filter={{ workshopID: desk.workshopID, actionTypes: actionTypesOf(type), ...range }}
          />
        );
      }}
    </StaffListPage>
  );
}

type LogRow = FollowUpsLogsData['logs']['nodes'][number];

/** Where a visit's detail is: in progress or closed. */
function visitHref(appointment: StaffAppointmentFragment): string {
  const closed = (CLOSED_STATUSES as readonly number[]).includes(appointment.statusCode);
  return closed ? `/Historical/${appointment.appointmentID}` : `/Processings/${appointment.appointmentID}`;
}

function FollowUpsList({ desk, filter }: { desk: StaffDesk; filter: LogFilter }) {
  const { t } = useTranslation();
  const client = useClient();
  const [result, refetch] = useQuery({ query: FollowUpsLogsQuery, variables: { filter, first: PAGE_SIZE } });
  const [recording, setRecording] = useState<{ appointment: StaffAppointmentFragment | null } | null>(null);

  const page = result.data?.logs;
  const pages = useLoadMore<LogRow>(
    page,
    async (after) =>
      (await client.query(FollowUpsLogsQuery, { filter, first: PAGE_SIZE, after }).toPromise()).data?.logs,
  );
  // The log is not pushed: every committed change in the workshop (a line recorded anywhere
  // included) reads the first page again; later pages start over.
  useReloadOnWorkshopEvent(desk.workshopID, () => {
    pages.reset();
    refetch({ requestPolicy: 'network-only' });
  });

  return (
    <Card title={t('followUps.title')} data-testid="follow-ups-card">
      <div className="follow-ups__head">
        <p className="muted">{t('followUps.hint')}</p>
        <Button onPress={() => setRecording({ appointment: null })} data-testid="follow-up-record">
          {t('followUps.record')}
        </Button>
      </div>
      {result.error && !result.data ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      {result.fetching && !result.data ? (
        <Spinner label={t('common.loading')} />
      ) : result.data ? (
        <>
          <p className="muted" data-testid="follow-ups-count">
            {t('followUps.count', { shown: pages.rows.length, total: page?.totalCount ?? 0 })}
          </p>
          <DataTable
            caption={t('followUps.title')}
            rows={pages.rows}
            rowKey={(row) => row.appointmentLogID}
            rowTestId={(row) => `follow-up-${row.appointmentLogID}`}
            empty={t('followUps.empty')}
            data-testid="follow-ups-list"
            columns={[
              {
                id: 'dateTime',
                header: t('followUps.columns.dateTime'),
                cell: (row) => (
                  <time dateTime={row.dateTime}>{formatDateTime(row.dateTime, WORKSHOP_TIME_ZONE)}</time>
                ),
              },
              {
                id: 'type',
                header: t('followUps.columns.type'),
                cell: (row) => (
                  <span className={`tag follow-ups__type follow-ups__type--${row.actionType}`}>
                    {t(`followUps.types.${row.actionType as 'FollowUp'}`, {
                      defaultValue: row.actionType,
                    } as {
                      defaultValue: string;
                    })}
                  </span>
                ),
              },
              {
                id: 'plate',
                header: t('followUps.columns.plate'),
                cell: (row) =>
                  row.appointment ? (
                    <Link href={visitHref(row.appointment)} className="plate">
                      {row.appointment.licensePlate}
                    </Link>
                  ) : null,
              },
              {
                id: 'customer',
                header: t('followUps.columns.customer'),
                cell: (row) => row.appointment?.name,
              },
              {
                id: 'notes',
                header: t('followUps.columns.notes'),
                cell: (row) => <span className="follow-ups__notes">{row.notes}</span>,
              },
              {
                id: 'by',
                header: t('followUps.columns.by'),
                cell: (row) =>
                  row.user ? `${row.user.firstname} ${row.user.lastname}`.trim() || row.user.userName : null,
              },
              {
                id: 'actions',
                header: t('acceptance.columns.actions'),
                headerHidden: true,
                align: 'end',
                cell: (row) =>
                  row.appointment ? (
                    <Button
                      variant="quiet"
                      onPress={() => setRecording({ appointment: row.appointment ?? null })}
                      aria-label={t('followUps.recordAgainLabel', { plate: row.appointment.licensePlate })}
                      data-testid={`follow-up-again-${row.appointmentLogID}`}
                    >
                      {t('followUps.recordAgain')}
                    </Button>
                  ) : null,
              },
            ]}
          />
          <LoadMore pages={pages} label={t('followUps.loadMore')} testId="follow-ups-load-more" />
        </>
      ) : null}
      {recording ? (
        <FollowUpDialog
          workshopID={desk.workshopID}
          appointment={recording.appointment}
          onClose={() => setRecording(null)}
        />
      ) : null}
    </Card>
  );
}
