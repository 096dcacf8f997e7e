import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('health endpoints', () => {
  it('answers /healthz and /readyz with the database and pub/sub reachable', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', pubsub: 'ok' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('masks nothing for expected errors and returns a stable code for an unknown field', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ doesNotExist }' }),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/doesNotExist/);
  });
});

describe('configuration errors', () => {
  it('stops the server with one line naming the wrong variable and no stack trace', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', REDIS_URL: '', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('bad GraphQL input', () => {
  it('answers a variable of the wrong type with BAD_USER_INPUT, never an internal error', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        // A query: subscriptions are refused over HTTP before their variables are read.
        query: 'query Workshops($first: Int!) { workshops(first: $first) { totalCount } }',
        variables: { first: 'many' },
      }),
    });
    const body = (await response.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0]?.message).toMatch(/first/);
  });

  it('answers an unknown field with a stable validation code', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ nothingHere }' }),
    });
    const body = (await response.json()) as { errors: { extensions?: { code?: string } }[] };
    expect(body.errors[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
