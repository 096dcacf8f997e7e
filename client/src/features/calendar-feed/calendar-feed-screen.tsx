import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { formatDateTime } from '../../i18n/dates.ts';
import { useUserRoles } from '../../session/use-user-roles.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ListState } from '../../ui/list-state.tsx';
import { SecretOnceDialog } from '../../ui/secret-once-dialog.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import {
  CreateAgendaFeedMutation,
  MyAgendaFeedQuery,
  RevokeAgendaFeedMutation,
} from './calendar-feed-operations.ts';

/**
 * Calendario (`/Calendario`, every staff member): the user's own secret feed URL for their phone's
 * or computer's calendar (docs/calendar.md). Created and shown once with a copy button; a new one
 * replaces it (the old URL stops at once, after a confirmation); turning it off asks first too.
 */
export function CalendarFeedScreen() {
  const { t } = useTranslation();
  const { roles } = useUserRoles();
  const [feed, refetch] = useQuery({ query: MyAgendaFeedQuery, requestPolicy: 'cache-and-network' });
  const [created, create] = useMutation(CreateAgendaFeedMutation);
  const [revoked, revoke] = useMutation(RevokeAgendaFeedMutation);
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'regenerate' | 'revoke' | null>(null);
  const current = feed.data?.myAgendaFeed ?? null;
  const when = (value: string) => formatDateTime(value, WORKSHOP_TIME_ZONE);

  async function onCreate() {
    const reply = await create({});
    setAsking(null);
    const made = reply.data?.createAgendaFeed;
    if (reply.error || !made) {
      toast.error(t('calendarFeed.createError'));
      return;
    }
    setUrl(made.url);
    refetch({ requestPolicy: 'network-only' });
  }

  async function onRevoke() {
    const reply = await revoke({});
    setAsking(null);
    if (reply.error || !reply.data?.revokeAgendaFeed.success) {
      toast.error(t('calendarFeed.revokeError'));
      return;
    }
    toast.success(t('calendarFeed.revoked'));
    refetch({ requestPolicy: 'network-only' });
  }

  return (
    <div className="staff-page" data-testid="calendar-feed-screen">
      <title>{`${t('nav.calendarFeed')} · Turno`}</title>
      <h1>{t('nav.calendarFeed')}</h1>
      <Card title={t('calendarFeed.cardTitle')} data-testid="calendar-feed-card">
        <p>{t('calendarFeed.intro')}</p>
        <p className="muted small">{t('calendarFeed.contents')}</p>
        <ListState
          fetching={feed.fetching}
          error={feed.error}
          hasData={feed.data !== undefined}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
        >
          {roles.length === 0 ? (
            <Banner tone="info" data-testid="calendar-feed-no-role">
              {t('calendarFeed.noRole')}
            </Banner>
          ) : null}
          {current ? (
            <div data-testid="calendar-feed-active">
              <p>{t('calendarFeed.active', { date: when(current.createdAt) })}</p>
              <p className="muted small">
                {current.lastFetchedAt
                  ? t('calendarFeed.lastFetched', { date: when(current.lastFetchedAt) })
                  : t('calendarFeed.neverFetched')}
              </p>
            </div>
          ) : (
            <p data-testid="calendar-feed-none">{t('calendarFeed.none')}</p>
          )}
          <div className="calendar-feed__actions">
            {current ? (
              <>
                <Button
                  variant="secondary"
                  isDisabled={roles.length === 0}
                  onPress={() => setAsking('regenerate')}
                  data-testid="calendar-feed-regenerate"
                >
                  {t('calendarFeed.regenerate')}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => setAsking('revoke')}
                  data-testid="calendar-feed-revoke"
                >
                  {t('calendarFeed.revoke')}
                </Button>
              </>
            ) : (
              <Button
                isDisabled={roles.length === 0 || created.fetching}
                onPress={() => void onCreate()}
                data-testid="calendar-feed-create"
              >
                {t('calendarFeed.create')}
              </Button>
            )}
          </div>
        </ListState>
      </Card>
      {url ? (
        <SecretOnceDialog
          secret={url}
          testId="calendar-feed"
          texts={{
            title: t('calendarFeed.createdTitle'),
            warning: t('calendarFeed.secretWarning'),
            label: t('calendarFeed.secretLabel'),
            copy: t('calendarFeed.copy'),
            copied: t('calendarFeed.copied'),
            copyError: t('calendarFeed.copyError'),
            done: t('calendarFeed.done'),
          }}
          onClose={() => setUrl(null)}
        />
      ) : null}
      <ConfirmDialog
        title={asking === 'revoke' ? t('calendarFeed.revokeTitle') : t('calendarFeed.regenerateTitle')}
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        message={
          <p>{asking === 'revoke' ? t('calendarFeed.revokeMessage') : t('calendarFeed.regenerateMessage')}</p>
        }
        confirmLabel={asking === 'revoke' ? t('calendarFeed.revoke') : t('calendarFeed.regenerate')}
        cancelLabel={t('calendarFeed.cancel')}
        onConfirm={() => void (asking === 'revoke' ? onRevoke() : onCreate())}
        isPending={created.fetching || revoked.fetching}
        busyLabel={t('common.loading')}
        tone="danger"
        data-testid="calendar-feed-confirm"
      />
    </div>
  );
}
