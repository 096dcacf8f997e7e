import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { BoundFieldProps } from '../../ui/use-schema-form.ts';
import { CheckinVehicleBrandsQuery } from './checkin-operations.ts';

type CustomerField = 'name' | 'mobile' | 'vehicleBrandID';

/**
 * The customer's name, mobile and vehicle brand as a walk-in and a booking both ask them (spec §5),
 * bound to the form's `field`. The plate before them and the model after stay with each form: the
 * walk-in refocuses its plate after a registration, the booking starts there.
 */
export function CustomerFields({
  field,
  testIds,
}: {
  field(name: CustomerField): BoundFieldProps;
  testIds: Record<'name' | 'mobile' | 'brand', string>;
}) {
  const { t } = useTranslation();
  const [brands] = useQuery({ query: CheckinVehicleBrandsQuery });
  const brand = field('vehicleBrandID');
  return (
    <>
      <TextField
        label={t('checkin.walkIn.name')}
        {...field('name')}
        inputTestId={testIds.name}
        autoComplete="off"
      />
      <TextField
        label={t('checkin.walkIn.mobile')}
        description={t('checkin.walkIn.mobileHint')}
        {...field('mobile')}
        type="tel"
        inputTestId={testIds.mobile}
        autoComplete="off"
      />
      <Select
        label={t('checkin.walkIn.brand')}
        placeholder={t('checkin.walkIn.brandPlaceholder')}
        options={(brands.data?.vehicleBrands ?? []).map((b) => ({ id: b.vehicleBrandID, label: b.name }))}
        value={brand.value || null}
        onChange={brand.onChange}
        errorMessage={brand.errorMessage}
        name="vehicleBrandID"
        data-testid={testIds.brand}
      />
    </>
  );
}
