import { persistedExchange } from '@urql/exchange-persisted';
import type { Exchange } from 'urql';

/**
 * The hash codegen gave a document (codegen.ts, `persistedDocuments`): the key of its text in
 * generated/persisted-documents.json, the list of documents the server trusts. Null for a document
 * codegen never saw, which then travels as text.
 */
export function documentHash(document: unknown): string | null {
  const meta = (document as { __meta__?: { hash?: unknown } } | null)?.__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : null;
}

/**
 * Every query, mutation (multipart logo uploads included) and subscription sends its document's
 * hash instead of its text. A production build sends only the hash: a production server runs
 * nothing else for the public and for devices. A development build sends the text after a miss, so
 * a server started before the last `npm run codegen` still answers.
 */
export function createPersistedExchange(enforce: boolean): Exchange {
  return persistedExchange({
    enforcePersistedQueries: enforce,
    enableForMutation: true,
    enableForSubscriptions: true,
    // Every call is a POST (spec §7), hash or text.
    preferGetForPersistedQueries: false,
    generateHash: async (_query, document) => documentHash(document),
  });
}
