import * as monitor from './area-monitor.ts';
import * as pickup from './area-pickup.ts';
import * as staff from './area-staff.ts';
import * as survey from './area-survey.ts';
import * as totem from './area-totem.ts';
import * as tracking from './area-tracking.ts';
import type { DeepStrings } from './catalogue-shape.ts';
import { publicIt } from './public-it.ts';

/**
 * Italian catalogue: the default and fallback language (spec §1). One namespace (`translation`),
 * grouped by area at the top level. The browser loads it in parts (public-it.ts with the first
 * script, each area's with its screen: catalogues.ts); this whole is what the types and the tests
 * check. `en.ts` is typed against it, so both always have exactly the same keys;
 * `catalogue.test.ts` checks it again at run time.
 */
export const it = {
  ...publicIt,
  ...monitor.texts.it,
  ...totem.texts.it,
  ...tracking.texts.it,
  ...pickup.texts.it,
  ...survey.texts.it,
  ...staff.texts.it,
};

/** The shape every catalogue must have: the same keys, any text. */
export type Catalogue = DeepStrings<typeof it>;
