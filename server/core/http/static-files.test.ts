import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, cacheControlFor, createStaticHandler } from './static-files.ts';

describe('acceptedEncodings', () => {
  it('reads the codings, with or without weights, and drops the refused ones', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0.9, zstd')]).toEqual([
      'gzip',
      'deflate',
      'br',
      'zstd',
    ]);
    expect([...acceptedEncodings('br;q=0, GZIP')]).toEqual(['gzip']);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe('cacheControlFor', () => {
  it('has the service worker and the screens’ manifests asked for again, hashed assets kept a year', () => {
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/monitor.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('/totem.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('/version.json')).toBe('no-store');
    expect(cacheControlFor('/index.html')).toBe('no-store');
    expect(cacheControlFor('/assets/app-1a2b3c.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/icons/turno-192.png')).toBe('public, max-age=3600');
  });
});

describe('precompressed assets', () => {
  const script = 'console.log("Turno");'.repeat(50);
  let root: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'turno-static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<html><head></head></html>');
    writeFileSync(join(root, 'assets', 'app.js'), script);
    writeFileSync(join(root, 'assets', 'app.js.gz'), gzipSync(script));
    writeFileSync(join(root, 'assets', 'app.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets', 'tiny.js'), 'x');
    server = createServer(createStaticHandler(root));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  /** The raw response: no client-side decoding, so the bytes are what went on the wire. */
  const fetchRaw = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends the Brotli copy to a browser that takes it, gzip to one that takes only gzip', async () => {
    const brotli = await fetchRaw('/assets/app.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.body).toEqual(brotliCompressSync(script));
    const gzip = await fetchRaw('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(gzipSync(script));
  });

  it('sends the file as it is without an accepted coding, or without a copy', async () => {
    const plain = await fetchRaw('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const refused = await fetchRaw('/assets/app.js', 'br;q=0, gzip;q=0');
    expect(refused.body.toString()).toBe(script);
    const tiny = await fetchRaw('/assets/tiny.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('x');
  });
});
