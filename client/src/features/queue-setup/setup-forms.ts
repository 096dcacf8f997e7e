import * as v from 'valibot';
import { colorField, integerIn } from '../../../../shared/validation/fields.ts';
import {
  createBoxInputSchema,
  createQueueGroupInputSchema,
  createQueueInputSchema,
} from '../../../../shared/validation/queue-setup.ts';
import { flagText, numberText } from '../../admin-kit/form-text.ts';

// The configuration forms: each field is the shared schema's own rule (so the form says what the
// server would say), with numbers and yes/no options converted from the text the inputs hold.

const group = createQueueGroupInputSchema.entries;
export const queueGroupFormSchema = v.object({ name: group.name, color: colorField() });
export type QueueGroupField = keyof typeof queueGroupFormSchema.entries;

const queue = createQueueInputSchema.entries;
export const queueFormSchema = v.object({
  queueGroupID: queue.queueGroupID,
  name: queue.name,
  color: colorField(),
  message: queue.message,
  isDefault: flagText(),
  viewOrderNumber: numberText(integerIn(0, 9999)),
});
export type QueueField = keyof typeof queueFormSchema.entries;

const box = createBoxInputSchema.entries;
export const boxFormSchema = v.object({
  name: box.name,
  queueGroupID: box.queueGroupID,
  aliases: box.aliases,
  orderNumber: numberText(integerIn(0, 9999)),
  available: flagText(),
  visible: flagText(),
  userID: box.userID,
});
export type BoxField = keyof typeof boxFormSchema.entries;
