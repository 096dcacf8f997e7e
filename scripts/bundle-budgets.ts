/**
 * `node scripts/bundle-budgets.ts [dist]` after `npm run build` (dist: client/dist by default): prints what each public route downloads
 * (gzip bytes of JS and CSS, client/build/bundle-closure.ts) beside its ceiling and its target
 * (client/build/route-budgets.ts) and exits 1 when one is over its ceiling. `npm test` runs it after the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { type Manifest, measureRoutes } from '../client/build/bundle-closure.ts';
import { ROUTE_BUDGETS } from '../client/build/route-budgets.ts';
import { ROUTE_CHUNKS_FILE } from '../client/build/route-chunks.ts';

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'client', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
} catch {
  process.stderr.write(`No ${manifestPath}: run \`npm run build\` first.\n`);
  process.exit(1);
}

// The best level, as the build's own .gz copies that the server sends (client/vite.config.ts).
const gzipBytes = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const screenChunks = JSON.parse(readFileSync(join(dist, ROUTE_CHUNKS_FILE), 'utf8')) as Record<
  string,
  string
>;
const sizes = measureRoutes(manifest, ROUTE_BUDGETS, gzipBytes, screenChunks);
const width = Math.max(...sizes.map((size) => size.path.length));
for (const size of sizes) {
  process.stdout.write(
    `${size.path.padEnd(width)}  ${kB(size.bytes).padStart(9)} gzip  ceiling ${kB(size.budget).padStart(9)}  ${size.over ? 'OVER' : 'ok  '}  target ${kB(size.target).padStart(9)} (${(size.bytes / size.target).toFixed(2)}×)\n`,
  );
}
const over = sizes.filter((size) => size.over);
if (over.length > 0) {
  process.stderr.write(
    `${over.length} route(s) over their ceiling: ${over.map((size) => size.path).join(', ')}\n`,
  );
  process.exit(1);
}
