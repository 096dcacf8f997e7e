import { atom } from 'jotai';

/**
 * Spec §3 client state `home`: the selections of the home screen (acceptor view and dashboard).
 * Several small atoms so a change to one selection re-renders only what reads it.
 */

/** The workshop the home screen works on. */
export const selectedWorkshopIDAtom = atom<string | null>(null);

/** The role the user acts as in that workshop (a user may hold several). */
export const userRoleAtom = atom<string | null>(null);

/** Reference date-time (ISO) for counts and actions; null means "now". */
export const referenceDateTimeAtom = atom<string | null>(null);

/** Bumped to ask the home widgets to refetch. */
export const refreshTriggerAtom = atom(0);

/** Selected queue group of the acceptor view. */
export const queueGroupIDAtom = atom<string | null>(null);

/** Selected queue of the acceptor view. */
export const queueIDAtom = atom<string | null>(null);

/** Whether any vehicle is checked in (enables the acceptor's next-customer action). */
export const anyVehicleCheckedInAtom = atom(false);
