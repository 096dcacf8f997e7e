import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import type { DataTableColumn } from '../ui/data-table.tsx';
import { Link } from '../ui/link.tsx';

/** "Edit" and "Delete" for one row; their accessible names say which row. */
export interface RowActionsProps {
  editLabel: string;
  /** Edit in a dialog… */
  onEdit?(): void;
  /** …or on a page of its own. */
  editHref?: string;
  deleteLabel: string;
  onDelete(): void;
}

/**
 * The last column of a catalogue table, its header (`header`, the translated "Edit") read only by
 * screen readers.
 */
export function rowActionsColumn<Row>(
  header: string,
  actions: (row: Row) => RowActionsProps,
): DataTableColumn<Row> {
  return {
    id: 'actions',
    header,
    headerHidden: true,
    align: 'end',
    cell: (row) => <RowActions {...actions(row)} />,
  };
}

function RowActions({ editLabel, onEdit, editHref, deleteLabel, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="catalogue__row-actions">
      {editHref ? (
        <Link variant="button" href={editHref} aria-label={editLabel}>
          {t('catalogue.actions.edit')}
        </Link>
      ) : (
        <Button variant="secondary" onPress={onEdit} aria-label={editLabel}>
          {t('catalogue.actions.edit')}
        </Button>
      )}
      <Button variant="quiet" onPress={onDelete} aria-label={deleteLabel}>
        {t('catalogue.actions.delete')}
      </Button>
    </div>
  );
}
