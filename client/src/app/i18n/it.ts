import type { DeepStrings } from './catalogue-shape.ts';
import { publicIt } from './public-it.ts';
import { staffIt } from './staff-it.ts';

/**
 * Italian catalogue: the default and fallback language (spec §1). One namespace (`translation`),
 * grouped by area at the top level. The browser loads it in two parts (public-it.ts first,
 * staff-it.ts with the staff layout); this whole is what the types and the tests check.
 * `en.ts` is typed against it, so both always have exactly the same keys; `catalogue.test.ts`
 * checks it again at run time.
 */
export const it = { ...publicIt, ...staffIt };

/** The shape every catalogue must have: the same keys, any text. */
export type Catalogue = DeepStrings<typeof it>;
