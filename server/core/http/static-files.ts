import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The compressed copies the build writes beside each asset (client/vite.config.ts), best first:
 * a phone on a slow network downloads the gzip or Brotli size, not the raw one (issue 16 §4).
 */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The content codings an `Accept-Encoding` header allows (`q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

export interface StaticOptions {
  /** The style nonce of the page's Content-Security-Policy, written into index.html. */
  styleNonce?: (res: ServerResponse) => string;
}

/**
 * Serves the built single-page app: files under `root` as they are, or their precompressed copy
 * when the browser accepts it (hashed assets cached for a year), `/version.json` never cached, and `index.html` for every other GET so client routes work
 * on reload.
 */
export function createStaticHandler(root: string, options: StaticOptions = {}) {
  const rootDir = resolve(root);
  const indexPath = join(rootDir, 'index.html');
  const built = existsSync(indexPath);
  const serveIndex = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'], 'cache-control': 'no-store' });
    if (req.method === 'HEAD') return void res.end();
    const html = readFileSync(indexPath, 'utf8');
    const nonce = options.styleNonce?.(res);
    // React Aria reads the page's style nonce from this meta element (security-headers.ts).
    res.end(
      nonce ? html.replace('<head>', `<head>\n    <meta property="csp-nonce" content="${nonce}" />`) : html,
    );
  };

  return function serveStatic(req: IncomingMessage, res: ServerResponse): void {
    const pathname = decodeSafe(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (pathname === null) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request\n');
      return;
    }
    if (!built) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('The client is not built yet: run `npm run build` (npm start does it for you).\n');
      return;
    }
    const candidate = normalize(join(rootDir, pathname));
    if (candidate === indexPath) return void serveIndex(req, res);
    if (candidate.startsWith(`${rootDir}/`) && isFile(candidate)) {
      const cacheControl = cacheControlFor(pathname);
      const accepted = acceptedEncodings(req.headers['accept-encoding']);
      const copy = PRECOMPRESSED.find(
        (variant) => accepted.has(variant.encoding) && isFile(`${candidate}${variant.suffix}`),
      );
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(candidate).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': cacheControl,
        ...(copy ? { 'content-encoding': copy.encoding } : {}),
        ...(PRECOMPRESSED.some((variant) => isFile(`${candidate}${variant.suffix}`))
          ? { vary: 'accept-encoding' }
          : {}),
      });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(copy ? `${candidate}${copy.suffix}` : candidate).pipe(res);
      return;
    }
    if (pathname === '/version.json' || pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Not found\n');
      return;
    }
    serveIndex(req, res);
  };
}

/**
 * How long a browser may keep a built file: hashed assets a year; `/version.json` and HTML never;
 * the service worker and the screens' manifests (decision 0025) only after asking again, so a new
 * build's worker is seen at the next check rather than an hour later; the rest an hour.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname === '/version.json' || pathname.endsWith('.html')) return 'no-store';
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname === '/sw.js' || pathname.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}

function decodeSafe(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
