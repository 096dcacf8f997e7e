import * as v from 'valibot';
import { booleanField, integerIn, optionalId, plainText, requiredId, requiredText } from './fields.ts';
import { messageKey } from './messages.ts';

/** Whether no id is there twice. */
const allDifferent = (ids: string[]) => new Set(ids).size === ids.length;

const monitorEntries = {
  name: requiredText(100),
  /** The device account the monitor signs in with; optional. */
  userID: optionalId(),
  /** Spec §5: at least one valid queue group, each with its position on the screen. */
  queueGroups: v.pipe(
    v.array(v.object({ queueGroupID: requiredId(), position: integerIn(0, 999) }), messageKey('atLeastOne')),
    v.minLength(1, messageKey('atLeastOne')),
    v.check((groups) => allDifferent(groups.map((g) => g.queueGroupID)), messageKey('duplicate')),
  ),
};

export const createMonitorInputSchema = v.object({ workshopID: requiredId(), ...monitorEntries });
export const updateMonitorInputSchema = v.object({ monitorID: requiredId(), ...monitorEntries });

const totemEntries = {
  name: requiredText(100),
  /** Spec §5: a totem needs a user (its device account). */
  userID: requiredId(),
  /** Spec §5: at least one queue, each with position, message and activity. */
  totemQueues: v.pipe(
    v.array(
      v.object({
        queueID: requiredId(),
        position: integerIn(0, 999),
        message: requiredText(200),
        activity: requiredText(200),
      }),
      messageKey('atLeastOne'),
    ),
    v.minLength(1, messageKey('atLeastOne')),
    v.check((queues) => allDifferent(queues.map((q) => q.queueID)), messageKey('duplicate')),
  ),
};

export const createTotemInputSchema = v.object({ workshopID: requiredId(), ...totemEntries });
export const updateTotemInputSchema = v.object({ totemID: requiredId(), ...totemEntries });

const sloganEntries = {
  title: requiredText(200),
  text: v.optional(plainText(1000), ''),
  order: v.optional(integerIn(0, 9999), 0),
  /** Seconds on screen, at least one. */
  duration: integerIn(1, 3600),
  isVisible: v.optional(booleanField(), true),
};

export const createSloganInputSchema = v.object({ workshopID: requiredId(), ...sloganEntries });
export const updateSloganInputSchema = v.object({ sloganID: requiredId(), ...sloganEntries });

export type CreateMonitorInput = v.InferOutput<typeof createMonitorInputSchema>;
export type CreateTotemInput = v.InferOutput<typeof createTotemInputSchema>;
export type CreateSloganInput = v.InferOutput<typeof createSloganInputSchema>;
