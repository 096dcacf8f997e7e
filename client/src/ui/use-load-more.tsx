import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from './banner.tsx';
import { BusyButton } from './busy-button.tsx';

export interface CursorPage<Row> {
  nodes: readonly Row[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null | undefined };
}

/**
 * "Load more" on a cursor-paged list: the first page comes from the screen's cache-backed query
 * (so it stays live), later pages are fetched on demand and appended. `reset` drops them, e.g.
 * when the first page is read again.
 */
export function useLoadMore<Row>(
  firstPage: CursorPage<Row> | undefined,
  fetchPage: (after: string | null) => Promise<CursorPage<Row> | null | undefined>,
) {
  const [more, setMore] = useState<{ rows: Row[]; endCursor: string | null; hasNextPage: boolean } | null>(
    null,
  );
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const rows = useMemo(() => [...(firstPage?.nodes ?? []), ...(more?.rows ?? [])], [firstPage, more]);
  const hasNextPage = more ? more.hasNextPage : (firstPage?.pageInfo.hasNextPage ?? false);
  const endCursor = more ? more.endCursor : (firstPage?.pageInfo.endCursor ?? null);

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    const next = await fetchPage(endCursor);
    setLoading(false);
    if (!next) {
      setFailed(true);
      return;
    }
    setMore((current) => ({
      rows: [...(current?.rows ?? []), ...next.nodes],
      endCursor: next.pageInfo.endCursor ?? null,
      hasNextPage: next.pageInfo.hasNextPage,
    }));
  };
  const reset = useCallback(() => setMore(null), []);
  return { rows, hasNextPage, loading, failed, loadMore, reset };
}

/** The load-more button under a list, with its error. */
export function LoadMore({
  pages,
  label,
  testId,
}: {
  pages: Pick<ReturnType<typeof useLoadMore>, 'hasNextPage' | 'loading' | 'failed' | 'loadMore'>;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {pages.failed ? <Banner tone="error">{t('acceptance.loadError')}</Banner> : null}
      {pages.hasNextPage ? (
        <div>
          <BusyButton
            variant="secondary"
            onPress={() => void pages.loadMore()}
            busy={pages.loading}
            busyLabel={t('common.loading')}
            data-testid={testId}
          >
            {label}
          </BusyButton>
        </div>
      ) : null}
    </>
  );
}
