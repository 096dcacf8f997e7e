import i18n from 'i18next';

/**
 * Texts beyond the first script's (public-it.ts): each area's come in a chunk of their own, loaded
 * with its screen, so the tracking page does not carry the totem's words nor anyone the staff's.
 * Staff screens may show any area's words (the voice test reads the monitor's), so the staff layout
 * loads them all. `it.ts` joins the same modules; catalogue.test.ts checks nothing is left out.
 */
export const AREA_TEXTS = {
  monitor: () => import('./area-monitor.ts'),
  totem: () => import('./area-totem.ts'),
  tracking: () => import('./area-tracking.ts'),
  pickup: () => import('./area-pickup.ts'),
  survey: () => import('./area-survey.ts'),
  staff: () => import('./area-staff.ts'),
};

export type Area = keyof typeof AREA_TEXTS;

/** Adds the areas' texts in both languages; a second call for an area adds nothing new. */
export async function loadTexts(areas: readonly Area[]): Promise<void> {
  const modules = await Promise.all(areas.map((area) => AREA_TEXTS[area]()));
  for (const { texts } of modules) {
    for (const [language, bundle] of Object.entries(texts)) {
      i18n.addResourceBundle(language, 'translation', bundle, true, false);
    }
  }
}

/** `load` and the areas' texts together: a lazy screen renders only once both are in. */
export async function withTexts<T>(areas: readonly Area[], load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadTexts(areas)]);
  return loaded;
}
