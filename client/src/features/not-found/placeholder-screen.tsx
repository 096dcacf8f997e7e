import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { routeTitle } from '../../i18n/route-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Card } from '../../ui/card.tsx';

/**
 * A staff route whose screen is not built yet. It is not a feature: it names the screen and says
 * plainly that it is not available, so nobody mistakes an empty page for a broken one.
 */
export function StaffPlaceholderScreen({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const title = routeTitle(t, routeKey);
  return (
    <Card title={title} headingLevel={1} data-testid={`placeholder-${routeKey}`}>
      <title>{`${title} · Turno`}</title>
      <Banner tone="info">{t('placeholder.notAvailable')}</Banner>
    </Card>
  );
}

export type PublicPageKey = keyof Catalogue['placeholder']['pages'];

/** The same for customer and device pages (tracking, pickup, monitor, totem). */
export function PublicPlaceholderScreen({ page }: { page: PublicPageKey }) {
  const { t } = useTranslation();
  const title = t(`placeholder.pages.${page}`);
  return (
    <div className="bare-page">
      <Card title={title} headingLevel={1} data-testid={`placeholder-${page}`}>
        <title>{`${title} · Turno`}</title>
        <Banner tone="info">{t('placeholder.notAvailable')}</Banner>
      </Card>
    </div>
  );
}
