import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { CatalogueTable, StackedCell } from '../../admin-kit/catalogue-table.tsx';
import { ManagedWorkshopPage } from '../../admin-kit/managed-workshop-page.tsx';
import type { WebhookEndpointFieldsFragment as Endpoint } from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SecretOnceDialog } from '../../ui/secret-once-dialog.tsx';
import { Switch } from '../../ui/switch.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { DeliveriesPanel } from './deliveries-panel.tsx';
import { EndpointDialog } from './endpoint-dialog.tsx';
import { eventLabelKey } from './event-labels.ts';
import {
  DeleteWebhookEndpointMutation,
  RotateWebhookEndpointSecretMutation,
  UpdateWebhookEndpointMutation,
  WebhookEndpointsQuery,
} from './webhook-operations.ts';
import './webhooks.css';

/**
 * Webhook (`/Webhook`, admins): a workshop's endpoints for dealer systems, beside its API keys.
 * Create one (its signing secret is shown once), edit it, switch it off and on, make a new
 * secret, delete it, and read its delivery log with replay (docs/integrations.md).
 */
export function WebhooksScreen() {
  const { t } = useTranslation();
  return (
    <ManagedWorkshopPage title={t('webhooks.title')} testId="webhooks-screen">
      {(workshopID) => <EndpointList workshopID={workshopID} />}
    </ManagedWorkshopPage>
  );
}

type Confirming = { kind: 'delete' | 'rotate'; endpoint: Endpoint };

