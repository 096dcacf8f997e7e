import * as v from 'valibot';
import { createWorkshopInputSchema, timeZoneField } from '../../../../shared/validation/workshops.ts';
import { numberText } from '../../ui/number-text.ts';

const workshop = createWorkshopInputSchema.entries;

/**
 * The workshop form: the shared workshop schema's own fields, with the numbers typed as text
 * (a person types "12", the schema's range check then applies) and the pickup queue as a chosen id.
 */
export const workshopFormSchema = v.object({
  workshopCode: workshop.workshopCode,
  name: workshop.name,
  city: workshop.city,
  address: workshop.address,
  zipCode: workshop.zipCode,
  logoUrl: workshop.logoUrl,
  withdrawalQueueID: workshop.withdrawalQueueID,
  maxSlots: numberText(workshop.maxSlots.wrapped),
  returningCustomerDaysThreshold: numberText(workshop.returningCustomerDaysThreshold.wrapped),
  videoFolderPath: workshop.videoFolderPath,
  timeZone: timeZoneField(),
});

export type WorkshopField = keyof typeof workshopFormSchema.entries;
