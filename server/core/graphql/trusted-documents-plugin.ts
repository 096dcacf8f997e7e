// Named as a plugin: it is no React hook, whatever its name says.
import { usePersistedOperations as persistedOperationsPlugin } from '@graphql-yoga/plugin-persisted-operations';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context/context.ts';
import { API_KEY_MARK, bearerToken } from '../context/tokens.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';
import {
  type ArbitraryOperations,
  mayRunText,
  persistedQueryMissing,
  persistedQueryNotFound,
  persistedQueryOnly,
  type TrustedDocuments,
} from './trusted-documents.ts';

/**
 * Trusted documents (docs/security.md). Over HTTP, yoga's persisted operations plugin swaps a
 * request's hash for its trusted document before parsing, and refuses a text at once when nobody
 * may send one. Then, on HTTP and WebSocket alike (ws.ts resolves the hash itself and runs yoga's
 * enveloped execute and subscribe), a document that is not one of the trusted ones runs only for a
 * caller allowed to send text: the caller is known only once the context is built.
 * First among the plugins: the limits and checks after it see the trusted document.
 */
export function trustedDocumentsPlugins(
  trusted: TrustedDocuments,
  arbitrary: ArbitraryOperations,
): Plugin<RequestContext>[] {
  const refusal = (args: { document: DocumentNode; contextValue: unknown }) => {
    if (trusted.isTrusted(args.document)) return null;
    return mayRunText(arbitrary, (args.contextValue as RequestContext).auth) ? null : persistedQueryOnly();
  };
  return [
    persistedOperationsPlugin<RequestContext>({
      getPersistedOperation: (hash) => trusted.byHash(hash),
      // A request bearing a workshop API key may send text whatever the setting; whether the key
      // is a valid one is decided with the context, and the check below refuses text to anyone else.
      allowArbitraryOperations:
        arbitrary !== 'none' ||
        ((request) => bearerToken(request.headers.get('authorization'))?.startsWith(API_KEY_MARK) === true),
      customErrors: {
        notFound: () => persistedQueryNotFound(),
        persistedQueryOnly: () => persistedQueryOnly(),
        keyNotFound: () => persistedQueryMissing(),
      },
    }),
    refuseBeforeExecution<RequestContext>((args) => {
      const error = refusal(args);
      return error ? [error] : [];
    }),
  ];
}
