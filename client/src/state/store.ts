import { createStore } from 'jotai';

/**
 * The one jotai store of the app. It is explicit (not the implicit default) because code outside
 * React — the urql client's auth exchange and the WebSocket client — reads the token and bumps the
 * reconnect counter through it, and React reads the same atoms through `<Provider store>`.
 */
export const appStore = createStore();
