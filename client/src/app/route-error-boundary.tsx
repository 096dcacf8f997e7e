import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { FullScreenSpinner } from '../ui/spinner.tsx';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { ErrorPage } from './error-page.tsx';

/**
 * Route `errorElement`: anything thrown while rendering a screen (or loading its chunk) lands
 * here. A chunk failure after a deploy reloads once with caches cleared; anything else, or a
 * second chunk failure, shows the crash page.
 */
export function RouteErrorBoundary({ standalone = true }: { standalone?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));

  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    if (!reloadOnceForChunkError()) setReloading(false);
  }, [error]);

  useEffect(() => {
    if (!isChunkLoadError(error)) console.error('Screen crashed', error);
  }, [error]);

  if (reloading) return <FullScreenSpinner label={t('common.loading')} />;
  return <ErrorPage standalone={standalone} />;
}
