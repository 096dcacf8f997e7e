import { useTranslation } from 'react-i18next';
import { recentFaultReference } from '../graphql/fault-reference.ts';
import { Button } from '../ui/button.tsx';

/**
 * The crash page (spec §2, §8 keys `errorBoundary.*`). Home is a full page load on purpose:
 * after a crash, starting from fresh state is the safest way back.
 */
export function ErrorPage({ standalone = true }: { standalone?: boolean }) {
  const { t } = useTranslation();
  // Inside the main layout the page already has its <main>; alone, the crash page is the main content.
  const Container = standalone ? 'main' : 'div';
  // A server fault just before the crash is likely its cause: its reference helps support find it.
  const reference = recentFaultReference();
  return (
    <Container id={standalone ? 'main-content' : undefined} className="error-page" data-testid="error-page">
      <div className="error-page__box" role="alert">
        <h1>{t('errorBoundary.title')}</h1>
        <p>{t('errorBoundary.description')}</p>
        {reference && <p data-testid="error-page-reference">{t('errorBoundary.reference', { reference })}</p>}
        <div className="error-page__actions">
          <Button variant="primary" onPress={() => location.reload()} data-testid="error-page-refresh">
            {t('errorBoundary.refreshButton')}
          </Button>
          <a className="ui-button ui-button--secondary" href="/" data-testid="error-page-home">
            {t('errorBoundary.homeButton')}
          </a>
        </div>
      </div>
    </Container>
  );
}
