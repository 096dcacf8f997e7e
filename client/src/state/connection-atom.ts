import { atom } from 'jotai';

/**
 * Whether the live connection (the WebSocket that carries subscriptions) dropped and has not come
 * back yet. Fed by the ws client's `closed` / `connected` events (see `graphql/ws-client.ts`); the
 * staff layout shows a banner while it is true, and screens refetch when it heals
 * (`useOnReconnect`).
 */
export const connectionLostAtom = atom(false);

/**
 * The start-up check (app/auth-bootstrap.ts) got no answer from the server: the stored session is
 * neither trusted nor dropped but asked about again, and meanwhile a monitor or totem started from
 * its cached shell shows its screen with the reconnecting band (decision 0025).
 */
export const startedOfflineAtom = atom(false);
