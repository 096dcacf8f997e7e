import { useCallback, useState } from 'react';

/**
 * Previous and next pages over a forward-only cursor connection: the cursors of the pages already
 * seen are kept, so "previous" asks for the page after the one before it. A new `filterKey` (a
 * changed search) starts again from the first page.
 */
export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  // A new key forgets the old one's pages at once (React's "adjust state on a prop change"), so
  // coming back to an earlier key starts on its first page too.
  if (state.key !== filterKey) setState({ key: filterKey, cursors: [null] });
  const cursors = state.key === filterKey ? state.cursors : [null];
  const next = useCallback(
    (endCursor: string | null | undefined) => {
      if (!endCursor) return;
      setState((current) => ({
        key: filterKey,
        cursors: [...(current.key === filterKey ? current.cursors : [null]), endCursor],
      }));
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
