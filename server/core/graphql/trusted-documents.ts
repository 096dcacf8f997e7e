import { readFileSync } from 'node:fs';
import { defaultExtractPersistedOperationId } from '@graphql-yoga/plugin-persisted-operations';
import { type DocumentNode, GraphQLError, parse } from 'graphql';
import type { AuthState } from '../context/auth-state.ts';
import { callerKind } from './operation-limits.ts';

/**
 * Who may send a document's text instead of the hash of a trusted document: nobody, staff only
 * (integrators' tools), or everyone (outside production). GRAPHQL_ARBITRARY_OPERATIONS.
 */
export type ArbitraryOperations = 'none' | 'staff' | 'all';

export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
export const PERSISTED_QUERY_ONLY = 'PERSISTED_QUERY_ONLY';

/**
 * The documents Turno's client was built with: codegen writes them, by the sha256 of their text,
 * into client/src/graphql/generated/persisted-documents.json, and the client sends only the hash.
 */
export interface TrustedDocuments {
  /** The parsed document of a hash; null when the hash is not in the list. */
  byHash(hash: string): DocumentNode | null;
  /** Whether a parsed document is one of the list's: a text a caller sent never is. */
  isTrusted(document: DocumentNode): boolean;
  readonly size: number;
}

/** Reads and parses the whole list once, at start-up: a broken list stops the server. */
export function loadTrustedDocuments(manifestPath: string | URL): TrustedDocuments {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
  const documents = new Map<string, DocumentNode>();
  for (const [hash, text] of Object.entries(manifest)) documents.set(hash, parse(text));
  return trustedDocumentsOf(documents);
}

export function trustedDocumentsOf(documents: ReadonlyMap<string, DocumentNode>): TrustedDocuments {
  const trusted = new WeakSet<DocumentNode>(documents.values());
  return {
    byHash: (hash) => documents.get(hash) ?? null,
    isTrusted: (document) => trusted.has(document),
    size: documents.size,
  };
}

/**
 * Refusals, HTTP 400 over HTTP. The not-found message is the one Automatic Persisted Queries
 * clients (urql's persisted exchange) recognise: outside production the client then sends the text.
 */
export const persistedQueryNotFound = () =>
  new GraphQLError('PersistedQueryNotFound', {
    extensions: { code: PERSISTED_QUERY_NOT_FOUND, http: { status: 400 } },
  });
export const persistedQueryOnly = () =>
  new GraphQLError('Only the documents of Turno’s client run here: send the persisted document’s hash.', {
    extensions: { code: PERSISTED_QUERY_ONLY, http: { status: 400 } },
  });
export const persistedQueryMissing = () =>
  new GraphQLError('Send a query, or the hash of a persisted document in extensions.persistedQuery.', {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });

/**
 * Whether this caller may run a document's text rather than a trusted document. A workshop API key
 * always may: integrators write their own documents, within the key's scopes and the limits.
 */
export function mayRunText(arbitrary: ArbitraryOperations, auth: AuthState | null): boolean {
  if (auth?.apiKey) return true;
  return arbitrary === 'all' || (arbitrary === 'staff' && callerKind(auth) === 'staff');
}

export interface RequestedDocument {
  query?: string | null;
  extensions?: Record<string, unknown> | null;
}

/**
 * What a request asks to run, decided before anything is parsed: the trusted document of its hash,
 * its text (only when someone may send text at all; whether this caller may is checked once the
 * caller is known, see trustedDocumentsPlugin), or a refusal. The same rule as yoga's persisted
 * operations plugin applies over HTTP, for the WebSocket, which has no `onParams` step.
 */
export function requestedDocument(
  params: RequestedDocument,
  trusted: TrustedDocuments,
  arbitrary: ArbitraryOperations,
): { document: DocumentNode } | { text: string } | { error: GraphQLError } {
  if (params.query) {
    return arbitrary === 'none' ? { error: persistedQueryOnly() } : { text: params.query };
  }
  // The plugin's own reading of `extensions.persistedQuery` (version 1, sha256Hash); it looks at
  // the params only.
  const hash = defaultExtractPersistedOperationId(
    { extensions: params.extensions ?? undefined },
    undefined as never,
    undefined as never,
  );
  if (hash === null) return { error: persistedQueryMissing() };
  const document = trusted.byHash(hash);
  return document ? { document } : { error: persistedQueryNotFound() };
}
