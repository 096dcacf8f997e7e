import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The headers a browser acts on (server/core/http/security-headers.ts): a strict
// Content-Security-Policy on the app's pages, framing decided by FRAME_ANCESTORS instead of a fixed
// X-Frame-Options, nosniff everywhere, and HSTS only on a request that came over HTTPS.

const INDEX =
  '<!doctype html>\n<html lang="it">\n  <head>\n    <title>Turno</title>\n  </head>\n  <body></body>\n</html>\n';
const SIGNAGE = 'https://signage.example.com';

let clientDir: string;
let behindProxy: TestServer;
let direct: TestServer;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'turno-headers-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log(1);\n');
  behindProxy = await startTestServer(
    { TRUST_PROXY: 'true', FRAME_ANCESTORS: `self ${SIGNAGE}` },
    { clientDir },
  );
  direct = await startTestServer({}, { clientDir });
});
afterAll(async () => {
  await behindProxy?.stop();
  await direct?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The policy's directives by name, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const graphqlPost = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

describe('a page of the app', () => {
  it('carries a strict Content-Security-Policy and no X-Frame-Options', async () => {
    const response = await fetch(`${direct.url}/monitor`);
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('style-src')?.[0]).toBe("'self'");
    expect(policy.get('style-src')?.slice(1)).toEqual([
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{24}'$/),
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // The monitor's and totem's service worker and manifests (decision 0025): this origin only.
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    const host = new URL(direct.url).host;
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    expect(policy.get('media-src')).toContain('https:');
    const everything = [...policy.values()].flat();
    expect(everything).not.toContain("'unsafe-inline'");
    expect(everything).not.toContain("'unsafe-eval'");
    expect(everything).not.toContain('*');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it("hands the policy's style nonce to the page, a new one each time", async () => {
    const nonces = [];
    for (const path of ['/', '/index.html']) {
      const response = await fetch(`${direct.url}${path}`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(await response.text()).toContain(`<meta property="csp-nonce" content="${nonce}" />`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('lets only the pages FRAME_ANCESTORS names show it in a frame', async () => {
    const response = await fetch(`${behindProxy.url}/monitor`);
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'self'",
      SIGNAGE,
    ]);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('keeps nosniff on the built files', async () => {
    const response = await fetch(`${direct.url}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('a GraphQL reply', () => {
  it('keeps nosniff and sets no frame header', async () => {
    const response = await graphqlPost(direct.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const page = await fetch(`${behindProxy.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe(HSTS);
    const reply = await graphqlPost(behindProxy.url, { 'x-forwarded-proto': 'https' });
    expect(reply.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is not sent over plain HTTP, nor when the proxy is not trusted', async () => {
    const plain = await fetch(`${behindProxy.url}/`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const noHeader = await fetch(`${behindProxy.url}/`);
    expect(noHeader.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY anyone could claim HTTPS: a LAN install on http must stay reachable.
    const claimed = await fetch(`${direct.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const claimedReply = await graphqlPost(direct.url, { 'x-forwarded-proto': 'https' });
    expect(claimedReply.headers.get('strict-transport-security')).toBeNull();
  });
});
