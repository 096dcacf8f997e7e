import type { IncomingMessage, ServerResponse } from 'node:http';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
// Named as plugins: they are no React hooks, whatever their names say.
import { useCSRFPrevention as csrfPreventionPlugin } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection';
import { usePrometheus as prometheusPlugin } from '@graphql-yoga/plugin-prometheus';
import { GraphQLError, type GraphQLSchema, getOperationAST, OperationTypeNode } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { CSRF_HEADER } from '../../shared/http/csrf.ts';
import type { AppServices, RequestContext, ResponseEffects } from '../core/context/context.ts';
import { askedLanguage, requestLanguage } from '../core/context/request-language.ts';
import { bearerToken } from '../core/context/tokens.ts';
import { controlCharactersPlugin } from '../core/graphql/control-characters-plugin.ts';
import { maskedError } from '../core/graphql/errors.ts';
import { idArgumentsPlugin } from '../core/graphql/id-arguments-plugin.ts';
import { operationLimitsPlugin } from '../core/graphql/operation-limits-plugin.ts';
import { sharedSubscriptionExecutionPlugin } from '../core/graphql/shared-subscription-execution.ts';
import type { TrustedDocuments } from '../core/graphql/trusted-documents.ts';
import { trustedDocumentsPlugins } from '../core/graphql/trusted-documents-plugin.ts';
import { uploadLimitedFetchAPI } from '../core/graphql/uploads.ts';
import { websocketOnlySubscriptionsPlugin } from '../core/graphql/websocket-only-subscriptions-plugin.ts';
import { clientAddress, isSecureRequest } from '../core/http/client-address.ts';
import { parseCookies } from '../core/http/cookies.ts';
import { faultDetails } from '../core/logger/fault-details.ts';
import type { TurnoMetrics } from '../core/metrics/metrics.ts';
import { authenticateApiKey } from '../features/api-keys/api-key-auth.ts';
import { looksLikeApiKey } from '../features/api-keys/api-key-codes.ts';
import { apiKeyScopesPlugin } from '../features/api-keys/api-key-scope-plugin.ts';
import { insertAudit } from '../features/auth/auth-repository.ts';
import { authenticate, renewTokenIfDue } from '../features/auth/session-service.ts';

interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

export const GRAPHQL_PATH = '/graphql';

/** graphql-yoga over HTTP: context per request, masked errors, cookies and x-token on the way out. */
export function createGraphQLHandler(
  services: AppServices,
  schema: GraphQLSchema,
  trusted: TrustedDocuments,
) {
  const effectsByRequest = new WeakMap<Request, ResponseEffects>();
  // Errors maskError has dealt with: yoga logs every error whose masked form differs, which would
  // put each caller's wrongly typed variable, values and all, in the error log, and each fault twice.
  const maskedAlready = new WeakSet<object>();

  return createYoga<NodeServerContext, RequestContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // Multipart requests (logo files) are parsed with limits on their size.
    fetchAPI: uploadLimitedFetchAPI,
    // The body's size is refused before yoga sees the request (app.ts, core/http/body-limit.ts): a
    // declared length at most MAX_BODY_BYTES, which Node never reads past. yoga's own limit would
    // pipe every body through a counting stream, 2% of a desk call's CPU (docs/performance.md §5).
    maxRequestBodySize: false,
    graphiql: services.config.nodeEnv !== 'production',
    landingPage: false,
    // Same origin only: the SPA is served by this server.
    cors: false,
    logging: {
      // Only yoga's message: its details hold the request's variables (plates, mobiles, searches).
      debug: (...args) => services.logger.debug(String(args[0])),
      info: (...args) => services.logger.info(String(args[0])),
      warn: (...args) => services.logger.warn(String(args[0])),
      error: (...args) => {
        if (typeof args[0] === 'object' && args[0] !== null && maskedAlready.has(args[0])) return;
        services.logger.error(String(args[0]), { args: args.slice(1) });
      },
    },
    maskedErrors: {
      maskError(error) {
        if (typeof error === 'object' && error !== null) maskedAlready.add(error);
        // Expected errors (an AppError, or GraphQL's own parse, validation and variable errors)
        // pass through as written; anything else is logged here and reaches the client as a bare
        // INTERNAL_SERVER_ERROR. Duck-typed rather than instanceof: graphql may be loaded both as
        // ESM and as CJS.
        const wrapped = error as {
          originalError?: unknown;
          extensions?: Record<string, unknown>;
          message?: string;
        };
        const original = wrapped.originalError as { extensions?: { code?: unknown } } | undefined | null;
        if (typeof original?.extensions?.code === 'string') return error as GraphQLError;
        // A variable's missing or wrongly typed input field arrives wrapping graphql's own coercion
        // error; like every error raised before execution, it has no path.
        const coercion =
          (original as { name?: unknown } | null | undefined)?.name === 'GraphQLError' &&
          !(wrapped as { path?: unknown }).path;
        if ((!original || coercion) && typeof wrapped.message === 'string' && wrapped.extensions) {
          // GraphQL's own errors (bad query, a variable of the wrong type) are the caller's input.
          const graphqlError = error as GraphQLError;
          return graphqlError.extensions.code
            ? graphqlError
            : new GraphQLError(graphqlError.message, {
                nodes: graphqlError.nodes,
                source: graphqlError.source,
                positions: graphqlError.positions,
                path: graphqlError.path,
                extensions: { ...graphqlError.extensions, code: refusalCode(graphqlError) },
              });
        }
        services.logger.error('unexpected error in a resolver', { error: faultDetails(original ?? error) });
        return maskedError();
      },
    },
    context: async ({ request, req }) => {
      const effects: ResponseEffects = { setCookies: [], renewedToken: null };
      effectsByRequest.set(request, effects);
      const token = bearerToken(request.headers.get('authorization'));
      const ctx: RequestContext = {
        ...services,
        auth: null,
        request: {
          ip: clientAddress(req, services.config.trustProxy),
          userAgent: request.headers.get('user-agent'),
          cookies: parseCookies(request.headers.get('cookie')),
          bearerToken: token,
          secure: isSecureRequest(req, services.config.trustProxy),
          transport: 'http',
          language: requestLanguage(request.headers.get('accept-language')),
          askedLanguage: askedLanguage(request.headers.get('accept-language')),
        },
        response: effects,
      };
      if (token && looksLikeApiKey(token)) {
        // A workshop API key, never an access token: refused outright when it is not a live key.
        ctx.auth = await authenticateApiKey(services, token, ctx.request.ip);
      } else if (token) {
        const result = await authenticate(services, token);
        if (result) {
          ctx.auth = result.auth;
          await renewTokenIfDue(ctx, result.claims);
        }
      }
      return ctx;
    },
    plugins: [
      // A form, multipart or plain-text POST (and a GET) needs Turno's CSRF header: a cross-site
      // page can send those from a signed-in browser without a preflight, but cannot add a header.
      csrfPreventionPlugin({ requestHeaders: [CSRF_HEADER] }),
      // A hash becomes the client's trusted document; a text runs only for those allowed to send
      // one (GRAPHQL_ARBITRARY_OPERATIONS). Everything after sees the document that will run.
      ...trustedDocumentsPlugins(trusted, services.config.graphqlArbitraryOperations),
      // Subscriptions only over the WebSocket, where the session's end closes them (ws.ts).
      websocketOnlySubscriptionsPlugin(),
      // Then the limits, so that nothing runs for an operation past them.
      operationLimitsPlugin(),
      apiKeyScopesPlugin(),
      controlCharactersPlugin(),
      idArgumentsPlugin(),
      ...schemaHintsPlugins(services.config.graphqlIntrospection),
      responseEffectsPlugin(effectsByRequest),
      impersonationAuditPlugin(services),
      sharedSubscriptionExecutionPlugin(),
      // Operation timings and counts on /metrics, served by Turno's own handler (app.ts).
      prometheusPlugin({
        registry: services.metrics.registry,
        endpoint: false,
        metrics: {
          graphql_envelop_request_duration: true,
          graphql_envelop_error_result: true,
          graphql_yoga_http_duration: true,
        },
        // Never the URL: a GET's query string may carry the operation's variables.
        labels: { operationName: true, operationType: true, method: true, statusCode: true, url: false },
      }),
      errorCodesPlugin(services.metrics),
    ],
  });
}

