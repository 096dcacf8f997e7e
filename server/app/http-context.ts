import type { IncomingMessage } from 'node:http';
import type { AppServices, RequestContext } from '../core/context/context.ts';
import { askedLanguage, requestLanguage } from '../core/context/request-language.ts';
import { bearerToken } from '../core/context/tokens.ts';
import { clientAddress, isSecureRequest } from '../core/http/client-address.ts';
import { parseCookies } from '../core/http/cookies.ts';
import { authenticateApiKey } from '../features/api-keys/api-key-auth.ts';
import { looksLikeApiKey } from '../features/api-keys/api-key-codes.ts';
import { authenticate } from '../features/auth/session-service.ts';

/**
 * Who a plain route takes: `staff`, an access token only (a key is nobody here); `staff-or-key`,
 * an access token or a workshop API key (the route then checks the key's scope); `public`, nobody
 * (the route's own secret in its path is the credential).
 */
export type HttpCallers = 'staff' | 'staff-or-key' | 'public';

/**
 * The request context of a plain HTTP route (upload files, exports, calendars): the caller is who
 * the bearer token says, exactly as for GraphQL; no cookie signs anyone in here, so no cross-site
 * form can act. A key that is wrong or revoked throws AUTH_NOT_AUTHORIZED (RATE_LIMITED after many),
 * as on /graphql.
 */
export async function httpRequestContext(
  services: AppServices,
  req: IncomingMessage,
  callers: HttpCallers = 'staff',
): Promise<RequestContext> {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  };
  const token = bearerToken(header('authorization'));
  const ctx: RequestContext = {
    ...services,
    auth: null,
    request: {
      ip: clientAddress(req, services.config.trustProxy),
      userAgent: header('user-agent'),
      cookies: parseCookies(header('cookie')),
      bearerToken: token,
      secure: isSecureRequest(req, services.config.trustProxy),
      transport: 'http',
      language: requestLanguage(header('accept-language')),
      askedLanguage: askedLanguage(header('accept-language')),
    },
    // A plain route renews no token: the screen's next GraphQL request does.
    response: { setCookies: [], renewedToken: null },
  };
  if (!token || callers === 'public') return ctx;
  if (looksLikeApiKey(token)) {
    if (callers === 'staff-or-key') ctx.auth = await authenticateApiKey(services, token, ctx.request.ip);
  } else {
    ctx.auth = (await authenticate(services, token))?.auth ?? null;
  }
  return ctx;
}
