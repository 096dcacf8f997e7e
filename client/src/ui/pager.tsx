import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** Previous / next over a cursor-paged list, with where the person is. */
export function Pager({
  page,
  totalCount,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  testId,
}: {
  page: number;
  totalCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="admin-pager" aria-label={t('administration.pageOf', { page, count: totalCount })}>
      <Button
        variant="secondary"
        onPress={onPrevious}
        isDisabled={!hasPrevious}
        data-testid={`${testId}-previous`}
      >
        {t('administration.previous')}
      </Button>
      <span className="admin-pager__where">{t('administration.pageOf', { page, count: totalCount })}</span>
      <Button variant="secondary" onPress={onNext} isDisabled={!hasNext} data-testid={`${testId}-next`}>
        {t('administration.next')}
      </Button>
    </nav>
  );
}
