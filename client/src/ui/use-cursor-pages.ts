import { useCallback, useState } from 'react';

/**
 * Previous and next pages over a forward-only cursor connection: the cursors of the pages already
 * seen are kept, so "previous" asks for the page after the one before it. A new `filterKey` (a
 * changed search) starts again from the first page.
 */
export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursors: readonly (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  // A new key forgets the old one's pages at once (React's "adjust state on a prop change"), so
  // coming back to an earlier key starts on its first page too.
  if (state.key !== filterKey) setState({ key: filterKey, cursors: [null] });
  const cursors = state.key === filterKey ? state.cursors : [null];
  const next = useCallback(
    (endCursor: string | null | undefined) => {
      setState((current) => {
        const cursors = withNextPage(current.key === filterKey ? current.cursors : [null], endCursor);
        return cursors === current.cursors ? current : { key: filterKey, cursors };
      });
    },
    [filterKey],
  );
  const previous = useCallback(() => {
    setState((current) => ({
      key: filterKey,
      cursors:
        current.key === filterKey && current.cursors.length > 1 ? current.cursors.slice(0, -1) : [null],
    }));
  }, [filterKey]);
  return {
    after: cursors.at(-1) ?? null,
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    next,
    previous,
  };
}

/**
 * The cursors after "next" was pressed on a page that ends at `endCursor`. While the next page
 * loads, the list still shows the page before it (urql keeps the last data), so a second press
 * would add the same cursor again and the pager would say page 3 over page 2's rows: a cursor that
 * is already the last one is not added twice.
 */
export function withNextPage(
  cursors: readonly (string | null)[],
  endCursor: string | null | undefined,
): readonly (string | null)[] {
  if (!endCursor || cursors.at(-1) === endCursor) return cursors;
  return [...cursors, endCursor];
}
