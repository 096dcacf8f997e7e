import type { connectionIt } from './connection-it.ts';

export const connectionEn: typeof connectionIt = {
  lost: 'Connection lost: what you see may be out of date. Reconnecting…',
  reconnecting: 'Connection lost: reconnecting…',
};
