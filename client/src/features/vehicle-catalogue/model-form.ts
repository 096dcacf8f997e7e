import * as v from 'valibot';
import { createVehicleModelInputSchema } from '../../../../shared/validation/vehicles.ts';

/** A model's name as typed (the brand is the one shown), by the shared model rule. */
export const modelFormSchema = v.object({ name: createVehicleModelInputSchema.entries.name });
