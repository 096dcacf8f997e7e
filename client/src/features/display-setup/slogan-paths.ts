/** The editor's path segment for a slogan not yet saved (`/Gestione-Slogan/nuovo`). */
export const NEW_SLOGAN = 'nuovo';

export const SLOGANS_PATH = '/Gestione-Slogan';

export const sloganPath = (sloganID: string) => `${SLOGANS_PATH}/${encodeURIComponent(sloganID)}`;
