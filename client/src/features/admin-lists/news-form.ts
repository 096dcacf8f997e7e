import * as v from 'valibot';
import { createNewsInputSchema } from '../../../../shared/validation/admin-lists.ts';
import { messageKey } from '../../../../shared/validation/messages.ts';
import { isDay } from '../../workshop/date-ranges.ts';

const news = createNewsInputSchema.entries;

/**
 * The news dialog: title and description by the shared rules, the publication day from the date
 * picker (YYYY-MM-DD, shown DD/MM/YYYY, spec §9; empty while unfinished); it becomes the start of
 * that day on the workshop clock when saved.
 */
export const newsFormSchema = v.object({
  title: news.title,
  description: v.unwrap(news.description),
  publicationDate: v.pipe(
    v.string(),
    v.nonEmpty(messageKey('required')),
    v.check(isDay, messageKey('invalid')),
  ),
});

export type NewsField = keyof typeof newsFormSchema.entries;
