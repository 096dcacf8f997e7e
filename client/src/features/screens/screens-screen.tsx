import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { ManagedWorkshopPage } from '../../admin-kit/managed-workshop-page.tsx';
import type { ScreenDevicesQuery as ScreenDevicesResult } from '../../graphql/generated/graphql.ts';
import { errorText } from '../../graphql/notify-error.ts';
import { useNow } from '../../hooks/use-now.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { ListState } from '../../ui/list-state.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { lastSeenAgo } from './last-seen.ts';
import { ForgetScreenDeviceMutation, ScreenDevicesQuery } from './screens-operations.ts';
import '../../admin-kit/administration.css';
import './screens.css';

type ScreenDevice = ScreenDevicesResult['screenDevices'][number];

/** The list is read again this often, so a TV switched off shows as offline without a reload. */
const REFRESH_MS = 30_000;

/**
 * Screens (`/Schermi`, issue 17): every monitor and totem of the workshop that reported a
 * heartbeat, whether it is online, when it was last seen and which version it runs; a screen taken
 * away can be forgotten. Admins and the workshop's managers.
 */
export function ScreensScreen() {
  const { t } = useTranslation();
  return (
    <ManagedWorkshopPage title={t('nav.screens')} testId="screens-screen">
      {(workshopID) => <ScreensList workshopID={workshopID} />}
    </ManagedWorkshopPage>
  );
}

function ScreensList({ workshopID }: { workshopID: string }) {
  const { t, i18n } = useTranslation();
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ScreenDevicesQuery,
    variables: { workshopID },
    requestPolicy: 'cache-and-network',
    context,
  });
  const [{ fetching: forgetting }, forget] = useMutation(ForgetScreenDeviceMutation);
  const [toForget, setToForget] = useState<ScreenDevice | null>(null);
  const now = useNow(REFRESH_MS);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  async function confirmForget(device: ScreenDevice) {
    const result = await forget({ screenDeviceID: device.screenDeviceID });
    setToForget(null);
    if (result.error) {
      toast.error(errorText(result.error));
      return;
    }
    toast.success(t('screens.forgotten', { name: device.screenName }));
    reload();
  }

  const language = i18n.resolvedLanguage ?? i18n.language;
  const columns: DataTableColumn<ScreenDevice>[] = [
    {
      id: 'screen',
      header: t('screens.columns.screen'),
      cell: (d) => (
        <span className="screens__name">
          <span>{d.screenName}</span>
          <span className="screens__kind">{t(`screens.kinds.${d.kind as 'monitor' | 'totem'}`)}</span>
        </span>
      ),
    },
    {
      id: 'state',
      header: t('screens.columns.state'),
      cell: (d) => (
        <span
          className={`admin-badge admin-badge--${d.state === 'online' ? 'success' : 'danger'}`}
          data-testid="screen-state"
        >
          {t(`screens.states.${d.state as 'online' | 'offline'}`)}
        </span>
      ),
    },
    {
      id: 'lastSeen',
      header: t('screens.columns.lastSeen'),
      cell: (d) => {
        const seen = new Date(d.lastSeenAt);
        return (
          <span className="screens__seen">
            <span>{lastSeenAgo(seen, now, language)}</span>
            <time dateTime={seen.toISOString()} className="screens__absolute">
              {formatDateTime(seen, WORKSHOP_TIME_ZONE)}
            </time>
          </span>
        );
      },
    },
    {
      id: 'version',
      header: t('screens.columns.version'),
      cell: (d) => (
        <span className="screens__version">
          <code>{d.version}</code>
          {d.version === __APP_VERSION__ ? null : (
            <span className="admin-badge admin-badge--warning" data-testid="screen-outdated">
              {t('screens.outdated')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'browser',
      header: t('screens.columns.browser'),
      // Two TVs on one monitor look alike but for this short id (it stays until forgotten).
      cell: (d) => (
        <span className="screens__name">
          <span>{d.userAgent || '—'}</span>
          <span className="screens__kind">{t('screens.device', { id: d.screenDeviceID.slice(0, 8) })}</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('screens.columns.actions'),
      headerHidden: true,
      align: 'end',
      cell: (d) => (
        <Button
          variant="quiet"
          onPress={() => setToForget(d)}
          aria-label={t('screens.forgetNamed', { name: d.screenName })}
          data-testid="screen-forget"
        >
          {t('screens.forget')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <p className="screens__intro">{t('screens.intro')}</p>
      <ListState fetching={fetching} error={error} hasData={!!data} onRetry={reload}>
        <div data-testid="screens-list">
          <DataTable
            caption={t('screens.caption')}
            columns={columns}
            rows={data?.screenDevices ?? []}
            rowKey={(d) => d.screenDeviceID}
            rowTestId={() => 'screen-row'}
            empty={t('screens.empty')}
            data-testid="screens-table"
          />
        </div>
      </ListState>
      <ConfirmDialog
        title={t('screens.forgetTitle', { name: toForget?.screenName ?? '' })}
        message={t('screens.forgetMessage')}
        isOpen={!!toForget}
        onOpenChange={(open) => {
          if (!open) setToForget(null);
        }}
        confirmLabel={t('screens.forget')}
        cancelLabel={t('workshopSetup.cancel')}
        busyLabel={t('common.loading')}
        isPending={forgetting}
        tone="danger"
        onConfirm={() => {
          if (toForget) void confirmForget(toForget);
        }}
        data-testid="screen-forget-dialog"
      />
    </>
  );
}
