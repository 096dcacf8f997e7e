import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A list's loading and error states around its content: a spinner on the first load, an error
 * banner with "try again" when nothing could be read (a list already shown stays while it refreshes).
 */
export function ListState({
  fetching,
  error,
  hasData,
  onRetry,
  children,
}: {
  fetching: boolean;
  error: CombinedError | undefined;
  hasData: boolean;
  onRetry(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!hasData && error) {
    return (
      <Banner
        tone="error"
        actions={
          <Button variant="secondary" onPress={onRetry}>
            {t('administration.retry')}
          </Button>
        }
      >
        {t('administration.loadError')}
      </Banner>
    );
  }
  if (!hasData && fetching) return <Spinner label={t('common.loading')} />;
  return <>{children}</>;
}
