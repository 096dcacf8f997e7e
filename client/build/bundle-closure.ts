/**
 * What a route of the built client downloads before its screen renders, read from Vite's manifest
 * (`build.manifest`): the page's entry and the route's lazy screen, each with every chunk it
 * imports statically, and their CSS. Dynamic imports are left out: they load later, if ever.
 */

/** The part of a Vite manifest chunk this reads (vite's `ManifestChunk`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The page's entry in the manifest: Vite names it after the HTML file. */
export const ENTRY_KEY = 'index.html';

/**
 * The manifest key of a route's screen. Vite names a lazy screen after its source, unless the
 * bundler merged it into a chunk it shares with other screens (tracking-screen.tsx, which the
 * pickup pages import too): then `screenChunks` (route-chunks.ts) gives that chunk's file.
 */
export function screenKey(manifest: Manifest, screen: string, screenChunks: Record<string, string>): string {
  if (manifest[screen]) return screen;
  const file = screenChunks[screen];
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
  if (!key) throw new Error(`the Vite manifest has no chunk for "${screen}"`);
  return key;
}

/**
 * Every JS and CSS file (paths relative to the build folder) loaded for `keys`, without repeats;
 * also what the chunks `followDynamic` names may load later (their dynamic imports).
 */
export function routeFiles(
  manifest: Manifest,
  keys: readonly string[],
  followDynamic: (key: string) => boolean = () => false,
): string[] {
  const files = [...routeKeys(manifest, keys, followDynamic)].flatMap((key) => {
    const chunk = manifest[key] as ManifestChunk;
    return [chunk.file, ...(chunk.css ?? [])];
  });
  return [...new Set(files)];
}

/** The manifest keys of `routeFiles`. */
function routeKeys(manifest: Manifest, keys: readonly string[], followDynamic: (key: string) => boolean) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk "${key}"`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (followDynamic(key)) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

export interface RouteSize {
  path: string;
  bytes: number;
  budget: number;
  target: number;
  over: boolean;
}

/** Sums each route's files with `sizeOf` (gzip bytes in the build check) against its budget. */
export function measureRoutes(
  manifest: Manifest,
  routes: readonly { path: string; lazyModules: readonly string[]; budget: number; target: number }[],
  sizeOf: (file: string) => number,
  screenChunks: Record<string, string> = {},
): RouteSize[] {
  return routes.map((route) => {
    const keys = route.lazyModules.map((screen) => screenKey(manifest, screen, screenChunks));
    const bytes = routeFiles(manifest, [ENTRY_KEY, ...keys]).reduce((sum, file) => sum + sizeOf(file), 0);
    return {
      path: route.path,
      bytes,
      budget: route.budget,
      target: route.target,
      over: bytes > route.budget,
    };
  });
}

/**
 * What the monitor's and totem's service worker precaches (client/src/sw.ts, decision 0025): the
 * page's entry with its static imports, and each screen's lazy modules with everything they may
 * load later (a QR code, a dialog), so the screen starts and works with the server down. The
 * entry's own dynamic imports are every other screen of the app, and stay out.
 */
export function shellFiles(
  manifest: Manifest,
  lazyModules: readonly string[],
  screenChunks: Record<string, string> = {},
): string[] {
  const keys = lazyModules.map((screen) => screenKey(manifest, screen, screenChunks));
  const base = routeKeys(manifest, [ENTRY_KEY], () => false);
  // A chunk the entry shares (the i18n loader, say) lists every screen's texts as dynamic imports.
  const own = (key: string) => !base.has(key);
  return [...new Set([...routeFiles(manifest, [ENTRY_KEY]), ...routeFiles(manifest, keys, own)])];
}
