import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocumentsPlugin } from './build/graphql-documents.ts';
import { keepScreenShell } from './build/precache-shell.ts';
import { ROUTE_BUDGETS } from './build/route-budgets.ts';
import { routeChunksPlugin } from './build/route-chunks.ts';
import { screenAppsPlugin } from './build/screen-apps.ts';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Spec §9: every build gets its own version (package version plus build time), so a tab left open
 * across a deploy notices the new `/version.json` even when the package version did not change.
 */
const appVersion = `${packageJson.version}+${new Date().toISOString().replace(/[-:.]/g, '')}`;

/** Writes `version.json` beside `index.html`; the server serves it uncached and the client compares. */
function versionJsonPlugin(version: string): Plugin {
  return {
    name: 'turno-version-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version }, null, 2)}\n`,
      });
    },
  };
}

/**
 * Sonner adds its stylesheet as an inline `<style>` when it loads, which Turno's
 * Content-Security-Policy refuses (style-src 'self', server/core/http/security-headers.ts) and sonner
 * offers no nonce for. Its own `styles.css` is imported instead (app/theme-sync.tsx) and the
 * inline copy is switched off here; the build stops if sonner changes how it adds its styles.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'turno-sonner-without-inline-style',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id.split('?')[0] ?? '')) return null;
      const patched = code.replace(/function __insertCSS\(code\) \{/, '$&\n  return;');
      if (patched === code) this.error('sonner no longer adds its styles through __insertCSS: check the CSP');
      return patched;
    },
  };
}

const backend = 'http://127.0.0.1:4000';

/**
 * react-router's package exports name only its development build (warnings and checks); the
 * production build it ships beside it is what a built client should carry (issue 16 §4). Both entry
 * points react-router-dom reads, or the router's contexts would exist twice.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterAliases = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: clientRoot,
  plugins: [
    react(),
    versionJsonPlugin(appVersion),
    sonnerWithoutInlineStyle(),
    graphqlDocumentsPlugin(`${clientRoot}src/graphql/generated`),
    routeChunksPlugin(
      clientRoot,
      ROUTE_BUDGETS.flatMap((route) => route.lazyModules),
    ),
    // .br and .gz beside each script and stylesheet, which the server sends to browsers that take
    // them (server/core/http/static-files.ts). index.html is rewritten per request, so it is left out.
    compression({
      include: /\.(js|css|svg|json|wav)$/,
      exclude: /\.vite\//,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    // The monitor and the totem as installable apps (decision 0025): their manifests and icons, and
    // the service worker (src/sw.ts) that precaches their shell. The pages register it themselves,
    // on those two routes only (features/monitor/installable-screen.tsx).
    screenAppsPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.png'],
        manifestTransforms: [keepScreenShell(`${clientRoot}dist`)],
      },
    }),
  ],
  resolve: {
    alias: command === 'build' ? reactRouterAliases : [],
  },
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: what each route loads, for the bundle budgets (scripts/bundle-budgets.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The server accepts a WebSocket only from its own origin (server/http/origin.ts); the page
      // is on :5173 here, so the proxied handshake carries the server's origin instead.
      '/graphql': { target: backend, ws: true, changeOrigin: true, rewriteWsOrigin: true },
      '/version.json': { target: backend },
      '/healthz': { target: backend },
      '/readyz': { target: backend },
      '/api': { target: backend },
    },
  },
}));
