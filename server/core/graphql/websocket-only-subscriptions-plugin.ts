import { type DocumentNode, getOperationAST, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context/context.ts';
import { AppError } from './errors.ts';

export const SUBSCRIPTIONS_OVER_WEBSOCKET = 'SUBSCRIPTIONS_OVER_WEBSOCKET';

/**
 * The refusal of a subscription over HTTP: HTTP 400, so that an event-stream or multipart client
 * sees a failed request rather than a stream that merely ended.
 */
export const subscriptionOverHttp = () =>
  new AppError(
    SUBSCRIPTIONS_OVER_WEBSOCKET,
    'Subscriptions are served over the WebSocket only (graphql-transport-ws on this path).',
    { http: { status: 400 } },
  );

/**
 * Subscriptions run over the WebSocket only, where a session's end, a lock, a deletion or a change
 * of roles closes them (ws.ts). yoga would also serve them over HTTP (`text/event-stream` or
 * `multipart/mixed`, by POST or GET), as streams nothing closes when the session ends: refused
 * here, whatever the method, the Accept header or whether the document came by its hash. The
 * refusal comes once the document is parsed, before the caller is authenticated or anything runs;
 * `onSubscribe` refuses again on the context's transport, should a request ever skip the parse hook.
 */
export function websocketOnlySubscriptionsPlugin(): Plugin<RequestContext> {
  return {
    onParse() {
      // The WebSocket's enveloped calls (ws.ts) carry no Fetch request in their initial context.
      return ({ result, context }) => {
        const { request, params } = context as { request?: unknown; params?: { operationName?: string } };
        if (!request || !isDocument(result)) return;
        const operation = getOperationAST(result, params?.operationName);
        if (operation?.operation === OperationTypeNode.SUBSCRIPTION) throw subscriptionOverHttp();
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as RequestContext;
      if (ctx.request.transport === 'http') setResultAndStopExecution({ errors: [subscriptionOverHttp()] });
    },
  };
}

function isDocument(result: unknown): result is DocumentNode {
  return typeof result === 'object' && result !== null && (result as DocumentNode).kind === 'Document';
}
