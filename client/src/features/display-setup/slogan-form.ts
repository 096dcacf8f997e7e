import * as v from 'valibot';
import { createSloganInputSchema } from '../../../../shared/validation/display-setup.ts';
import { numberText } from '../../ui/number-text.ts';

const slogan = createSloganInputSchema.entries;

/**
 * The slogan editor's text inputs, checked by the shared slogan schema's own rules (title
 * required, order and duration whole numbers in range). "Visible" is a switch outside the form.
 */
export const sloganFormSchema = v.object({
  title: slogan.title,
  text: v.unwrap(slogan.text),
  order: numberText(v.unwrap(slogan.order)),
  duration: numberText(slogan.duration),
});

export type SloganField = keyof typeof sloganFormSchema.entries;
