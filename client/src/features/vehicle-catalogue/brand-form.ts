import * as v from 'valibot';
import { createVehicleBrandInputSchema } from '../../../../shared/validation/vehicles.ts';
import { numberText } from '../../ui/number-text.ts';

const brand = createVehicleBrandInputSchema.entries;

/** The brand dialog's inputs, checked by the shared brand schema's rules (spec §5: name and position). */
export const brandFormSchema = v.object({
  name: brand.name,
  position: numberText(brand.position),
  aliases: brand.aliases,
  logoUrl: brand.logoUrl,
});

export type BrandField = keyof typeof brandFormSchema.entries;
