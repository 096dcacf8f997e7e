import * as v from 'valibot';
import { commaList, integerIn, requiredId, requiredText } from './fields.ts';
import { optionalLogoField } from './logo.ts';
import { messageKey } from './messages.ts';

const brandEntries = {
  /** Spec §5: a brand needs a name and a position. */
  name: requiredText(100),
  position: integerIn(0, 99_999),
  aliases: v.optional(commaList(1000), ''),
  /** The brand's logo as an image data URL (shared/validation/logo.ts); empty means none. */
  logoUrl: optionalLogoField(),
};

export const createVehicleBrandInputSchema = v.object(brandEntries);
export const updateVehicleBrandInputSchema = v.object({ vehicleBrandID: requiredId(), ...brandEntries });

/** Spec §5: a model needs a name and a brand. */
const modelEntries = { name: requiredText(100), vehicleBrandID: requiredId() };

export const createVehicleModelInputSchema = v.object(modelEntries);
export const updateVehicleModelInputSchema = v.object({ vehicleModelID: requiredId(), ...modelEntries });

/** The models chosen in the bulk editor, moved to another brand. */
export const moveVehicleModelsInputSchema = v.object({
  vehicleModelIDs: v.pipe(
    v.array(requiredId(), messageKey('atLeastOne')),
    v.minLength(1, messageKey('atLeastOne')),
    v.maxLength(1000, messageKey('maxLength')),
  ),
  toBrandID: requiredId(),
});

export type CreateVehicleBrandInput = v.InferOutput<typeof createVehicleBrandInputSchema>;
