import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import { CataloguePage } from '../../admin-kit/catalogue-page.tsx';
import { CatalogueTable } from '../../admin-kit/catalogue-table.tsx';
import { DeleteDialog } from '../../admin-kit/delete-dialog.tsx';
import { rowActionsColumn } from '../../admin-kit/row-actions.tsx';
import { useCatalogueSave } from '../../admin-kit/use-catalogue-save.ts';
import type { AdminVehicleModelsQuery as ModelsData } from '../../graphql/generated/graphql.ts';
import { outcomeOf } from '../../graphql/mutation-outcome.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Card } from '../../ui/card.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Form } from '../../ui/form.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { ModelDialog } from './model-dialog.tsx';
import { modelFormSchema } from './model-form.ts';
import {
  AdminVehicleBrandsQuery,
  AdminVehicleModelsQuery,
  CreateVehicleModelMutation,
  DeleteVehicleModelMutation,
  MoveVehicleModelsMutation,
} from './vehicle-catalogue-operations.ts';
import { BRAND_PARAM } from './vehicle-paths.ts';

type Model = ModelsData['vehicleModels'][number];

/** Modelli: one brand's models; add, rename, delete, and move a selection to another brand. */
export function ModelsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [brands] = useQuery({ query: AdminVehicleBrandsQuery });
  const list = brands.data?.vehicleBrands ?? [];
  const brandID = list.some((b) => b.vehicleBrandID === params.get(BRAND_PARAM))
    ? (params.get(BRAND_PARAM) as string)
    : (list[0]?.vehicleBrandID ?? null);
  return (
    <CataloguePage title={t('nav.models')} testId="models-screen">
      {brands.error && !brands.data ? <Banner tone="error">{t('catalogue.loadError')}</Banner> : null}
      {brands.fetching && !brands.data ? <Spinner label={t('common.loading')} /> : null}
      {brands.data && list.length === 0 ? (
        <Banner tone="info">{t('catalogue.models.noBrands')}</Banner>
      ) : null}
      {brandID ? (
        <>
          <div className="staff-toolbar">
            <Select
              label={t('catalogue.models.brand')}
              options={list.map((b) => ({ id: b.vehicleBrandID, label: b.name }))}
              value={brandID}
              onChange={(id) => setParams({ [BRAND_PARAM]: id })}
              data-testid="models-brand"
            />
          </div>
          <BrandModels
            key={brandID}
            brandID={brandID}
            brandName={list.find((b) => b.vehicleBrandID === brandID)?.name ?? ''}
            otherBrands={list.filter((b) => b.vehicleBrandID !== brandID)}
          />
        </>
      ) : null}
    </CataloguePage>
  );
}

