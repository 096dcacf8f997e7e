import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import { CataloguePage } from '../../admin-kit/catalogue-page.tsx';
import { CatalogueTable, StackedCell } from '../../admin-kit/catalogue-table.tsx';
import { DeleteDialog } from '../../admin-kit/delete-dialog.tsx';
import { rowActionsColumn } from '../../admin-kit/row-actions.tsx';
import type { AdminVehicleBrandFragment } from '../../graphql/generated/graphql.ts';
import { refusal } from '../../graphql/mutation-outcome.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Link } from '../../ui/link.tsx';
import { BrandDialog } from './brand-dialog.tsx';
import { AdminVehicleBrandsQuery, DeleteVehicleBrandMutation } from './vehicle-catalogue-operations.ts';
import { modelsPath } from './vehicle-paths.ts';

/** Veicoli: the vehicle brands every workshop chooses from, with logo, other names and position. */
export function BrandsScreen() {
  const { t } = useTranslation();
  const client = useClient();
  const [list, refetch] = useQuery({ query: AdminVehicleBrandsQuery });
  const [editing, setEditing] = useState<{ brand?: AdminVehicleBrandFragment } | null>(null);
  const [deleting, setDeleting] = useState<AdminVehicleBrandFragment | null>(null);
  const brands = list.data?.vehicleBrands ?? [];
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const onDelete = async (brand: AdminVehicleBrandFragment) => {
    const result = await client
      .mutation(DeleteVehicleBrandMutation, { vehicleBrandID: brand.vehicleBrandID }, { silentErrors: true })
      .toPromise();
    if (result.data?.deleteVehicleBrand.success) {
      toast.success(t('catalogue.deleted'));
      reload();
      return;
    }
    const { reason, count } = refusal(result.error);
    toast.error(
      reason === 'BRAND_HAS_MODELS'
        ? t('catalogue.brands.hasModels', { count: count ?? brand.modelCount, name: brand.name })
        : t('catalogue.brands.deleteError'),
    );
    // The count shown may be stale: someone may have added models meanwhile.
    reload();
  };

  return (
    <CataloguePage title={t('nav.brands')} testId="brands-screen">
      <Card data-testid="brands-card">
        <div className="action-bar">
          <Button onPress={() => setEditing({})} data-testid="brand-new">
            {t('catalogue.brands.new')}
          </Button>
        </div>
        <CatalogueTable
          query={list}
          caption={t('catalogue.brands.title')}
          rows={brands}
          rowKey={(b) => b.vehicleBrandID}
          rowTestId={(b) => `brand-row-${b.name}`}
          empty={t('catalogue.brands.empty')}
          data-testid="brands-table"
          columns={[
            {
              id: 'logo',
              header: t('catalogue.brands.logo'),
              cell: (b) =>
                b.logoUrl ? (
                  <img className="catalogue__logo" src={b.logoUrl} alt={b.name} />
                ) : (
                  <span className="muted small">{t('catalogue.brands.noLogo')}</span>
                ),
            },
            {
              id: 'name',
              header: t('catalogue.brands.name'),
              cell: (b) => <StackedCell title={b.name} detail={b.aliases} />,
            },
            {
              id: 'position',
              header: t('catalogue.brands.position'),
              align: 'end',
              cell: (b) => b.position,
            },
            {
              id: 'models',
              header: t('catalogue.brands.models'),
              align: 'end',
              cell: (b) => (
                <Link
                  href={modelsPath(b.vehicleBrandID)}
                  // The visible count is part of the spoken name, so voice users can say what they see.
                  aria-label={t('catalogue.brands.openModelsCount', { name: b.name, count: b.modelCount })}
                >
                  {b.modelCount}
                </Link>
              ),
            },
            rowActionsColumn(t('catalogue.actions.edit'), (b: AdminVehicleBrandFragment) => ({
              editLabel: t('catalogue.brands.editLabel', { name: b.name }),
              onEdit: () => setEditing({ brand: b }),
              deleteLabel: t('catalogue.brands.deleteLabel', { name: b.name }),
              onDelete: () => setDeleting(b),
            })),
          ]}
        />
      </Card>
      {editing ? (
        <BrandDialog
          brand={editing.brand}
          nextPosition={brands.reduce((max, b) => Math.max(max, b.position), 0) + 1}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={t('catalogue.brands.deleteTitle')}
          message={t('catalogue.brands.deleteMessage', { name: deleting.name })}
          onDelete={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId="dialog-deleteBrand"
        />
      ) : null}
    </CataloguePage>
  );
}
