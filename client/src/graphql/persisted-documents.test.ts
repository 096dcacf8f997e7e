import { createHash } from 'node:crypto';
import { type DocumentNode, Kind, parse } from 'graphql';
import { Client, fetchExchange, subscriptionExchange } from 'urql';
import { describe, expect, it } from 'vitest';
import { createCacheExchange } from './cache.ts';
import * as documents from './generated/graphql.ts';
import manifest from './generated/persisted-documents.json' with { type: 'json' };
import { createPersistedExchange, documentHash } from './persisted-documents.ts';

// Every operation the client sends goes by its hash alone in production, so each one must be in the
// list the server trusts, under the hash of the very text the server will run. `codegen --check`
// catches a stale list; this catches a document that would travel without a hash or a list whose
// keys and texts disagree.

const operations = Object.entries(documents).filter(([, value]) => {
  const document = value as unknown as Partial<DocumentNode>;
  return (
    document.kind === Kind.DOCUMENT &&
    !!document.definitions?.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)
  );
});
const trusted = manifest as Record<string, string>;

describe('persisted documents', () => {
  it('finds the client’s operations', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations)('%s travels by a hash the server trusts', (_name, document) => {
    const hash = documentHash(document);
    expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const text = trusted[hash as string];
    expect(text).toBeDefined();
    expect(
      `sha256:${createHash('sha256')
        .update(text as string)
        .digest('hex')}`,
    ).toBe(hash);
    // The trusted text is the client's operation (codegen prints it normalised: fields sorted).
    expect(operationsOf(parse(text as string))).toEqual(operationsOf(document));
  });

  it('has no entry the client does not send', () => {
    const sent = new Set(operations.map(([, document]) => documentHash(document)));
    expect(Object.keys(trusted).filter((hash) => !sent.has(hash))).toEqual([]);
  });

  it('sends the text of a document codegen never saw', () => {
    expect(documentHash(parse('{ __typename }'))).toBeNull();
  });
});

function operationsOf(document: unknown) {
  return (document as DocumentNode).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? [`${definition.operation} ${definition.name?.value}`]
      : [],
  );
}

describe('on the wire, in a production build', () => {
  /** The client's exchanges around the persisted one, with the request bodies they would send. */
  function wire() {
    const bodies: unknown[] = [];
    const subscriptions: { query?: string; extensions?: unknown }[] = [];
    const client = new Client({
      url: '/graphql',
      preferGetMethod: false,
      fetch: async (_url, init) => {
        bodies.push(init?.body);
        return new Response(JSON.stringify({ data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      },
      exchanges: [
        createCacheExchange(),
        createPersistedExchange(true),
        fetchExchange,
        subscriptionExchange({
          forwardSubscription(request) {
            subscriptions.push(request);
            return { subscribe: () => ({ unsubscribe() {} }) };
          },
        }),
      ],
    });
    return { client, bodies, subscriptions };
  }
  const persisted = (document: unknown) => ({
    persistedQuery: { version: 1, sha256Hash: documentHash(document) },
  });

  it('sends a query as its hash alone, by POST', async () => {
    const { client, bodies } = wire();
    await client.query(documents.HomeNewsDocument, {}).toPromise();
    const body = JSON.parse(bodies[0] as string);
    expect(body.query).toBeUndefined();
    expect(body.extensions).toEqual(persisted(documents.HomeNewsDocument));
  });

  it('sends a multipart logo upload as its hash alone', async () => {
    const { client, bodies } = wire();
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await client
      .mutation(documents.AdminUpdateWorkshopDocument, { input: { workshopID: 'w' } as never, logo })
      .toPromise();
    const form = bodies[0] as FormData;
    expect(form).toBeInstanceOf(FormData);
    const operations = JSON.parse(form.get('operations') as string);
    expect(operations.query).toBeUndefined();
    expect(operations.extensions).toEqual(persisted(documents.AdminUpdateWorkshopDocument));
  });

  it('sends a subscription over the socket as its hash alone', async () => {
    const { client, subscriptions } = wire();
    const { unsubscribe } = client
      .subscription(documents.TrackingScreenChangedDocument, { code: 'ABC123' })
      .subscribe(() => {});
    // The hash is looked up asynchronously: a query sent after it has overtaken nothing.
    await client.query(documents.HomeNewsDocument, {}).toPromise();
    unsubscribe();
    expect(subscriptions[0]?.query).toBeUndefined();
    expect(subscriptions[0]?.extensions).toEqual(persisted(documents.TrackingScreenChangedDocument));
  });
});