function EndpointList({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const [list, refetch] = useQuery({ query: WebhookEndpointsQuery, variables: { workshopID } });
  const [editing, setEditing] = useState<{ endpoint?: Endpoint } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [shownID, setShownID] = useState<string | null>(null);
  const [, update] = useMutation(UpdateWebhookEndpointMutation);
  const [deleting, runDelete] = useMutation(DeleteWebhookEndpointMutation);
  const [rotating, runRotate] = useMutation(RotateWebhookEndpointSecretMutation);
  const endpoints = list.data?.webhookEndpoints ?? [];
  const shown = endpoints.find((endpoint) => endpoint.webhookEndpointID === shownID) ?? null;
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const when = (value: string | null | undefined) => (value ? formatDateTime(value, WORKSHOP_TIME_ZONE) : '');
  const nameOf = (endpoint: Endpoint) => endpoint.description || endpoint.url;
  const eventName = (type: string) => {
    const key = eventLabelKey(type);
    return key ? t(key) : type;
  };

  async function onSwitch(endpoint: Endpoint, enabled: boolean) {
    const reply = await update({ input: { webhookEndpointID: endpoint.webhookEndpointID, enabled } });
    if (reply.error || !reply.data?.updateWebhookEndpoint.webhookEndpoint)
      return void toast.error(t('webhooks.switchError'));
    toast.success(enabled ? t('webhooks.switchedOn') : t('webhooks.switchedOff'));
  }

  async function onConfirm(action: Confirming) {
    const id = action.endpoint.webhookEndpointID;
    if (action.kind === 'delete') {
      const reply = await runDelete({ webhookEndpointID: id });
      setConfirming(null);
      if (reply.error || !reply.data?.deleteWebhookEndpoint.success)
        return void toast.error(t('webhooks.deleteError'));
      if (shownID === id) setShownID(null);
      toast.success(t('webhooks.deleted'));
      reload();
      return;
    }
    const reply = await runRotate({ webhookEndpointID: id });
    setConfirming(null);
    const made = reply.data?.rotateWebhookEndpointSecret.secret;
    if (reply.error || !made) return void toast.error(t('webhooks.rotateError'));
    setSecret(made);
  }

  const stateOf = (endpoint: Endpoint) => {
    if (endpoint.enabled)
      return endpoint.failingSince
        ? t('webhooks.failingSince', { date: when(endpoint.failingSince) })
        : t('webhooks.enabled');
    return endpoint.disabledReason === 'failing'
      ? t('webhooks.disabledFailing')
      : t('webhooks.disabledByAdmin');
  };

  return (
    <>
      <Card title={t('webhooks.listTitle')} data-testid="webhooks-card">
        <p>{t('webhooks.intro')}</p>
        <p className="muted small">{t('webhooks.docs')}</p>
        <div className="action-bar">
          <Button onPress={() => setEditing({})} data-testid="webhook-new">
            {t('webhooks.new')}
          </Button>
        </div>
        <CatalogueTable
          query={list}
          caption={t('webhooks.listTitle')}
          rows={endpoints}
          rowKey={(endpoint) => endpoint.webhookEndpointID}
          rowTestId={(endpoint) => `webhook-row-${nameOf(endpoint)}`}
          empty={t('webhooks.empty')}
          data-testid="webhooks-table"
          columns={[
            {
              id: 'endpoint',
              header: t('webhooks.columns.endpoint'),
              cell: (endpoint) => (
                <StackedCell title={nameOf(endpoint)} detail={endpoint.description ? endpoint.url : null} />
              ),
            },
            {
              id: 'events',
              header: t('webhooks.columns.events'),
              cell: (endpoint) => (
                <ul className="webhooks__events">
                  {endpoint.eventTypes.map((type) => (
                    <li key={type}>{eventName(type)}</li>
                  ))}
                </ul>
              ),
            },
            {
              id: 'state',
              header: t('webhooks.columns.state'),
              cell: (endpoint) => (
                <div className="catalogue__stack">
                  <Switch
                    isSelected={endpoint.enabled}
                    onChange={(enabled) => void onSwitch(endpoint, enabled)}
                    data-testid={`webhook-enabled-${nameOf(endpoint)}`}
                  >
                    <span className="visually-hidden">
                      {t('webhooks.enabledLabel', { name: nameOf(endpoint) })}
                    </span>
                  </Switch>
                  <span
                    className={
                      endpoint.enabled && !endpoint.failingSince ? 'muted small' : 'webhooks__warning small'
                    }
                    data-testid={`webhook-state-${nameOf(endpoint)}`}
                  >
                    {stateOf(endpoint)}
                  </span>
                </div>
              ),
            },
            {
              id: 'last',
              header: t('webhooks.columns.lastDelivery'),
              cell: (endpoint) =>
                endpoint.lastDeliveryAt
                  ? t(
                      endpoint.lastDeliveryStatus === 'delivered'
                        ? 'webhooks.lastDelivered'
                        : 'webhooks.lastFailed',
                      {
                        date: when(endpoint.lastDeliveryAt),
                      },
                    )
                  : t('webhooks.never'),
            },
            {
              id: 'actions',
              header: t('webhooks.columns.actions'),
              align: 'end',
              cell: (endpoint) => (
                <div className="webhooks__actions">
                  <Button
                    variant="secondary"
                    aria-label={t('webhooks.deliveriesLabel', { name: nameOf(endpoint) })}
                    aria-pressed={shownID === endpoint.webhookEndpointID}
                    onPress={() => {
                      setShownID(endpoint.webhookEndpointID);
                      reload();
                    }}
                    data-testid={`webhook-deliveries-${nameOf(endpoint)}`}
                  >
                    {t('webhooks.deliveries')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('webhooks.editLabel', { name: nameOf(endpoint) })}
                    onPress={() => setEditing({ endpoint })}
                    data-testid={`webhook-edit-${nameOf(endpoint)}`}
                  >
                    {t('webhooks.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('webhooks.rotateLabel', { name: nameOf(endpoint) })}
                    onPress={() => setConfirming({ kind: 'rotate', endpoint })}
                    data-testid={`webhook-rotate-${nameOf(endpoint)}`}
                  >
                    {t('webhooks.rotate')}
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={t('webhooks.deleteLabel', { name: nameOf(endpoint) })}
                    onPress={() => setConfirming({ kind: 'delete', endpoint })}
                    data-testid={`webhook-delete-${nameOf(endpoint)}`}
                  >
                    {t('webhooks.delete')}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </Card>
      {shown ? (
        <DeliveriesPanel
          endpoint={shown}
          name={nameOf(shown)}
          onClose={() => setShownID(null)}
          onReload={reload}
        />
      ) : null}
      {editing ? (
        <EndpointDialog
          workshopID={workshopID}
          {...(editing.endpoint ? { endpoint: editing.endpoint } : {})}
          onClose={() => setEditing(null)}
          onCreated={(made) => {
            setEditing(null);
            setSecret(made);
            reload();
          }}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      {secret ? (
        <SecretOnceDialog
          secret={secret}
          onClose={() => setSecret(null)}
          testId="webhook"
          texts={{
            title: t('webhooks.secretTitle'),
            warning: t('webhooks.secretWarning'),
            label: t('webhooks.secretLabel'),
            copy: t('apiKeys.copy'),
            copied: t('webhooks.secretCopied'),
            copyError: t('apiKeys.copyError'),
            done: t('webhooks.secretDone'),
          }}
        />
      ) : null}
      <ConfirmDialog
        title={confirming?.kind === 'rotate' ? t('webhooks.rotateTitle') : t('webhooks.deleteTitle')}
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        message={
          <p>
            {confirming?.kind === 'rotate'
              ? t('webhooks.rotateMessage', { name: confirming ? nameOf(confirming.endpoint) : '' })
              : t('webhooks.deleteMessage', { name: confirming ? nameOf(confirming.endpoint) : '' })}
          </p>
        }
        confirmLabel={confirming?.kind === 'rotate' ? t('webhooks.rotate') : t('webhooks.delete')}
        cancelLabel={t('webhooks.cancel')}
        onConfirm={() => {
          if (confirming) void onConfirm(confirming);
        }}
        isPending={deleting.fetching || rotating.fetching}
        busyLabel={t('common.loading')}
        tone={confirming?.kind === 'rotate' ? 'primary' : 'danger'}
        data-testid="webhook-confirm-dialog"
      />
    </>
  );
}
