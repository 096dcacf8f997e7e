import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card.tsx';
import { Link } from '../../ui/link.tsx';

/** Anything the router does not know (inside the main layout when signed in). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('notFound.title')} headingLevel={1} data-testid="not-found">
      <title>{`${t('notFound.title')} · Turno`}</title>
      <p>{t('notFound.description')}</p>
      <Link href="/" variant="button">
        {t('common.backToHome')}
      </Link>
    </Card>
  );
}

/** A route the user's roles do not open (typed URL or an old bookmark); the server refuses its data anyway. */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('forbidden.title')} headingLevel={1} data-testid="forbidden">
      <title>{`${t('forbidden.title')} · Turno`}</title>
      <p>{t('forbidden.description')}</p>
      <Link href="/" variant="button">
        {t('common.backToHome')}
      </Link>
    </Card>
  );
}
