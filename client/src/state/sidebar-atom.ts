import { atom } from 'jotai';

/** Spec §2: the sidebar starts collapsed. */
export const sidebarExpandedAtom = atom(false);
