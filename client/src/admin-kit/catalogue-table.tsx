import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { Banner } from '../ui/banner.tsx';
import { DataTable, type DataTableProps } from '../ui/data-table.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** The part of a urql query's state the table reads. */
interface ListQuery {
  data?: unknown;
  fetching: boolean;
  error?: CombinedError;
}

/**
 * A catalogue list as its query stands: an error banner when nothing could be read, a spinner on
 * the first load, then the table (a list already shown stays while it refetches).
 */
export function CatalogueTable<Row>({ query, ...table }: DataTableProps<Row> & { query: ListQuery }) {
  const { t } = useTranslation();
  return (
    <>
      {query.error && !query.data ? <Banner tone="error">{t('catalogue.loadError')}</Banner> : null}
      {query.fetching && !query.data ? (
        <Spinner label={t('common.loading')} />
      ) : query.data ? (
        <DataTable {...table} />
      ) : null}
    </>
  );
}

/** A cell with the row's name in bold and, when there is one, a muted line under it. */
export function StackedCell({ title, detail }: { title: string; detail?: string | null }) {
  return (
    <div className="catalogue__stack">
      <strong>{title}</strong>
      {detail ? <span className="muted small">{detail}</span> : null}
    </div>
  );
}
