import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyVariables, DocumentInput } from 'urql';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { SetupListState } from '../../admin-kit/setup-list-state.tsx';
import { RowActions } from '../../admin-kit/setup-row-actions.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { accountLabel, type useDisplays } from './displays.ts';

/** What a monitor and a totem have in common in their list. */
interface Display {
  name: string;
  userID?: string | null;
}

/**
 * The card listing a workshop's monitors or totems: "new", the table with name, device account,
 * what the display shows (`shows`) and edit/delete, and the dialog of the one being edited.
 * `kind` names the test ids (`new-monitor`, `monitor-row-…`, `delete-monitor-…`, `monitors-card`).
 */
export function DisplayListCard<Row extends Display, DeleteData, DeleteVariables extends AnyVariables>({
  kind,
  title,
  newLabel,
  emptyLabel,
  displays,
  rows,
  rowKey,
  shows,
  deleteMutation,
  deleteVariables,
  dialog,
}: {
  kind: 'monitor' | 'totem';
  title: string;
  newLabel: string;
  emptyLabel: string;
  displays: ReturnType<typeof useDisplays>;
  rows: readonly Row[];
  rowKey(row: Row): string;
  shows: DataTableColumn<Row>;
  deleteMutation: DocumentInput<DeleteData, DeleteVariables>;
  deleteVariables(row: Row): DeleteVariables;
  /** The create (null) or edit dialog; `onClose(saved)` refreshes the list when saved. */
  dialog(row: Row | null, onClose: (saved: boolean) => void): ReactNode;
}) {
  const { t } = useTranslation();
  const { remove, pending } = useSaveSetup();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const accountName = new Map(displays.accounts.map((a) => [a.userID, accountLabel(a)]));
  return (
    <Card title={title} headingLevel={2} className="workshop-setup__card" data-testid={`${kind}s-card`}>
      <div className="workshop-setup__card-actions">
        <Button onPress={() => setEditing({ row: null })} data-testid={`new-${kind}`}>
          {newLabel}
        </Button>
      </div>
      <SetupListState list={displays}>
        <DataTable
          caption={title}
          rows={rows}
          rowKey={rowKey}
          rowTestId={(row) => `${kind}-row-${row.name}`}
          empty={emptyLabel}
          data-testid={`${kind}s-table`}
          columns={[
            { id: 'name', header: t('workshopSetup.displays.name'), cell: (row) => row.name },
            {
              id: 'user',
              header: t('workshopSetup.displays.user'),
              cell: (row) =>
                row.userID ? (accountName.get(row.userID) ?? '') : t('workshopSetup.displays.noUser'),
            },
            shows,
            {
              id: 'actions',
              header: t('workshopSetup.edit'),
              headerHidden: true,
              align: 'end',
              cell: (row) => (
                <RowActions
                  name={row.name}
                  onEdit={() => setEditing({ row })}
                  isPending={pending}
                  deleteTestId={`delete-${kind}-${row.name}`}
                  onDelete={async () => {
                    const removed = await remove(deleteMutation, deleteVariables(row), row.name);
                    if (removed) displays.refresh();
                    return removed;
                  }}
                />
              ),
            },
          ]}
        />
      </SetupListState>
      {editing
        ? dialog(editing.row, (saved) => {
            setEditing(null);
            if (saved) displays.refresh();
          })
        : null}
    </Card>
  );
}