function BrandModels({
  brandID,
  brandName,
  otherBrands,
}: {
  brandID: string;
  brandName: string;
  otherBrands: readonly { vehicleBrandID: string; name: string }[];
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [models, refetch] = useQuery({
    query: AdminVehicleModelsQuery,
    variables: { vehicleBrandID: brandID },
  });
  const rows = models.data?.vehicleModels ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [renaming, setRenaming] = useState<Model | null>(null);
  const [deleting, setDeleting] = useState<Model | null>(null);
  const chosen = useMemo(() => rows.filter((m) => selected.has(m.vehicleModelID)), [rows, selected]);
  // Brand lists carry a model count: refresh them with the models after any change.
  const reload = () => {
    refetch({ requestPolicy: 'network-only' });
    void client.query(AdminVehicleBrandsQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onMove = async () => {
    const to = otherBrands.find((b) => b.vehicleBrandID === target);
    if (!to || chosen.length === 0) return;
    setMoving(true);
    const outcome = outcomeOf(
      await client
        .mutation(
          MoveVehicleModelsMutation,
          { vehicleModelIDs: chosen.map((m) => m.vehicleModelID), toBrandID: to.vehicleBrandID },
          { silentErrors: true },
        )
        .toPromise(),
      (data) => data.moveVehicleModels,
    );
    setMoving(false);
    if (outcome.kind !== 'saved') {
      const duplicate =
        outcome.kind === 'fields' && outcome.errors.some((e) => e.code === 'validation.duplicate');
      toast.error(duplicate ? t('catalogue.models.moveError') : t('catalogue.models.saveError'));
      return;
    }
    toast.success(t('catalogue.models.moved', { count: outcome.payload.moved, brand: to.name }));
    setSelected(new Set());
    reload();
  };

  const onDelete = async (model: Model) => {
    const result = await client
      .mutation(DeleteVehicleModelMutation, { vehicleModelID: model.vehicleModelID }, { silentErrors: true })
      .toPromise();
    if (result.error || !result.data?.deleteVehicleModel.success) {
      toast.error(t('catalogue.models.deleteError'));
      return;
    }
    toast.success(t('catalogue.deleted'));
    setSelected((current) => new Set([...current].filter((id) => id !== model.vehicleModelID)));
    reload();
  };

  const allSelected = rows.length > 0 && chosen.length === rows.length;
  return (
    <Card
      title={t('catalogue.brands.openModels', { name: brandName })}
      className="catalogue__models"
      data-testid="models-card"
    >
      <AddModel brandID={brandID} onAdded={reload} />
      <div className="catalogue__toolbar" data-testid="models-move">
        <span className="small" aria-live="polite">
          {t('catalogue.models.selected', { count: chosen.length })}
        </span>
        <Select
          label={t('catalogue.models.moveTo')}
          placeholder={t('catalogue.models.chooseBrand')}
          options={otherBrands.map((b) => ({ id: b.vehicleBrandID, label: b.name }))}
          value={target}
          onChange={setTarget}
          isDisabled={otherBrands.length === 0}
          data-testid="models-move-target"
        />
        <BusyButton
          variant="secondary"
          busy={moving}
          busyLabel={t('common.loading')}
          isDisabled={chosen.length === 0 || !target}
          onPress={() => void onMove()}
          data-testid="models-move-submit"
        >
          {t('catalogue.models.move')}
        </BusyButton>
      </div>
      <CatalogueTable
        query={models}
        caption={`${t('catalogue.models.title')}: ${brandName}`}
        rows={rows}
        rowKey={(m) => m.vehicleModelID}
        rowTestId={(m) => `model-row-${m.name}`}
        empty={t('catalogue.models.empty')}
        data-testid="models-table"
        columns={[
          {
            id: 'select',
            header: (
              <Checkbox
                isSelected={allSelected}
                onChange={(on) => setSelected(on ? new Set(rows.map((m) => m.vehicleModelID)) : new Set())}
                data-testid="models-select-all"
              >
                <span className="visually-hidden">{t('catalogue.models.selectAll')}</span>
              </Checkbox>
            ),
            cell: (m) => (
              <Checkbox
                isSelected={selected.has(m.vehicleModelID)}
                onChange={(on) => toggle(m.vehicleModelID, on)}
                data-testid={`model-select-${m.name}`}
              >
                <span className="visually-hidden">{t('catalogue.models.select', { name: m.name })}</span>
              </Checkbox>
            ),
          },
          { id: 'name', header: t('catalogue.models.name'), cell: (m) => m.name },
          rowActionsColumn(t('catalogue.actions.edit'), (m: Model) => ({
            editLabel: t('catalogue.models.editLabel', { name: m.name }),
            onEdit: () => setRenaming(m),
            deleteLabel: t('catalogue.models.deleteLabel', { name: m.name }),
            onDelete: () => setDeleting(m),
          })),
        ]}
      />
      {renaming ? <ModelDialog model={renaming} onClose={() => setRenaming(null)} /> : null}
      {deleting ? (
        <DeleteDialog
          title={t('catalogue.models.deleteTitle')}
          message={t('catalogue.models.deleteMessage', { name: deleting.name })}
          onDelete={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId="dialog-deleteModel"
        />
      ) : null}
    </Card>
  );
}

const EMPTY_MODEL = { name: '' };

/** The inline "add model" form for the brand shown. */
function AddModel({ brandID, onAdded }: { brandID: string; onAdded(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const { field, handleSubmit, setServerErrors, reset } = useSchemaForm(modelFormSchema, EMPTY_MODEL);
  const { save, pending } = useCatalogueSave(setServerErrors, t('catalogue.models.saveError'));
  const onSubmit = handleSubmit(async ({ name }) => {
    const saved = await save(async () =>
      outcomeOf(
        await client
          .mutation(
            CreateVehicleModelMutation,
            { input: { name, vehicleBrandID: brandID } },
            { silentErrors: true },
          )
          .toPromise(),
        (data) => data.createVehicleModel,
        (payload) => !!payload.vehicleModel,
      ),
    );
    if (!saved) return;
    reset();
    onAdded();
  });
  return (
    <Form onSubmit={onSubmit} className="catalogue__toolbar" data-testid="model-add-form">
      <TextField
        label={t('catalogue.models.name')}
        {...field('name')}
        inputTestId="model-name"
        autoComplete="off"
      />
      <BusyButton type="submit" busy={pending} busyLabel={t('common.loading')} data-testid="model-add">
        {t('catalogue.models.add')}
      </BusyButton>
    </Form>
  );
}
