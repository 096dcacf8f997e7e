import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useCatalogueSave } from '../../admin-kit/use-catalogue-save.ts';
import type { AdminVehicleBrandFragment } from '../../graphql/generated/graphql.ts';
import { splitLogo } from '../../graphql/logo-upload.ts';
import { outcomeOf } from '../../graphql/mutation-outcome.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { ImageUploadField } from '../../ui/image-upload-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { type BrandField, brandFormSchema } from './brand-form.ts';
import { CreateVehicleBrandMutation, UpdateVehicleBrandMutation } from './vehicle-catalogue-operations.ts';

/** Adds or edits a vehicle brand: name, position, other names and logo. */
export function BrandDialog({
  brand,
  nextPosition,
  onSaved,
  onClose,
}: {
  brand?: AdminVehicleBrandFragment;
  /** The position a new brand starts with (after the last one). */
  nextPosition: number;
  onSaved(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const initialValues = useMemo<Record<BrandField, string>>(
    () => ({
      name: brand?.name ?? '',
      position: String(brand?.position ?? nextPosition),
      aliases: brand?.aliases ?? '',
      logoUrl: brand?.logoUrl ?? '',
    }),
    [brand, nextPosition],
  );
  const { field, handleSubmit, setServerErrors, formLevelErrors } = useSchemaForm(
    brandFormSchema,
    initialValues,
  );
  const { save, pending } = useCatalogueSave(setServerErrors, t('catalogue.brands.saveError'));

  const onSubmit = handleSubmit(async (values) => {
    const { input, logo } = splitLogo(values, brand?.logoUrl);
    const saved = await save(async () =>
      brand
        ? outcomeOf(
            await client
              .mutation(
                UpdateVehicleBrandMutation,
                { input: { ...input, vehicleBrandID: brand.vehicleBrandID }, logo },
                { silentErrors: true },
              )
              .toPromise(),
            (data) => data.updateVehicleBrand,
            (payload) => !!payload.vehicleBrand,
          )
        : outcomeOf(
            await client
              .mutation(CreateVehicleBrandMutation, { input, logo }, { silentErrors: true })
              .toPromise(),
            (data) => data.createVehicleBrand,
            (payload) => !!payload.vehicleBrand,
          ),
    );
    if (saved) onSaved();
  });

  const logo = field('logoUrl');
  return (
    <FormDialog
      title={brand ? t('catalogue.brands.editTitle') : t('catalogue.brands.newTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      className="catalogue__form"
      testId="brand-form"
      cancelLabel={t('catalogue.actions.cancel')}
      cancelTestId="brand-cancel"
      submitLabel={t('catalogue.actions.save')}
      submitTestId="brand-save"
    >
      <div className="catalogue__pair">
        <TextField label={t('catalogue.brands.name')} {...field('name')} inputTestId="brand-name" autoFocus />
        <TextField
          label={t('catalogue.brands.position')}
          description={t('catalogue.brands.positionHint')}
          inputMode="numeric"
          {...field('position')}
          inputTestId="brand-position"
        />
      </div>
      <TextField
        label={t('catalogue.brands.aliases')}
        description={t('catalogue.brands.aliasesHint')}
        {...field('aliases')}
        inputTestId="brand-aliases"
      />
      <ImageUploadField
        label={t('catalogue.brands.logo')}
        value={logo.value}
        onChange={logo.onChange}
        onBlur={logo.onBlur}
        errorMessage={logo.errorMessage}
        name="logoUrl"
        testId="brand-logo"
      />
    </FormDialog>
  );
}
