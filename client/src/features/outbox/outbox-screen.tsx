import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation, useQuery } from 'urql';
import type { OutboxFilter, OutboxRowFragment, OutboxStatus } from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadMore, useLoadMore } from '../../ui/use-load-more.tsx';
import { type StaffDesk, StaffListPage } from '../../workshop/staff-list-page.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { OutboxListQuery, OutboxResendMutation } from './outbox-operations.ts';
import './outbox.css';

const PAGE_SIZE = 25;
const STATUSES = ['all', 'failed', 'outbox', 'queued', 'sending', 'sent'] as const;
const CHANNELS = ['all', 'sms', 'email'] as const;
type StatusFilter = (typeof STATUSES)[number];
type ChannelFilter = (typeof CHANNELS)[number];

/**
 * Messaggi (`/Messaggi`): the workshop's SMS and e-mails, newest first, by status and channel; a
 * failed or kept message can be sent again (docs/messaging.md "Outbox screen").
 */
export function OutboxScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [channel, setChannel] = useState<ChannelFilter>('all');
  return (
    <StaffListPage
      title={t('nav.outbox')}
      testId="outbox-screen"
      toolbar={() => (
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
        </div>
      )}
    >
      {(desk) => (
        <OutboxList
          key={`${desk.workshopID}:${status}:${channel}`}
          desk={desk}
          filter={{
            workshopID: desk.workshopID,
            ...(status === 'all' ? {} : { statuses: [status as OutboxStatus] }),
            ...(channel === 'all' ? {} : { channel }),
          }}
        />
      )}
    </StaffListPage>
  );
}

function OutboxList({ filter }: { desk: StaffDesk; filter: OutboxFilter }) {
  const { t } = useTranslation();
  const client = useClient();
  const [result] = useQuery({ query: OutboxListQuery, variables: { filter, first: PAGE_SIZE } });
  const [resend, sendAgain] = useMutation(OutboxResendMutation);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const page = result.data?.outboxMessages;
  const pages = useLoadMore<OutboxRowFragment>(
    page,
    async (after) =>
      (await client.query(OutboxListQuery, { filter, first: PAGE_SIZE, after }).toPromise()).data
        ?.outboxMessages,
  );

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
                cell: (row) =>
                  row.canResend ? (
                    <Button
                      variant="quiet"
                      isDisabled={resend.fetching}
                      onPress={() => void onResend(row)}
                      aria-label={t('outbox.resendLabel', { recipient: row.recipient })}
                      data-testid={`outbox-resend-${row.outboxMessageID}`}
                    >
                      {t('outbox.resend')}
                    </Button>
                  ) : null,
              },
            ]}
          />
          <LoadMore pages={pages} label={t('outbox.loadMore')} testId="outbox-load-more" />
        </>
      ) : null}
    </Card>
  );
}
