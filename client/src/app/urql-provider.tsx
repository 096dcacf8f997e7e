import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { createTurnoClient, type TurnoClient } from '../graphql/client.ts';
import { clientEpochAtom } from '../state/client-epoch-atom.ts';
import { sessionBridge } from './session-bridge.ts';

let current: { epoch: number; turno: TurnoClient } | null = null;

/**
 * One urql client per session epoch. Kept outside React state so StrictMode's double render
 * cannot create two WebSockets, and the replaced client's socket is closed when a new one starts.
 */
export function clientForEpoch(epoch: number): TurnoClient {
  if (current?.epoch === epoch) return current.turno;
  current?.turno.dispose();
  current = { epoch, turno: createTurnoClient(sessionBridge) };
  return current.turno;
}

export function UrqlProvider({ children }: { children: ReactNode }) {
  const epoch = useAtomValue(clientEpochAtom);
  return <Provider value={clientForEpoch(epoch).client}>{children}</Provider>;
}
