import * as v from 'valibot';
import {
  booleanField,
  colorField,
  commaList,
  integerIn,
  optionalId,
  plainText,
  requiredId,
  requiredText,
} from './fields.ts';

/** Colour a new group or queue gets when the form leaves it empty. */
export const DEFAULT_QUEUE_COLOR = '#1f6feb';

const groupEntries = {
  name: requiredText(100),
  color: v.optional(colorField(), DEFAULT_QUEUE_COLOR),
};

/** A queue group: name required, unique in the workshop (checked by the server). */
export const createQueueGroupInputSchema = v.object({ workshopID: requiredId(), ...groupEntries });
export const updateQueueGroupInputSchema = v.object({ queueGroupID: requiredId(), ...groupEntries });

const queueEntries = {
  queueGroupID: requiredId(),
  name: requiredText(100),
  color: v.optional(colorField(), DEFAULT_QUEUE_COLOR),
  message: v.optional(plainText(500), ''),
  isDefault: v.optional(booleanField(), false),
  /** Spec §5: the view order must be a number. */
  viewOrderNumber: v.optional(integerIn(0, 9999), 0),
};

/** Spec §5: queue name required, view order a number. */
export const createQueueInputSchema = v.object(queueEntries);
export const updateQueueInputSchema = v.object({ queueID: requiredId(), ...queueEntries });

const boxEntries = {
  /** Spec §5 "box field required". */
  name: requiredText(100),
  /** Spec §5 "group required". */
  queueGroupID: requiredId(),
  aliases: v.optional(commaList(500), ''),
  orderNumber: v.optional(integerIn(0, 9999), 0),
  notAvailable: v.optional(booleanField(), false),
  visible: v.optional(booleanField(), true),
  /** The acceptor working at the box: a user with a role in the workshop (checked by the server). */
  userID: optionalId(),
};

export const createBoxInputSchema = v.object({ workshopID: requiredId(), ...boxEntries });
export const updateBoxInputSchema = v.object({ boxID: requiredId(), ...boxEntries });

export type CreateQueueGroupInput = v.InferOutput<typeof createQueueGroupInputSchema>;
export type CreateQueueInput = v.InferOutput<typeof createQueueInputSchema>;
export type CreateBoxInput = v.InferOutput<typeof createBoxInputSchema>;
