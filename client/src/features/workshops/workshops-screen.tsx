import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { ActionMenu } from '../../ui/action-menu.tsx';
import { Link } from '../../ui/link.tsx';
import { ListToolbar } from '../../ui/list-toolbar.tsx';
import { PagedTable } from '../../ui/paged-table.tsx';
import { useCursorPages } from '../../ui/use-cursor-pages.ts';
import { DeleteWorkshopDialog, EditWorkshopDialog } from './workshop-dialogs.tsx';
import { WorkshopFormDialog } from './workshop-form-dialog.tsx';
import { AdminWorkshopsQuery } from './workshops-operations.ts';
import '../../admin-kit/administration.css';

const PAGE_SIZE = 25;

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; workshopID: string }
  | { kind: 'delete'; workshopID: string; name: string }
  | null;

/** /Officine (admin): every workshop, a page at a time, with create, edit, delete and its detail. */
export function WorkshopsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const pages = useCursorPages(term);
  const [result, refetch] = useQuery({
    query: AdminWorkshopsQuery,
    variables: { first: PAGE_SIZE, after: pages.after, search: term || null },
  });
  const [open, setOpen] = useState<Open>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const connection = result.data?.workshops;

  return (
    <div className="admin-page" data-testid="workshops-screen">
      <title>{`${t('administration.workshops.title')} · Turno`}</title>
      <h1>{t('administration.workshops.title')}</h1>
      <ListToolbar
        search={{
          label: t('administration.workshops.search'),
          hint: t('administration.workshops.searchHint'),
          value: search,
          onChange: setSearch,
          testId: 'workshops-search',
        }}
        addLabel={t('administration.workshops.add')}
        addTestId="workshop-add"
        onAdd={() => setOpen({ kind: 'create' })}
      />
      <PagedTable
        connection={connection}
        fetching={result.fetching}
        error={result.error}
        onRetry={reload}
        pages={pages}
        pagerTestId="workshops-pager"
        caption={t('administration.workshops.caption')}
        rowKey={(w) => w.workshopID}
        rowTestId={(w) => `workshop-row-${w.workshopCode}`}
        empty={t('administration.workshops.empty')}
        data-testid="workshops-table"
        columns={[
          { id: 'code', header: t('administration.workshops.columns.code'), cell: (w) => w.workshopCode },
          {
            id: 'name',
            header: t('administration.workshops.columns.name'),
            cell: (w) => <Link href={`/OfficineDettaglio/${w.workshopID}`}>{w.name}</Link>,
          },
          { id: 'city', header: t('administration.workshops.columns.city'), cell: (w) => w.city },
          { id: 'zip', header: t('administration.workshops.columns.zipCode'), cell: (w) => w.zipCode },
          { id: 'zone', header: t('administration.workshops.columns.timeZone'), cell: (w) => w.timeZone },
          {
            id: 'actions',
            header: t('administration.actions'),
            headerHidden: true,
            align: 'end',
            cell: (w) => (
              <ActionMenu
                label={t('administration.actions')}
                ariaLabel={t('administration.actionsFor', { name: w.name })}
                data-testid={`workshop-actions-${w.workshopCode}`}
                items={[
                  { id: 'edit', label: t('administration.edit') },
                  { id: 'delete', label: t('administration.delete'), danger: true },
                ]}
                onAction={(id) =>
                  setOpen(
                    id === 'edit'
                      ? { kind: 'edit', workshopID: w.workshopID }
                      : { kind: 'delete', workshopID: w.workshopID, name: w.name },
                  )
                }
              />
            ),
          },
        ]}
      />
      {open?.kind === 'create' ? (
        <WorkshopFormDialog
          onClose={(saved) => {
            setOpen(null);
            if (saved) reload();
          }}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <EditWorkshopDialog workshopID={open.workshopID} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteWorkshopDialog
          workshopID={open.workshopID}
          name={open.name}
          onClose={(deleted) => {
            setOpen(null);
            if (deleted) reload();
          }}
        />
      ) : null}
    </div>
  );
}
