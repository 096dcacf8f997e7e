/** Response header carrying a renewed access token (api-contract). */
export const RENEWED_TOKEN_HEADER = 'x-token';

/**
 * Wraps `fetch` so every GraphQL response is checked for a renewed token: the server may rotate
 * the access token on any request, and the next request must carry the new one.
 */
export function createTokenFetch(onRenewedToken: (token: string) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
    if (renewed) onRenewedToken(renewed);
    return response;
  };
}
