import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useCatalogueSave } from '../../admin-kit/use-catalogue-save.ts';
import { outcomeOf } from '../../graphql/mutation-outcome.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { modelFormSchema } from './model-form.ts';
import { UpdateVehicleModelMutation } from './vehicle-catalogue-operations.ts';

/** Renames a model (moving it to another brand is the list's bulk move). */
export function ModelDialog({
  model,
  onClose,
}: {
  model: { vehicleModelID: string; vehicleBrandID: string; name: string };
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const initialValues = useMemo(() => ({ name: model.name }), [model]);
  const { field, handleSubmit, setServerErrors, formLevelErrors } = useSchemaForm(
    modelFormSchema,
    initialValues,
  );
  const { save, pending } = useCatalogueSave(setServerErrors, t('catalogue.models.saveError'));
  const onSubmit = handleSubmit(async ({ name }) => {
    const saved = await save(async () =>
      outcomeOf(
        await client
          .mutation(
            UpdateVehicleModelMutation,
            { input: { vehicleModelID: model.vehicleModelID, vehicleBrandID: model.vehicleBrandID, name } },
            { silentErrors: true },
          )
          .toPromise(),
        (data) => data.updateVehicleModel,
        (payload) => !!payload.vehicleModel,
      ),
    );
    if (saved) onClose();
  });
  return (
    <FormDialog
      title={t('catalogue.models.editTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      className="catalogue__form"
      testId="model-form"
      cancelLabel={t('catalogue.actions.cancel')}
      submitLabel={t('catalogue.actions.save')}
      submitTestId="model-edit-save"
    >
      <TextField
        label={t('catalogue.models.name')}
        {...field('name')}
        inputTestId="model-edit-name"
        autoFocus
      />
    </FormDialog>
  );
}
