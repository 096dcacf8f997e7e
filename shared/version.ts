/** The product version (spec §9); `/version.json` serves it and the client compares. */
export const APP_VERSION = '1.3.12';
