import { atomWithStorage } from 'jotai/utils';

/**
 * The box each acceptor works at, per user and workshop (`<userID>:<workshopID>` → boxID),
 * remembered in local storage: chosen once at a desk, it stays chosen after a reload or a new
 * sign-in on the same computer.
 */
export const myBoxesAtom = atomWithStorage<Record<string, string>>('turno.myBox', {}, undefined, {
  getOnInit: true,
});

/** The key of one user's box choice in one workshop. */
export function myBoxKey(userID: string, workshopID: string): string {
  return `${userID}:${workshopID}`;
}
