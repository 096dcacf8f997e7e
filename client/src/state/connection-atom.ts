import { atom } from 'jotai';

/**
 * Whether the live connection (the WebSocket that carries subscriptions) dropped and has not come
 * back yet. Fed by the ws client's `closed` / `connected` events (see `graphql/ws-client.ts`); the
 * staff layout shows a banner while it is true, and screens refetch when it heals
 * (`useOnReconnect`).
 */
export const connectionLostAtom = atom(false);
