import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * Spec §4 "acceptor hidden mode": calls made while it is on do not show on the waiting-room
 * monitor. Kept for the browser tab only (session storage), so nobody starts a day hidden by
 * accident because of yesterday's choice.
 */
export const hiddenModeAtom = atomWithStorage<boolean>(
  'turno.hiddenMode',
  false,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
