import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { gql, signIn, wsClient } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Subscribes to the heartbeat and resolves with the first beat, or rejects with the close event. */
function firstBeat(client: ReturnType<typeof wsClient>) {
  return new Promise<string>((resolve, reject) => {
    const dispose = client.subscribe<{ heartbeat: string }>(
      { query: 'subscription { heartbeat(seconds: 30) }' },
      {
        next: (value) => {
          if (value.data?.heartbeat) resolve(value.data.heartbeat);
        },
        error: reject,
        complete: () => {},
      },
    );
    void dispose;
  });
}

function closeEvent(client: ReturnType<typeof wsClient>) {
  return new Promise<{ code: number; reason: string }>((resolve) => {
    client.on('closed', (event) => {
      const { code, reason } = event as { code: number; reason: string };
      resolve({ code, reason: String(reason) });
    });
  });
}

describe('WebSocket subscriptions', () => {
  it('authenticates with the token in connection params and streams events', async () => {
    const session = await signIn(server.url, 'manager', DEMO_PASSWORD);
    const client = wsClient(server.url, session.token);
    try {
      const beat = await firstBeat(client);
      expect(new Date(beat).getTime()).toBeGreaterThan(Date.now() - 10_000);
    } finally {
      await client.dispose();
    }
  });

  it('closes the connection of an invalid token', async () => {
    const client = wsClient(server.url, 'not.a.token');
    const closed = closeEvent(client);
    await expect(firstBeat(client)).rejects.toBeTruthy();
    expect((await closed).code).toBe(4403);
    await client.dispose();
  });

  it("closes a user's sockets when they sign out", async () => {
    const session = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const client = wsClient(server.url, session.token);
    const closed = closeEvent(client);
    await firstBeat(client);
    await gql(server.url, 'mutation { logout }', {}, session);
    const event = await closed;
    expect(event.code).toBe(4403);
    expect(event.reason).toBe('logout');
    await client.dispose();
  });

  it('refuses an upgrade from a foreign Origin and from an unknown path', async () => {
    const statusOf = (path: string, origin?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`, 'graphql-transport-ws', {
          headers: origin ? { origin } : {},
        });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => {});
      });
    expect(await statusOf('/graphql', 'https://evil.example')).toBe(403);
    expect(await statusOf('/elsewhere')).toBe(403);
    expect(await statusOf('/graphql', server.url)).toBe(101);
    expect(await statusOf('/', server.url)).toBe(101);
  });
});
