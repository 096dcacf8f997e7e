import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the plugin writes, beside Vite's manifest. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/**
 * Writes which chunk holds each route's screen (`{ "src/…-screen.tsx": "assets/….js" }`): the Vite
 * manifest names a lazy screen only while it is a chunk of its own, and the bundle budgets
 * (scripts/bundle-budgets.ts) must find it also once merged into a chunk shared with other screens.
 */
export function routeChunksPlugin(root: string, lazyModules: readonly string[]): Plugin {
  return {
    name: 'turno-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const source = relative(root, id);
          if (lazyModules.includes(source)) chunks[source] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}
