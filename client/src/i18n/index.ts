import i18n from 'i18next';

/**
 * The app's i18next instance, for code outside React (toasts, the urql client's callbacks). The
 * composition root (`app/i18n/setup.ts`) initialises it with the catalogues before the first render.
 */
export { i18n };
