import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation, useQuery } from 'urql';
import { OUTBOX_KINDS } from '../../../../shared/messaging/message-kinds.ts';
import { dayBounds } from '../../../../shared/time/workshop-day.ts';
import type { OutboxFilter, OutboxRowFragment, OutboxStatus } from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { useReloadOnWorkshopEvent } from '../../live/use-live-workshop.ts';
import { authAtom } from '../../state/auth-atom.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { DateRangeField, type DayRange } from '../../ui/date-range-field.tsx';
import { Link } from '../../ui/link.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { LoadMore, useLoadMore } from '../../ui/use-load-more.tsx';
import { StaffListPage } from '../../workshop/staff-list-page.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { OutboxListQuery, OutboxResendMutation } from './outbox-operations.ts';
import { OutboxTextDialog } from './outbox-text-dialog.tsx';
import './outbox.css';

const PAGE_SIZE = 25;
const STATUSES = ['all', 'failed', 'outbox', 'queued', 'sending', 'sent'] as const;
const CHANNELS = ['all', 'sms', 'email'] as const;
const KINDS = ['all', ...OUTBOX_KINDS] as const;
type StatusFilter = (typeof STATUSES)[number];
type ChannelFilter = (typeof CHANNELS)[number];
type KindFilter = (typeof KINDS)[number];
/**
 * Delivery outcomes (sending → sent or failed) publish no workshop event: the list reads its first
 * page again this often while the tab is visible (docs/messaging.md "Outbox screen").
 */
const OUTCOME_REFRESH_MS = 30_000;

/**
 * Messaggi (`/Messaggi`): the workshop's SMS and e-mails, newest first, by status, channel, kind
 * and creation day; live; a message's text can be read and a failed or kept one sent again
 * (docs/messaging.md "Outbox screen").
 */
export function OutboxScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [kind, setKind] = useState<KindFilter>('all');
  const [period, setPeriod] = useState<DayRange | null>(null);
  // Password recovery, first access and support requests belong to no workshop: admins read them here.
  const isAdmin = useAtomValue(authAtom).user?.isAdmin ?? false;
  const [installation, setInstallation] = useState(false);
  const filterFor = (workshopID: string | null): OutboxFilter => ({
    workshopID,
    ...(status === 'all' ? {} : { statuses: [status as OutboxStatus] }),
    ...(channel === 'all' ? {} : { channel }),
    ...(kind === 'all' ? {} : { kind }),
    // Whole days of the workshop, from the first day's start to the last day's end.
    ...(period
      ? {
          from: dayBounds(period.fromDay, WORKSHOP_TIME_ZONE).start.toISOString(),
          to: dayBounds(period.toDay, WORKSHOP_TIME_ZONE).end.toISOString(),
        }
      : {}),
  });
  const listKey = (workshopID: string | null) =>
    `${workshopID ?? '-'}:${status}:${channel}:${kind}:${period?.fromDay}:${period?.toDay}`;
  const filters = (workshopSwitch: boolean) => (
    <div className="staff-lists__filters" data-testid="outbox-filters">
      <Select
        label={t('outbox.status')}
        options={STATUSES.map((id) => ({ id, label: t(`outbox.statuses.${id}`) }))}
        value={status}
        onChange={(id) => setStatus(id as StatusFilter)}
        data-testid="outbox-status"
      />
      <Select
        label={t('outbox.channel')}
        options={CHANNELS.map((id) => ({ id, label: t(`outbox.channels.${id}`) }))}
        value={channel}
        onChange={(id) => setChannel(id as ChannelFilter)}
        data-testid="outbox-channel"
      />
      <Select
        label={t('outbox.kind')}
        options={KINDS.map((id) => ({
          id,
          label: id === 'all' ? t('outbox.allKinds') : t(`outbox.kinds.${id}`),
        }))}
        value={kind}
        onChange={(id) => setKind(id as KindFilter)}
        data-testid="outbox-kind"
      />
      <DateRangeField
        label={t('outbox.period')}
        value={period}
        onChange={setPeriod}
        data-testid="outbox-period"
      />
      {period ? (
        <Button variant="quiet" onPress={() => setPeriod(null)} data-testid="outbox-period-clear">
          {t('outbox.clearPeriod')}
        </Button>
      ) : null}
      {isAdmin && workshopSwitch ? (
        <Switch isSelected={installation} onChange={setInstallation} data-testid="outbox-installation">
          {t('outbox.installation')}
        </Switch>
      ) : null}
    </div>
  );
  return (
    <StaffListPage
      title={t('nav.outbox')}
      testId="outbox-screen"
      toolbar={() => filters(true)}
      withoutWorkshop={
        isAdmin ? (
          <div className="staff-lists__body">
            <div className="staff-toolbar">{filters(false)}</div>
            <OutboxList key={listKey(null)} workshopID={null} filter={filterFor(null)} />
          </div>
        ) : undefined
      }
    >
      {(desk) => {
        const workshopID = installation ? null : desk.workshopID;
        return (
          <OutboxList key={listKey(workshopID)} workshopID={workshopID} filter={filterFor(workshopID)} />
        );
      }}
    </StaffListPage>
  );
}

