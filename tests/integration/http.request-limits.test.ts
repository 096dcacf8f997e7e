import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { workshops } from '../../server/core/db/schema/index.ts';
import { MAX_BODY_BYTES } from '../../server/core/http/body-limit.ts';
import { LOGO_MAX_BYTES } from '../../shared/validation/logo.ts';
import { rowCount } from '../support/admin-support.ts';
import { errorCode, gql, signIn } from '../support/graphql-client.ts';
import { pngDataUrl } from '../support/images.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The GraphQL endpoint reads no body larger than MAX_BODY_BYTES, nor one of undeclared length:
// both are refused before yoga reads them, as GraphQL errors. The largest legitimate body (a
// mutation with a 512 KB logo as a data URL) still goes through.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('request bodies', () => {
  it('a body over the limit is answered 413 and runs nothing', async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const before = await rowCount(server, workshops);
    const padding = 'x'.repeat(MAX_BODY_BYTES);
    const reply = await gql(
      server.url,
      `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { formErrors { field } } }`,
      { input: { workshopCode: 'BIG01', name: padding, zipCode: '10121' } },
      { token: admin.token, path: '/' },
    );
    expect(reply.status).toBe(413);
    expect(errorCode(reply)).toBe('REQUEST_ENTITY_TOO_LARGE');
    expect(await rowCount(server, workshops)).toBe(before);
  });

  // Any method that may carry one: yoga has no limit of its own (server/app/yoga.ts).
  it.each(['POST', 'PUT'])('a chunked %s body of undeclared length is answered 411', async (method) => {
    const { port } = new URL(server.url);
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Two writes without a Content-Length: Node sends them chunked.
      req.write('{"query":');
      req.end('"{ __typename }"}');
    });
    expect(reply.status).toBe(411);
    expect(JSON.parse(reply.body).errors[0].extensions.code).toBe('LENGTH_REQUIRED');
  });

  it('the largest logo as a data URL in JSON still goes through', async () => {
    const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
    const reply = await gql<{ createWorkshop: { workshop: { workshopCode: string } | null } }>(
      server.url,
      `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { workshop { workshopCode } } }`,
      {
        input: {
          workshopCode: 'BIG02',
          name: 'Officina grande',
          zipCode: '10121',
          logoUrl: pngDataUrl(LOGO_MAX_BYTES),
        },
      },
      { token: admin.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.data?.createWorkshop.workshop?.workshopCode).toBe('BIG02');
  });
});
