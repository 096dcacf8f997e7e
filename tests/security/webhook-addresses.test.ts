import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../server/core/db/schema/index.ts';
import { adminStage, workshopIDs } from '../support/admin-support.ts';

// Where a webhook may point (server/features/webhooks/webhook-address.ts), tried from outside as an
// administrator whose account an attacker holds: every address of a cloud metadata service, in
// every spelling an HTTP client or a network on the way turns into it, is refused when an endpoint
// is saved, and nothing is stored.

const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { webhookEndpoint { webhookEndpointID } formErrors { field code } }
}`;
const UPDATE = `mutation ($input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(input: $input) { webhookEndpoint { url } formErrors { field code } }
}`;

const REFUSED = [
  // Alibaba Cloud's metadata service, in the shared address space 100.64.0.0/10.
  'http://100.100.100.200/latest/meta-data/',
  'http://1684300999/',
  // AWS's IPv6 metadata service.
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://[fd00:0ec2:0000:0000:0000:0000:0000:0254]/',
  // 169.254.169.254 as a decimal, hexadecimal, octal and short number.
  'http://2852039166/',
  'http://0xa9fea9fe/',
  'http://0251.0376.0251.0376/',
  'http://169.254.43518/',
  // ... and carried by IPv6: compatible, mapped, RFC 6145, NAT64, local NAT64, 6to4, Teredo.
  'http://[::169.254.169.254]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:0:a9fe:a9fe]/',
  'http://[64:ff9b::169.254.169.254]/',
  'http://[64:ff9b:1::a9fe:a9fe]/',
  'http://[2002:a9fe:a9fe::]/',
  'http://[2001:0:4136:e378:8000:63bf:5601:5601]/',
];

const stage = adminStage();

describe('webhook addresses', () => {
  it.each(REFUSED)('refuses %s when an endpoint is created, and stores nothing', async (url) => {
    const { roma } = await workshopIDs(stage.server);
    const before = await stage.server.services.db.select().from(webhookEndpoints);
    const reply = await stage.asAdmin(CREATE, {
      input: { workshopID: roma, url, eventTypes: ['appointment.created'] },
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.createWebhookEndpoint.webhookEndpoint).toBeNull();
    expect(reply.data?.createWebhookEndpoint.formErrors).toEqual([
      { field: 'url', code: 'validation.webhookAddress' },
    ]);
    expect(await stage.server.services.db.select().from(webhookEndpoints)).toHaveLength(before.length);
  });

  it('refuses the same addresses when an endpoint is moved to them, and keeps its address', async () => {
    const { roma } = await workshopIDs(stage.server);
    const made = await stage.asAdmin(CREATE, {
      input: { workshopID: roma, url: 'http://192.168.1.20:8080/hooks', eventTypes: ['appointment.created'] },
    });
    const id = made.data?.createWebhookEndpoint.webhookEndpoint.webhookEndpointID as string;
    expect(id).toBeTruthy();
    for (const url of REFUSED) {
      const reply = await stage.asAdmin(UPDATE, { input: { webhookEndpointID: id, url } });
      expect(reply.data?.updateWebhookEndpoint.formErrors, url).toEqual([
        { field: 'url', code: 'validation.webhookAddress' },
      ]);
    }
    const [row] = await stage.server.services.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.webhookEndpointID, id));
    expect(row?.url).toBe('http://192.168.1.20:8080/hooks');
  });
});