function OutboxList({ workshopID, filter }: { workshopID: string | null; filter: OutboxFilter }) {
  const { t } = useTranslation();
  const client = useClient();
  const variables = useMemo(() => ({ filter, first: PAGE_SIZE }), [filter]);
  const [result, refetch] = useQuery({ query: OutboxListQuery, variables });
  const [resend, sendAgain] = useMutation(OutboxResendMutation);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [reading, setReading] = useState<OutboxRowFragment | null>(null);
  const page = result.data?.outboxMessages;
  const pages = useLoadMore<OutboxRowFragment>(
    page,
    async (after) =>
      (await client.query(OutboxListQuery, { filter, first: PAGE_SIZE, after }).toPromise()).data
        ?.outboxMessages,
  );
  // New messages are written with the workshop's changes (a check-in, an exit): each event reads
  // the first page again; later pages start over.
  const reload = () => {
    pages.reset();
    refetch({ requestPolicy: 'network-only' });
  };
  useReloadOnWorkshopEvent(workshopID, reload);
  useRefreshWhileVisible(reload, OUTCOME_REFRESH_MS);

  async function onResend(row: OutboxRowFragment) {
    const reply = await sendAgain({ outboxMessageID: row.outboxMessageID });
    setNotice(
      reply.error
        ? { tone: 'error', text: t('outbox.resendError') }
        : { tone: 'success', text: t('outbox.resent') },
    );
  }

  const when = (value: string | null | undefined) =>
    value ? <time dateTime={value}>{formatDateTime(value, WORKSHOP_TIME_ZONE)}</time> : null;

  return (
    <Card title={t('outbox.title')} data-testid="outbox-card">
      <p className="muted">{t('outbox.hint')}</p>
      {notice ? (
        <Banner tone={notice.tone} data-testid="outbox-notice">
          {notice.text}
        </Banner>
      ) : null}
      {result.error && !result.data ? <Banner tone="error">{t('outbox.loadError')}</Banner> : null}
      {result.fetching && !result.data ? (
        <Spinner label={t('common.loading')} />
      ) : result.data ? (
        <>
          <p className="muted" data-testid="outbox-count">
            {t('outbox.count', { shown: pages.rows.length, total: page?.totalCount ?? 0 })}
          </p>
          <DataTable
            caption={t('outbox.title')}
            rows={pages.rows}
            rowKey={(row) => row.outboxMessageID}
            rowTestId={(row) => `outbox-${row.outboxMessageID}`}
            empty={t('outbox.empty')}
            data-testid="outbox-list"
            columns={[
              { id: 'createdAt', header: t('outbox.columns.createdAt'), cell: (row) => when(row.createdAt) },
              {
                id: 'channel',
                header: t('outbox.columns.channel'),
                cell: (row) => t(`outbox.channels.${row.channel}`),
              },
              {
                id: 'kind',
                header: t('outbox.columns.kind'),
                cell: (row) => (
                  <span title={row.contentHidden ? undefined : (row.body ?? undefined)}>
                    {t(`outbox.kinds.${row.kind as 'welcomeSms'}`, { defaultValue: row.kind } as {
                      defaultValue: string;
                    })}
                    {row.contentHidden ? (
                      <span className="muted outbox__detail">{t('outbox.contentHidden')}</span>
                    ) : null}
                  </span>
                ),
              },
              { id: 'recipient', header: t('outbox.columns.recipient'), cell: (row) => row.recipient },
              {
                id: 'status',
                header: t('outbox.columns.status'),
                cell: (row) => (
                  <>
                    <span className="tag" data-testid={`outbox-status-${row.outboxMessageID}`}>
                      {t(`outbox.statuses.${row.status}`)}
                    </span>
                    {row.sentAt ? (
                      <span className="muted outbox__detail">
                        {t('outbox.sentOn', { when: formatDateTime(row.sentAt, WORKSHOP_TIME_ZONE) })}
                      </span>
                    ) : row.lastError ? (
                      <span className="muted outbox__detail">
                        {t('outbox.errorReason', { reason: row.lastError })}
                      </span>
                    ) : null}
                  </>
                ),
              },
              { id: 'attempts', header: t('outbox.columns.attempts'), cell: (row) => row.attempts },
              {
                id: 'appointment',
                header: t('outbox.columns.appointment'),
                cell: (row) =>
                  row.appointmentID ? (
                    <Link href={`/Processings/${row.appointmentID}`}>{t('outbox.openAppointment')}</Link>
                  ) : null,
              },
              {
                id: 'actions',
                header: t('outbox.resend'),
                headerHidden: true,
                align: 'end',
                cell: (row) => (
                  <span className="outbox__actions">
                    {row.contentHidden || row.body == null ? null : (
                      <Button
                        variant="quiet"
                        onPress={() => setReading(row)}
                        aria-label={t('outbox.readLabel', { recipient: row.recipient })}
                        data-testid={`outbox-read-${row.outboxMessageID}`}
                      >
                        {t('outbox.read')}
                      </Button>
                    )}
                    {row.canResend ? (
                      <Button
                        variant="quiet"
                        isDisabled={resend.fetching}
                        onPress={() => void onResend(row)}
                        aria-label={t('outbox.resendLabel', { recipient: row.recipient })}
                        data-testid={`outbox-resend-${row.outboxMessageID}`}
                      >
                        {t('outbox.resend')}
                      </Button>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
          <LoadMore pages={pages} label={t('outbox.loadMore')} testId="outbox-load-more" />
        </>
      ) : null}
      {reading ? <OutboxTextDialog message={reading} onClose={() => setReading(null)} /> : null}
    </Card>
  );
}

/** Runs `refresh` every `ms` while the page is visible (a hidden tab asks nothing). */
function useRefreshWhileVisible(refresh: () => void, ms: number) {
  const [latest] = useState(() => ({ refresh }));
  latest.refresh = refresh;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') latest.refresh();
    }, ms);
    return () => window.clearInterval(timer);
  }, [latest, ms]);
}
