import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { CatalogueTable, StackedCell } from '../../admin-kit/catalogue-table.tsx';
import { ManagedWorkshopPage } from '../../admin-kit/managed-workshop-page.tsx';
import type { ApiKeysQuery as Keys } from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SecretOnceDialog } from '../../ui/secret-once-dialog.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { ApiKeysQuery, RevokeApiKeyMutation } from './api-key-operations.ts';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';
import { scopeLabelKey } from './scope-labels.ts';
import './api-keys.css';

type ApiKey = Keys['apiKeys'][number];

/**
 * Chiavi API (`/Chiavi-API`, admins): a workshop's keys for dealer systems; create one (its text is
 * shown once), see when each was last used, revoke one (docs/integrations.md).
 */
export function ApiKeysScreen() {
  const { t } = useTranslation();
  return (
    <ManagedWorkshopPage title={t('apiKeys.title')} testId="api-keys-screen">
      {(workshopID) => <ApiKeyList workshopID={workshopID} />}
    </ManagedWorkshopPage>
  );
}

function ApiKeyList({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const [list, refetch] = useQuery({ query: ApiKeysQuery, variables: { workshopID } });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revoke, runRevoke] = useMutation(RevokeApiKeyMutation);
  const labelOf = (scope: string) => {
    const key = scopeLabelKey(scope);
    return key ? t(key) : scope;
  };
  const when = (value: string | null | undefined) =>
    value ? formatDateTime(value, WORKSHOP_TIME_ZONE) : t('apiKeys.never');

  async function onRevoke(key: ApiKey) {
    const reply = await runRevoke({ apiKeyID: key.apiKeyID });
    setRevoking(null);
    if (reply.error || !reply.data?.revokeApiKey.success) {
      toast.error(t('apiKeys.revokeError'));
      return;
    }
    toast.success(t('apiKeys.revoked'));
    refetch({ requestPolicy: 'network-only' });
  }

  return (
    <Card title={t('apiKeys.listTitle')} data-testid="api-keys-card">
      <p>{t('apiKeys.intro')}</p>
      <p className="muted small">{t('apiKeys.docs')}</p>
      {/* A key acts in one workshop, and every request names it: the integrator needs its id. */}
      <p className="small">
        {t('apiKeys.workshopID')}{' '}
        <code className="api-keys__workshop-id" data-testid="api-keys-workshop-id">
          {workshopID}
        </code>
      </p>
      <div className="action-bar">
        <Button onPress={() => setCreating(true)} data-testid="api-key-new">
          {t('apiKeys.new')}
        </Button>
      </div>
      <CatalogueTable
        query={list}
        caption={t('apiKeys.listTitle')}
        rows={list.data?.apiKeys ?? []}
        rowKey={(key) => key.apiKeyID}
        rowTestId={(key) => `api-key-row-${key.name}`}
        empty={t('apiKeys.empty')}
        data-testid="api-keys-table"
        columns={[
          {
            id: 'name',
            header: t('apiKeys.columns.name'),
            cell: (key) => <StackedCell title={key.name} detail={`turno_${key.prefix}_…`} />,
          },
          {
            id: 'scopes',
            header: t('apiKeys.columns.scopes'),
            cell: (key) => (
              <ul className="api-keys__scopes">
                {key.scopes.map((scope) => (
                  <li key={scope}>{labelOf(scope)}</li>
                ))}
              </ul>
            ),
          },
          { id: 'created', header: t('apiKeys.columns.created'), cell: (key) => when(key.createdAt) },
          { id: 'lastUsed', header: t('apiKeys.columns.lastUsed'), cell: (key) => when(key.lastUsedAt) },
          {
            id: 'state',
            header: t('apiKeys.columns.state'),
            cell: (key) =>
              key.revokedAt ? t('apiKeys.revokedOn', { date: when(key.revokedAt) }) : t('apiKeys.active'),
          },
          {
            id: 'actions',
            header: t('apiKeys.revoke'),
            align: 'end',
            cell: (key) =>
              key.revokedAt ? null : (
                <Button
                  variant="danger"
                  aria-label={t('apiKeys.revokeLabel', { name: key.name })}
                  onPress={() => setRevoking(key)}
                  data-testid={`api-key-revoke-${key.name}`}
                >
                  {t('apiKeys.revoke')}
                </Button>
              ),
          },
        ]}
      />
      {creating ? (
        <CreateApiKeyDialog
          workshopID={workshopID}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setSecret(key);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      ) : null}
      {secret ? (
        <SecretOnceDialog
          secret={secret}
          testId="api-key"
          texts={{
            title: t('apiKeys.createdTitle'),
            warning: t('apiKeys.secretWarning'),
            label: t('apiKeys.secretLabel'),
            copy: t('apiKeys.copy'),
            copied: t('apiKeys.copied'),
            copyError: t('apiKeys.copyError'),
            done: t('apiKeys.done'),
          }}
          onClose={() => setSecret(null)}
        />
      ) : null}
      <ConfirmDialog
        title={t('apiKeys.revokeTitle')}
        isOpen={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        message={<p>{t('apiKeys.revokeMessage', { name: revoking?.name ?? '' })}</p>}
        confirmLabel={t('apiKeys.revoke')}
        cancelLabel={t('apiKeys.cancel')}
        onConfirm={() => {
          if (revoking) void onRevoke(revoking);
        }}
        isPending={revoke.fetching}
        busyLabel={t('common.loading')}
        tone="danger"
        data-testid="api-key-revoke-dialog"
      />
    </Card>
  );
}
