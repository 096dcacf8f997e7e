import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient, useMutation, useQuery } from 'urql';
import type {
  WebhookDeliveryFieldsFragment as Delivery,
  WebhookEndpointFieldsFragment as Endpoint,
} from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadMore, useLoadMore } from '../../ui/use-load-more.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { eventLabelKey } from './event-labels.ts';
import {
  ReplayWebhookDeliveryMutation,
  SendTestWebhookEventMutation,
  WebhookDeliveriesQuery,
} from './webhook-operations.ts';

const PAGE_SIZE = 50;

/**
 * One endpoint's delivery log, newest first: each event with its status, attempts, the receiver's
 * last answer (its status code or a short error) and time; a delivery can be replayed (same
 * `webhook-id`), and a test event sent. Read again by the refresh button and after each action.
 */
export function DeliveriesPanel({
  endpoint,
  name,
  onClose,
  onReload,
}: {
  endpoint: Endpoint;
  name: string;
  onClose(): void;
  /** Reads the endpoint list again: its last delivery moves with the log. */
  onReload(): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const variables = { webhookEndpointID: endpoint.webhookEndpointID, first: PAGE_SIZE };
  const [result, refetch] = useQuery({
    query: WebhookDeliveriesQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const [replaying, replay] = useMutation(ReplayWebhookDeliveryMutation);
  const [testing, sendTest] = useMutation(SendTestWebhookEventMutation);
  const page = result.data?.webhookDeliveries;
  const pages = useLoadMore<Delivery>(
    page,
    async (after) =>
      (await client.query(WebhookDeliveriesQuery, { ...variables, after }).toPromise()).data
        ?.webhookDeliveries,
  );
  const reload = () => {
    pages.reset();
    refetch({ requestPolicy: 'network-only' });
    onReload();
  };
  const when = (value: string | null | undefined) =>
    value ? formatDateTime(value, WORKSHOP_TIME_ZONE) : '—';
  const eventName = (type: string) => {
    const key = eventLabelKey(type);
    return key ? t(key) : type;
  };

  async function onReplay(delivery: Delivery) {
    const reply = await replay({ webhookDeliveryID: delivery.webhookDeliveryID });
    if (reply.error) return void toast.error(t('webhooks.replayError'));
    toast.success(t('webhooks.replayed'));
    reload();
  }

  async function onSendTest() {
    const reply = await sendTest({ webhookEndpointID: endpoint.webhookEndpointID });
    if (reply.error) return void toast.error(t('webhooks.testError'));
    toast.success(t('webhooks.testSent'));
    reload();
  }

  return (
    <Card title={t('webhooks.deliveriesTitle', { name })} data-testid="webhook-deliveries">
      <div className="action-bar">
        <Button
          variant="secondary"
          onPress={() => void onSendTest()}
          isDisabled={!endpoint.enabled || testing.fetching}
          data-testid="webhook-send-test"
        >
          {t('webhooks.sendTest')}
        </Button>
        <Button variant="secondary" onPress={reload} data-testid="webhook-deliveries-refresh">
          {t('webhooks.refresh')}
        </Button>
        <Button variant="quiet" onPress={onClose} data-testid="webhook-deliveries-close">
          {t('webhooks.close')}
        </Button>
      </div>
      {result.error && !result.data ? <Banner tone="error">{t('catalogue.loadError')}</Banner> : null}
      {result.fetching && !result.data ? (
        <Spinner label={t('common.loading')} />
      ) : page ? (
        <>
          <p className="muted small" aria-live="polite">
            {t('webhooks.deliveriesCount', { shown: pages.rows.length, total: page.totalCount })}
          </p>
          <DataTable
            caption={t('webhooks.deliveriesTitle', { name })}
            rows={pages.rows}
            rowKey={(delivery) => delivery.webhookDeliveryID}
            rowTestId={(delivery) => `webhook-delivery-${delivery.eventType}`}
            empty={t('webhooks.deliveriesEmpty')}
            data-testid="webhook-deliveries-table"
            columns={[
              {
                id: 'event',
                header: t('webhooks.deliveryColumns.event'),
                cell: (delivery) => (
                  <div className="catalogue__stack">
                    <strong>{eventName(delivery.eventType)}</strong>
                    <code className="muted small">{delivery.eventID}</code>
                  </div>
                ),
              },
              {
                id: 'status',
                header: t('webhooks.deliveryColumns.status'),
                cell: (delivery) => (
                  <div className="catalogue__stack">
                    <span className={`webhooks__status webhooks__status--${delivery.status}`}>
                      {t(`webhooks.status.${delivery.status as 'pending'}`)}
                    </span>
                    {delivery.nextAttemptAt ? (
                      <span className="muted small">
                        {endpoint.enabled
                          ? t('webhooks.nextAttempt', { date: when(delivery.nextAttemptAt) })
                          : // A switched-off endpoint's deliveries wait for it, not for a time.
                            t('webhooks.waitsForEndpoint')}
                      </span>
                    ) : null}
                  </div>
                ),
              },
              { id: 'attempts', header: t('webhooks.deliveryColumns.attempts'), cell: (d) => d.attempts },
              {
                id: 'response',
                header: t('webhooks.deliveryColumns.response'),
                cell: (delivery) => (
                  <div className="catalogue__stack">
                    <span>{delivery.lastStatusCode ?? delivery.lastError ?? '—'}</span>
                    {delivery.lastDurationMs !== null && delivery.lastDurationMs !== undefined ? (
                      <span className="muted small">
                        {t('webhooks.durationMs', { ms: delivery.lastDurationMs })}
                      </span>
                    ) : null}
                  </div>
                ),
              },
              {
                id: 'time',
                header: t('webhooks.deliveryColumns.time'),
                cell: (delivery) => when(delivery.lastAttemptAt ?? delivery.occurredAt),
              },
              {
                id: 'replay',
                header: t('webhooks.deliveryColumns.replay'),
                align: 'end',
                cell: (delivery) => (
                  <Button
                    variant="secondary"
                    isDisabled={!endpoint.enabled || delivery.status === 'sending' || replaying.fetching}
                    aria-label={t('webhooks.replayLabel', {
                      event: eventName(delivery.eventType),
                      date: when(delivery.occurredAt),
                    })}
                    onPress={() => void onReplay(delivery)}
                    data-testid={`webhook-replay-${delivery.eventType}`}
                  >
                    {t('webhooks.replay')}
                  </Button>
                ),
              },
            ]}
          />
          <LoadMore pages={pages} label={t('webhooks.loadMore')} testId="webhook-deliveries-more" />
        </>
      ) : null}
    </Card>
  );
}
