import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { CLOSED_STATUSES, statusName } from '../../../../shared/appointments/appointment-status.ts';
import type { LogFilter, WorkshopLogPageQuery as LogPage } from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadMore, useLoadMore } from '../../ui/use-load-more.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { WorkshopLogPageQuery } from './logs-operations.ts';

const PAGE_SIZE = 50;

type LogRow = LogPage['logs']['nodes'][number];

/** Where a visit's detail is: in progress or closed. */
function visitHref(appointment: NonNullable<LogRow['appointment']>): string {
  const closed = (CLOSED_STATUSES as readonly number[]).includes(appointment.statusCode);
  return closed ? `/Historical/${appointment.appointmentID}` : `/Processings/${appointment.appointmentID}`;
}

/** One filter's log lines, a page at a time, with its loading, error and empty states. */
export function LogsTable({ filter }: { filter: LogFilter }) {
  const { t } = useTranslation();
  const client = useClient();
  const variables = useMemo(() => ({ filter, first: PAGE_SIZE }), [filter]);
  const [result, refetch] = useQuery({
    query: WorkshopLogPageQuery,
    variables,
    context: useMemo(() => ({ silentErrors: true }), []),
  });
  const page = result.data?.logs;
  const pages = useLoadMore<LogRow>(
    page,
    async (after) =>
      (await client.query(WorkshopLogPageQuery, { filter, first: PAGE_SIZE, after }).toPromise()).data?.logs,
  );
  const status = (code: number | null | undefined) =>
    code === null || code === undefined ? '' : t(`acceptance.status.${statusName(code)}`);

  return (
    <Card title={t('activityLog.title')} data-testid="logs-card">
      {result.error && !result.data ? (
        <Banner
          tone="error"
          data-testid="logs-error"
          actions={
            <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
              {t('activityLog.retry')}
            </Button>
          }
        >
          {result.error.graphQLErrors[0]?.extensions?.code === 'BAD_USER_INPUT'
            ? t('activityLog.badFilter')
            : t('activityLog.loadError')}
        </Banner>
      ) : !result.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className="muted" data-testid="logs-count" aria-live="polite">
            {t('activityLog.count', { shown: pages.rows.length, total: page?.totalCount ?? 0 })}
          </p>
          <DataTable
            caption={t('activityLog.title')}
            rows={pages.rows}
            rowKey={(row) => row.appointmentLogID}
            rowTestId={(row) => `log-${row.appointmentLogID}`}
            empty={t('activityLog.empty')}
            data-testid="logs-list"
            columns={[
              {
                id: 'dateTime',
                header: t('activityLog.columns.dateTime'),
                cell: (row) => (
                  <time dateTime={row.dateTime}>{formatDateTime(row.dateTime, WORKSHOP_TIME_ZONE)}</time>
                ),
              },
              {
                id: 'action',
                header: t('activityLog.columns.action'),
                cell: (row) =>
                  t(`acceptance.events.${row.actionType}`, { defaultValue: row.actionType } as {
                    defaultValue: string;
                  }),
              },
              {
                id: 'plate',
                header: t('activityLog.columns.plate'),
                cell: (row) =>
                  row.appointment ? (
                    <Link href={visitHref(row.appointment)} className="plate">
                      {row.appointment.licensePlate}
                    </Link>
                  ) : null,
              },
              {
                id: 'status',
                header: t('activityLog.columns.status'),
                // A change shows both ends; a line that changed nothing, or made the visit, one.
                cell: (row) =>
                  row.fromStatus === null ||
                  row.fromStatus === undefined ||
                  row.fromStatus === row.toStatus ||
                  row.toStatus === null ||
                  row.toStatus === undefined
                    ? status(row.toStatus)
                    : `${status(row.fromStatus)} → ${status(row.toStatus)}`,
              },
              {
                id: 'by',
                header: t('activityLog.columns.by'),
                cell: (row) =>
                  row.user
                    ? `${row.user.firstname} ${row.user.lastname}`.trim() || row.user.userName
                    : t('activityLog.noUser'),
              },
              {
                id: 'notes',
                header: t('activityLog.columns.notes'),
                cell: (row) => <span className="logs__notes">{row.notes}</span>,
              },
            ]}
          />
          <LoadMore pages={pages} label={t('activityLog.loadMore')} testId="logs-load-more" />
        </>
      )}
    </Card>
  );
}
