import * as v from 'valibot';
import { DELAY_MINUTES, DELAY_TEXT_MAX, delayTextFits } from '../messaging/delay-notice.ts';
import { integerIn, plainText, requiredId } from './fields.ts';
import { messageKey } from './messages.ts';

/**
 * A manager's delay notice for one queue: a free text (may be empty: Turno's sentence with the
 * minutes says the essential) and the minutes. The text must leave the SMS within its segments.
 */
export const broadcastDelayNoticeInputSchema = v.object({
  queueID: requiredId(),
  text: v.pipe(plainText(DELAY_TEXT_MAX), v.check(delayTextFits, messageKey('smsTooLong'))),
  minutes: integerIn(DELAY_MINUTES.min, DELAY_MINUTES.max),
});

export type BroadcastDelayNoticeInput = v.InferOutput<typeof broadcastDelayNoticeInputSchema>;
