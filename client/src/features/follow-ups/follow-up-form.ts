import * as v from 'valibot';
import { manualLogInputSchema } from '../../../../shared/validation/appointments.ts';
import { messageKey } from '../../../../shared/validation/messages.ts';
import { FOLLOW_UP_TYPES } from './follow-up-types.ts';

/**
 * The Azioni form: the server's own rule for a hand-written log line (notes required, at most
 * 4000 characters) plus the customer and the type the form asks for.
 */
export const followUpFormSchema = v.object({
  ...manualLogInputSchema.entries,
  appointmentID: v.pipe(v.string(messageKey('required')), v.nonEmpty(messageKey('required'))),
  actionType: v.picklist(FOLLOW_UP_TYPES, messageKey('required')),
});
