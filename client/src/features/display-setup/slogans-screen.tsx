import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CatalogueTable, StackedCell } from '../../admin-kit/catalogue-table.tsx';
import { DeleteDialog } from '../../admin-kit/delete-dialog.tsx';
import { ManagedWorkshopPage } from '../../admin-kit/managed-workshop-page.tsx';
import { rowActionsColumn } from '../../admin-kit/row-actions.tsx';
import type { AdminSloganFragment } from '../../graphql/generated/graphql.ts';
import { Card } from '../../ui/card.tsx';
import { Link } from '../../ui/link.tsx';
import { useDeleteSlogan } from './delete-slogan.ts';
import { AdminSlogansQuery } from './slogan-operations.ts';
import { NEW_SLOGAN, sloganPath } from './slogan-paths.ts';
import '../../admin-kit/catalogue.css';

/** Gestione-Slogan: the workshop's monitor slogans in rotation order, hidden ones too. */
export function SlogansScreen() {
  const { t } = useTranslation();
  return (
    <ManagedWorkshopPage title={t('nav.slogans')} testId="slogans-screen">
      {(workshopID) => <SloganList workshopID={workshopID} />}
    </ManagedWorkshopPage>
  );
}

function SloganList({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const deleteSlogan = useDeleteSlogan();
  const [list, refetch] = useQuery({ query: AdminSlogansQuery, variables: { workshopID } });
  const [deleting, setDeleting] = useState<AdminSloganFragment | null>(null);
  const slogans = list.data?.allSlogans ?? [];

  const onDelete = async (slogan: AdminSloganFragment) => {
    if (await deleteSlogan(slogan.sloganID)) refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Card title={t('catalogue.slogans.listTitle')} data-testid="slogans-card">
      <div className="action-bar">
        <Link variant="button" href={sloganPath(NEW_SLOGAN)} data-testid="slogan-new">
          {t('catalogue.slogans.new')}
        </Link>
      </div>
      <CatalogueTable
        query={list}
        caption={t('catalogue.slogans.listTitle')}
        rows={slogans}
        rowKey={(slogan) => slogan.sloganID}
        rowTestId={(slogan) => `slogan-row-${slogan.title}`}
        empty={t('catalogue.slogans.empty')}
        data-testid="slogans-table"
        columns={[
          { id: 'order', header: t('catalogue.slogans.order'), align: 'end', cell: (s) => s.order },
          {
            id: 'title',
            header: t('catalogue.slogans.title'),
            cell: (s) => <StackedCell title={s.title} detail={s.text} />,
          },
          {
            id: 'duration',
            header: t('catalogue.slogans.durationColumn'),
            align: 'end',
            cell: (s) => t('catalogue.slogans.seconds', { count: s.duration }),
          },
          {
            id: 'visible',
            header: t('catalogue.slogans.visibleColumn'),
            cell: (s) => (s.isVisible ? t('catalogue.yes') : t('catalogue.no')),
          },
          rowActionsColumn(t('catalogue.actions.edit'), (s: AdminSloganFragment) => ({
            editLabel: t('catalogue.slogans.editLabel', { title: s.title }),
            editHref: sloganPath(s.sloganID),
            deleteLabel: t('catalogue.slogans.deleteLabel', { title: s.title }),
            onDelete: () => setDeleting(s),
          })),
        ]}
      />
      {deleting ? (
        <DeleteDialog
          title={t('catalogue.slogans.deleteTitle')}
          message={t('catalogue.slogans.deleteMessage', { title: deleting.title })}
          onDelete={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId="dialog-deleteSlogan"
        />
      ) : null}
    </Card>
  );
}