/** A request a plugin refused with HTTP 403 (the CSRF check) is FORBIDDEN; any other is bad input. */
function refusalCode(error: GraphQLError): string {
  const http = error.extensions.http as { status?: number } | undefined;
  return http?.status === 403 ? 'FORBIDDEN' : 'BAD_USER_INPUT';
}

/**
 * Outside production (or with GRAPHQL_INTROSPECTION=true) tools may read the schema and get "did
 * you mean" hints; in production neither helps a stranger map the API.
 */
function schemaHintsPlugins(introspection: boolean): Plugin[] {
  return introspection ? [] : [disableIntrospectionPlugin(), blockFieldSuggestionsPlugin()];
}

function responseEffectsPlugin(effectsByRequest: WeakMap<Request, ResponseEffects>): Plugin {
  return {
    onResponse({ request, response }) {
      const effects = effectsByRequest.get(request);
      response.headers.set('cache-control', 'no-store');
      if (!effects) return;
      for (const cookie of effects.setCookies) response.headers.append('set-cookie', cookie);
      if (effects.renewedToken) {
        response.headers.set('x-token', effects.renewedToken);
        response.headers.set('access-control-expose-headers', 'x-token');
      }
    },
  };
}

/** Counts the errors callers get by code (`turno_graphql_errors_total`): refusals, limits, faults. */
function errorCodesPlugin(metrics: TurnoMetrics): Plugin {
  return {
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        const errors = (single as { errors?: readonly { extensions?: { code?: unknown } }[] }).errors;
        for (const error of errors ?? []) {
          const code = error.extensions?.code;
          metrics.errors.inc({ code: typeof code === 'string' ? code : 'UNKNOWN' });
        }
      }
    },
  };
}

/** Every mutation run while an admin is signed in as someone else goes into the audit log. */
function impersonationAuditPlugin(services: AppServices): Plugin<RequestContext> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as RequestContext;
      const operation = getOperationAST(args.document, args.operationName);
      if (!ctx.auth?.impersonator || operation?.operation !== OperationTypeNode.MUTATION) return;
      const auth = ctx.auth;
      const impersonator = auth.impersonator;
      const fields = operation.selectionSet.selections.flatMap((s) =>
        s.kind === 'Field' ? [s.name.value] : [],
      );
      return {
        onExecuteDone() {
          insertAudit(services.db, {
            actorUserID: auth.userID,
            impersonatorUserID: impersonator?.userID ?? null,
            action: 'impersonation.action',
            details: { operationName: operation.name?.value ?? null, fields },
          }).catch((error: unknown) => services.logger.error('audit write failed', { error }));
        },
      };
    },
  };
}
