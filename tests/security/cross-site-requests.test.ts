import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../shared/http/csrf.ts';
import { adminStage } from '../support/admin-support.ts';
import { gqlUpload } from '../support/graphql-client.ts';
import { pngBytes } from '../support/images.ts';

// A cross-site page can make a signed-in browser send a form, multipart or plain-text POST (or a
// GET) without a CORS preflight. Such a request must not run a mutation: only requests that carry
// Turno's CSRF header, which a cross-site page cannot add without a preflight, or that are JSON.

const stage = adminStage();
const LOGOUT = 'mutation { logout }';

/** Whether the admin's session still works (a logout that ran would have ended it). */
async function sessionAlive(): Promise<boolean> {
  const response = await fetch(`${stage.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stage.admin.token}` },
    body: JSON.stringify({ query: '{ profile { id } }' }),
  });
  const body = (await response.json()) as { data?: { profile?: { id: string } | null } };
  return Boolean(body.data?.profile?.id);
}

async function post(contentType: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(`${stage.server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      cookie: stage.admin.cookie,
      authorization: `Bearer ${stage.admin.token}`,
      ...headers,
    },
    body,
  });
  const reply = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, code: reply.errors?.[0]?.extensions?.code };
}

describe('simple cross-site requests are refused', () => {
  it('a form-encoded POST', async () => {
    const form = new URLSearchParams({ query: LOGOUT }).toString();
    expect(await post('application/x-www-form-urlencoded', form)).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await sessionAlive()).toBe(true);
  });

  it('a text/plain POST with a JSON body', async () => {
    const reply = await post('text/plain', JSON.stringify({ query: LOGOUT }));
    expect(reply).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await sessionAlive()).toBe(true);
  });

  it('a multipart POST without the header', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: LOGOUT }));
    form.append('map', '{}');
    const response = await fetch(`${stage.server.url}/graphql`, {
      method: 'POST',
      headers: { cookie: stage.admin.cookie, authorization: `Bearer ${stage.admin.token}` },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(await sessionAlive()).toBe(true);
  });

  it('a GET without the header', async () => {
    const response = await fetch(`${stage.server.url}/graphql?query=${encodeURIComponent('{ ping }')}`);
    expect(response.status).toBe(403);
  });
});

describe("Turno's own requests pass", () => {
  it('JSON, as every page sends', async () => {
    expect(await sessionAlive()).toBe(true);
  });

  it('a multipart logo upload that carries the header', async () => {
    const reply = await gqlUpload(
      stage.server.url,
      'mutation($logo: File) { createVehicleBrand(input: { name: "Csrf", position: 91 }, logo: $logo) { formErrors { field } } }',
      {},
      { variable: 'logo', bytes: pngBytes(48), name: 'logo.png', type: 'image/png' },
      { token: stage.admin.token, headers: { [CSRF_HEADER]: '1' } },
    );
    expect(reply.status).toBe(200);
    expect(reply.errors).toBeUndefined();
  });
});
