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
import { useServer as serveGraphQLOverWebSocket } from 'graphql-ws/use/ws';
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
import { expandSharedPayload, sharedPayload } from './ws-payloads.ts';

type SocketExtra = {
  auth?: AuthState | null;
  /** Running subscriptions by their graphql-ws id, with their root field (for `turno_subscriptions`). */
  running?: Map<string, string>;
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

  // Subscriptions still running when a socket closes end with it: graphql-ws calls no onComplete then.
  const countSubscription = (extra: SocketExtra & { socket: WebSocket }, id: string, kind: string) => {
    if (!extra.running) {
      const running = new Map<string, string>();
      extra.running = running;
      extra.socket.once('close', () => {
        for (const kind of running.values()) services.metrics.subscriptions.dec({ kind });
        running.clear();
      });
    }
    extra.running.set(id, kind);
    services.metrics.subscriptions.inc({ kind });
  };
  const uncountSubscription = (extra: SocketExtra, id: string) => {
    const kind = extra.running?.get(id);
    if (kind === undefined) return;
    extra.running?.delete(id);
    services.metrics.subscriptions.dec({ kind });
  };

  const server = serveGraphQLOverWebSocket<Record<string, unknown>, SocketExtra>(
    {
      onConnect: async (ctx) => {
        const token = bearerToken(ctx.connectionParams?.authorization);
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
      onSubscribe: async (ctx, id, payload) => {
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
        countSubscription(ctx.extra, id, rootField(args));
        return args;
      },
      onNext: (ctx, id, _payload, _args, result) => {
        const kind = ctx.extra.running?.get(id);
        if (kind) services.metrics.eventsDelivered.inc({ kind });
        return sharedPayload(result) as ExecutionResult | undefined;
      },
      onComplete: (ctx, id) => uncountSubscription(ctx.extra, id),
      // A subscription that ends in an error gets no onComplete.
      onError: (ctx, id) => uncountSubscription(ctx.extra, id),
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
