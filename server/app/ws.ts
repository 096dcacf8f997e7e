import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
  getOperationAST,
  Kind,
} from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { type Extra, useServer as serveGraphQLOverWebSocket } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AuthState } from '../core/context/auth-state.ts';
import type { AppServices, RequestContext } from '../core/context/context.ts';
import { askedLanguage, requestLanguage } from '../core/context/request-language.ts';
import { bearerToken } from '../core/context/tokens.ts';
import { requestedDocument, type TrustedDocuments } from '../core/graphql/trusted-documents.ts';
import { clientAddress } from '../core/http/client-address.ts';
import { isAllowedOrigin } from '../core/http/origin.ts';
import { loggablePath, logWebSocket } from '../core/http/request-log.ts';
import { authenticate } from '../features/auth/session-service.ts';
import {
  type SocketSubscriptions,
  subscriptionCaps,
  TOO_MANY_SUBSCRIPTIONS,
  tooManySubscriptions,
} from './subscription-caps.ts';
import { expandSharedPayload, sharedPayload } from './ws-payloads.ts';

type SocketExtra = {
  auth?: AuthState | null;
  /** The socket's running subscriptions (subscription-caps.ts), from its connection_init on. */
  subscriptions?: SocketSubscriptions;
};

/** Close code a client sees when its session ended or its rights changed: sign in / refresh again. */
export const CLOSE_SESSION_CHANGED = 4403;
/** Sockets get a ping this often so proxies and dead peers are noticed. */
const KEEP_ALIVE_MS = 12_000;
/** Longest delay setTimeout honours (a longer one fires at once); a socket lives far less anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * graphql-ws on the same HTTP server and paths as the GraphQL endpoint. The socket authenticates
 * with the access token in its connection parameters (anonymous sockets may use public
 * subscriptions only), browsers must come from an allowed Origin, and a user's sockets close when
 * their session ends or their rights change, on whichever replica they are.
 */
