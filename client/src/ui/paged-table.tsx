import type { CombinedError } from 'urql';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { ListState } from './list-state.tsx';
import { Pager } from './pager.tsx';
import type { useCursorPages } from './use-cursor-pages.ts';

/** One page of a cursor connection as the admin lists query it. */
interface Connection<Row> {
  nodes: readonly Row[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * One page of an admin list: its loading and error states, the table, and the pager under it
 * (`pagerTestId` names the pager's buttons).
 */
export function PagedTable<Row>({
  connection,
  fetching,
  error,
  onRetry,
  pages,
  pagerTestId,
  ...table
}: Omit<DataTableProps<Row>, 'rows'> & {
  /** The page read; undefined until the first answer. */
  connection: Connection<Row> | undefined;
  fetching: boolean;
  error: CombinedError | undefined;
  onRetry(): void;
  pages: ReturnType<typeof useCursorPages>;
  pagerTestId: string;
}) {
  return (
    <ListState fetching={fetching} error={error} hasData={!!connection} onRetry={onRetry}>
      <DataTable {...table} rows={connection?.nodes ?? []} />
      <Pager
        page={pages.page}
        totalCount={connection?.totalCount ?? 0}
        hasPrevious={pages.hasPrevious}
        hasNext={!!connection?.pageInfo.hasNextPage}
        onPrevious={pages.previous}
        onNext={() => pages.next(connection?.pageInfo.endCursor)}
        testId={pagerTestId}
      />
    </ListState>
  );
}
