import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { connectionLostAtom } from '../state/connection-atom.ts';
import { Banner } from '../ui/banner.tsx';

/**
 * While the live connection is down, say so: the lists on screen may be out of date. It heals by
 * itself (the ws client retries forever) and the screens refetch when it does.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const lost = useAtomValue(connectionLostAtom);
  if (!lost) return null;
  return (
    <Banner tone="error" className="connection-banner" data-testid="connection-lost-banner">
      {t('connection.lost')}
    </Banner>
  );
}