export function attachWebSocketServer(
  httpServer: Server,
  services: AppServices,
  // biome-ignore lint/suspicious/noExplicitAny: the yoga instance's server context type is irrelevant here
  yoga: YogaServerInstance<any, RequestContext>,
  trusted: TrustedDocuments,
  paths: readonly string[],
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const socketsByUser = new Map<string, Set<{ socket: WebSocket; sessionID: string }>>();

  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!paths.includes(path) || !isAllowedOrigin(req, services)) {
      services.logger.info('websocket refused', { path: loggablePath(path), status: 403 });
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      // Payloads shared by many sockets are serialised once (ws-payloads.ts); each send fills them in.
      const send = ws.send.bind(ws) as (data: unknown, ...rest: unknown[]) => void;
      ws.send = ((data: unknown, ...rest: unknown[]) =>
        send(typeof data === 'string' ? expandSharedPayload(data) : data, ...rest)) as typeof ws.send;
      logWebSocket(services.logger, path, ws);
      services.metrics.websocketConnections.inc();
      ws.once('close', () => services.metrics.websocketConnections.dec());
      wss.emit('connection', ws, req);
    });
  });

  const caps = services.config.subscriptionCaps;
  const ledger = subscriptionCaps(caps, services.metrics.subscriptions);

  /** The subscription's execution arguments, or the errors that refuse it (its input, its document). */
  const prepare = (
    ctx: Context<Record<string, unknown>, SocketExtra & Extra>,
    payload: SubscribePayload,
  ): ExecutionArgs | readonly GraphQLError[] => {
    const { schema, execute, subscribe, parse, validate } = yoga.getEnveloped({
      req: ctx.extra.request,
      socket: ctx.extra.socket,
      params: payload,
    });
    const contextValue: RequestContext = {
      ...services,
      auth: ctx.extra.auth ?? null,
      request: {
        ip: clientAddress(ctx.extra.request, services.config.trustProxy),
        userAgent: ctx.extra.request.headers['user-agent'] ?? null,
        cookies: {},
        bearerToken: bearerToken(ctx.connectionParams?.authorization),
        secure: false,
        transport: 'ws',
        language: requestLanguage(ctx.extra.request.headers['accept-language']),
        askedLanguage: askedLanguage(ctx.extra.request.headers['accept-language']),
      },
      response: { setCookies: [], renewedToken: null },
    };
    // The HTTP rule for trusted documents (yoga's persisted operations plugin runs in a step the
    // socket skips): a hash is looked up, a text refused when nobody may send one. Whether this
    // caller may is checked at subscribe/execute, by the same plugin as over HTTP.
    const requested = requestedDocument(payload, trusted, services.config.graphqlArbitraryOperations);
    if ('error' in requested) return [requested.error];
    let document: DocumentNode;
    try {
      document = 'document' in requested ? requested.document : parse(requested.text);
    } catch (error) {
      // A syntax error or a document over the token limit: the caller's input, answered as
      // an error message on this subscription, not by closing the socket.
      if ((error as { name?: unknown }).name === 'GraphQLError') return [error as GraphQLError];
      throw error;
    }
    const args: ExecutionArgs = {
      schema,
      operationName: payload.operationName ?? null,
      document,
      variableValues: payload.variables ?? null,
      contextValue,
      rootValue: { execute, subscribe },
    };
    const errors = validate(args.schema, args.document);
    if (errors.length) return errors;
    return args;
  };

  const server = serveGraphQLOverWebSocket<Record<string, unknown>, SocketExtra>(
    {
      onConnect: async (ctx) => {
        const token = bearerToken(ctx.connectionParams?.authorization);
        // Opened before any await, so the socket's close cannot come first. Subscriptions still
        // running when it closes end with it (graphql-ws calls no onComplete then).
        const subscriptions = ledger.forSocket(
          token ? null : clientAddress(ctx.extra.request, services.config.trustProxy),
        );
        ctx.extra.subscriptions = subscriptions;
        ctx.extra.socket.once('close', () => subscriptions.close());
        if (!token) {
          ctx.extra.auth = null;
          return true;
        }
        const result = await authenticate(services, token);
        if (!result) return false;
        ctx.extra.auth = result.auth;
        const entry = { socket: ctx.extra.socket, sessionID: result.auth.sessionID };
        // A sign-in-as is also filed under the admin behind it: locking that admin closes it too.
        const owners = [result.auth.userID, result.auth.impersonator?.userID].filter(
          (id) => id !== undefined,
        );
        for (const owner of owners) {
          const set = socketsByUser.get(owner) ?? new Set();
          set.add(entry);
          socketsByUser.set(owner, set);
        }
        // A socket does not outlive its session (a sign-in-as ends within a working day).
        const untilEnd = result.auth.sessionExpiresAt.getTime() - services.now().getTime();
        const end =
          untilEnd < MAX_TIMER_MS
            ? setTimeout(() => ctx.extra.socket.close(CLOSE_SESSION_CHANGED, 'sessionEnded'), untilEnd)
            : undefined;
        ctx.extra.socket.once('close', () => {
          clearTimeout(end);
          for (const owner of owners) {
            const set = socketsByUser.get(owner);
            set?.delete(entry);
            if (set?.size === 0) socketsByUser.delete(owner);
          }
        });
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const subscriptions = ctx.extra.subscriptions;
        if (!subscriptions) throw new Error('subscribe before connection_init');
        // A place first, then the caps: a subscribe past them is refused on its own id, and the
        // socket and its other subscriptions go on.
        const reached = subscriptions.reserve(payload);
        if (reached) {
          services.metrics.errors.inc({ code: TOO_MANY_SUBSCRIPTIONS });
          return [tooManySubscriptions(reached, caps)];
        }
        let prepared: ExecutionArgs | readonly GraphQLError[];
        try {
          prepared = prepare(ctx, payload);
        } catch (error) {
          subscriptions.release(payload);
          throw error;
        }
        // Refused: graphql-ws calls onError only while the id is still subscribed.
        if (!('schema' in prepared)) subscriptions.release(payload);
        else subscriptions.started(payload, rootField(prepared));
        return prepared;
      },
      onNext: (ctx, _id, payload, _args, result) => {
        const kind = ctx.extra.subscriptions?.kindOf(payload);
        if (kind) services.metrics.eventsDelivered.inc({ kind });
        return sharedPayload(result) as ExecutionResult | undefined;
      },
      onComplete: (ctx, _id, payload) => ctx.extra.subscriptions?.release(payload),
      // A subscription refused or ending in an error may get no onComplete.
      onError: (ctx, _id, payload) => ctx.extra.subscriptions?.release(payload),
      execute: (args) =>
        (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) =>
        (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
    },
    wss,
    KEEP_ALIVE_MS,
  );

  // Logout, lock, password or role change anywhere: close that user's sockets here.
  const securityEvents = services.pubsub.subscribe('userSecurity');
  void (async () => {
    for await (const event of securityEvents) {
      for (const entry of socketsByUser.get(event.userID) ?? []) {
        if (event.sessionID && entry.sessionID !== event.sessionID) continue;
        entry.socket.close(CLOSE_SESSION_CHANGED, event.reason);
      }
    }
  })().catch((error: unknown) => services.logger.error('security event loop stopped', { error }));

  return {
    wss,
    async close() {
      await securityEvents.return?.();
      for (const client of wss.clients) client.terminate();
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** The operation's first root field (`queueChanged`, `monitorCalls`, …): a subscription's kind. */
function rootField(args: ExecutionArgs): string {
  const operation = getOperationAST(args.document, args.operationName);
  const first = operation?.selectionSet.selections[0];
  return first?.kind === Kind.FIELD ? first.name.value : 'unknown';
}
