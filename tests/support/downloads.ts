import type { Session } from './graphql-client.ts';

/**
 * GETs a file from one of the plain download routes (`/api/exports/…`) as the screens do: the
 * bearer token in the header, never a cookie; `session: null` asks as a stranger.
 */
export function fetchDownload(
  url: string,
  session: Session | null,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(url, {
    ...init,
    headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...init.headers },
  });
}
