import * as v from 'valibot';
import { commaList, integerIn, requiredId, requiredText } from './fields.ts';
import { messageKey } from './messages.ts';

const brandEntries = {
  /** Spec §5: a brand needs a name and a position. */
  name: requiredText(100),
  position: integerIn(0, 99_999),
  aliases: v.optional(commaList(1000), ''),
  /** A logo URL (multipart upload is a later step); empty means none. */
  logoUrl: v.optional(
    v.nullable(
      v.pipe(
        v.string(messageKey('invalid')),
        v.trim(),
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(
          v.pipe(
            v.string(),
            v.maxLength(2_000_000, messageKey('maxLength')),
            v.regex(
              /^(https?:\/\/[^\s]+|\/[^\s]*|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/,
              messageKey('invalid'),
            ),
          ),
        ),
      ),
    ),
    null,
  ),
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
