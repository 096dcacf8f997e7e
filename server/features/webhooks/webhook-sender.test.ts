import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSender } from './webhook-sender.ts';

// The sender against a real receiver on loopback: a literal address that is refused never gets a
// request, even when it was stored before its range was refused (Node connects to a literal
// address without the lookup that checks names).

let receiver: Server;
let port = 0;
let received = 0;

beforeAll(async () => {
  receiver = createServer((_request, response) => {
    received++;
    response.end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '0.0.0.0', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

const send = (url: string) => {
  const sender = createWebhookSender({ timeoutMs: 2_000 });
  return sender
    .send({
      url,
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      webhookID: 'evt_1',
      at: new Date(),
      body: '{}',
    })
    .finally(() => sender.close());
};

describe('the webhook sender', () => {
  it('delivers to an allowed address', async () => {
    const before = received;
    const outcome = await send(`http://127.0.0.1:${port}/hook`);
    expect(outcome).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(received).toBe(before + 1);
  });

  it('refuses a refused literal address before connecting (0.0.0.0 reaches this machine)', async () => {
    const before = received;
    const outcome = await send(`http://0.0.0.0:${port}/hook`);
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'address_refused' });
    expect(received).toBe(before);
  });
});
