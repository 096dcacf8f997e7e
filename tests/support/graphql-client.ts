import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { SignInLoginDocument } from '../../client/src/graphql/generated/graphql.ts';
import { CSRF_HEADER } from '../../shared/http/csrf.ts';

export interface GraphQLReply<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  cookie?: string | null;
  path?: string;
  headers?: Record<string, string>;
}

/** POSTs one GraphQL operation to a running server, as the SPA does. */
export async function gql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLReply<T>> {
  return postJson<T>(baseUrl, { query, variables }, options);
}

/** The hash codegen gave one of the client's documents: its key in persisted-documents.json. */
export function persistedHash(document: unknown): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('not one of the client documents codegen wrote');
  return hash;
}

/** The `extensions` that name a persisted document instead of sending its text. */
export function persistedExtensions(hash: string) {
  return { persistedQuery: { version: 1, sha256Hash: hash } };
}

/** POSTs one of the client's documents by its hash alone, as a production build of the SPA does. */
export async function gqlPersisted<T = Record<string, unknown>>(
  baseUrl: string,
  document: unknown,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLReply<T>> {
  return postHash<T>(baseUrl, persistedHash(document), variables, options);
}

/** POSTs a persisted-document hash, known or not. */
export async function postHash<T = Record<string, unknown>>(
  baseUrl: string,
  hash: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLReply<T>> {
  return postJson<T>(baseUrl, { variables, extensions: persistedExtensions(hash) }, options);
}

async function postJson<T>(
  baseUrl: string,
  payload: unknown,
  options: CallOptions,
): Promise<GraphQLReply<T>> {
  const response = await fetch(`${baseUrl}${options.path ?? '/graphql'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLReply['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors, headers: response.headers };
}

/**
 * POSTs one GraphQL operation with a file as a multipart request
 * (github.com/jaydenseric/graphql-multipart-request-spec), to the spec's endpoint `/` unless
 * `options.path` says otherwise; the file goes in variable `file.variable`.
 */
export async function gqlUpload<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  file: { variable: string; bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
  options: CallOptions = {},
): Promise<GraphQLReply<T>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, [file.variable]: null } }));
  form.append('map', JSON.stringify({ 0: [`variables.${file.variable}`] }));
  form.append('0', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}${options.path ?? '/'}`, {
    method: 'POST',
    headers: {
      // As Turno's pages do: a multipart POST without it is refused as a possible cross-site form.
      [CSRF_HEADER]: '1',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: form,
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLReply['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors, headers: response.headers };
}

/** The first error code of a reply (what a client branches on). */
export function errorCode(reply: GraphQLReply): string | undefined {
  return reply.errors?.[0]?.extensions?.code;
}

export interface Session {
  token: string;
  cookie: string;
  userID: string;
}

/**
 * Signs in as the sign-in page does, with its persisted document's hash (which a production server
 * requires), and returns the access token and the refresh cookie.
 */
export async function signIn(baseUrl: string, userName: string, password: string): Promise<Session> {
  const reply = await gqlPersisted<{
    login: { profile: { id: string; token: string } | null; errorMessage: string | null };
  }>(baseUrl, SignInLoginDocument, { input: { userName, password } });
  const profile = reply.data?.login.profile;
  if (!profile)
    throw new Error(`sign-in as ${userName} failed: ${JSON.stringify(reply.errors ?? reply.data)}`);
  const cookie = (reply.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { token: profile.token, cookie, userID: profile.id };
}

/** A graphql-ws client over a real WebSocket, authenticated like the SPA. */
export function wsClient(baseUrl: string, token?: string, headers: Record<string, string> = {}): Client {
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  return createClient({
    url,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}
