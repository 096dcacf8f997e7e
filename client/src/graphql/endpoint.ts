/** The one GraphQL path, for HTTP and WebSocket alike (the dev server proxies it to the API). */
export const GRAPHQL_PATH = '/graphql';

/** WebSocket URL on the page's own origin: wss:// on https pages, ws:// otherwise. */
export function graphqlWebSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}
