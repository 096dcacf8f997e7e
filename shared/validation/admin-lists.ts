import * as v from 'valibot';
import { dateTimeField, plainText, requiredId, requiredText } from './fields.ts';
import { messageKey } from './messages.ts';

// The installation-wide lists an admin keeps: reject reasons, SMS senders and news (spec §3).

export const createRejectReasonInputSchema = v.object({ name: requiredText(100) });
export const updateRejectReasonInputSchema = v.object({
  rejectReasonID: requiredId(),
  name: requiredText(100),
});

/** The longest alphanumeric sender a phone network accepts. */
export const SMS_SENDER_MAX = 11;

/** What a phone shows as the sender: letters, digits, spaces, dot and dash, at most 11. */
const smsSenderName = v.pipe(
  requiredText(SMS_SENDER_MAX),
  v.regex(/^[A-Za-z0-9 .-]+$/, messageKey('invalid')),
);

export const createSmsSenderInputSchema = v.object({ name: smsSenderName });
export const updateSmsSenderInputSchema = v.object({ smsSenderID: requiredId(), name: smsSenderName });

const newsEntries = {
  title: requiredText(200),
  description: v.optional(plainText(5000), ''),
  /** A future date schedules the item: staff see it from then on. */
  publicationDate: dateTimeField(),
};

export const createNewsInputSchema = v.object(newsEntries);
export const updateNewsInputSchema = v.object({ newsID: requiredId(), ...newsEntries });
