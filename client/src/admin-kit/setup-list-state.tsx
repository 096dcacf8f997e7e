import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * Loading and error states of a configuration list (monitors, totems, queue groups and boxes); the
 * list itself once it is there.
 */
export function SetupListState({
  list,
  children,
}: {
  list: { fetching: boolean; error: unknown; refresh(): void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (list.fetching) return <Spinner label={t('common.loading')} />;
  if (list.error) {
    return (
      <Banner tone="error" actions={<Button onPress={list.refresh}>{t('workshopSetup.retry')}</Button>}>
        {t('workshopSetup.loadError')}
      </Banner>
    );
  }
  return <>{children}</>;
}
