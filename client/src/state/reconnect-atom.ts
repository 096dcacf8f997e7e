import { atom } from 'jotai';

/**
 * Counts WebSocket reconnections (not the first connection). Events published while the socket
 * was down are lost, so screens that show live data refetch when this changes
 * (see `useOnReconnect` in `live/use-on-reconnect.ts`).
 */
export const reconnectCountAtom = atom(0);
