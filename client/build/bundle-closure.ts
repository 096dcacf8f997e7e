/**
 * What a route of the built client downloads before its screen renders, read from Vite's manifest
 * (`build.manifest`): the page's entry and the route's lazy screen, each with every chunk it
 * imports statically, and their CSS. Dynamic imports are left out: they load later, if ever.
 */

/** The part of a Vite manifest chunk this reads (vite's `ManifestChunk`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The page's entry in the manifest: Vite names it after the HTML file. */
export const ENTRY_KEY = 'index.html';

/** Every JS and CSS file (paths relative to the build folder) loaded for `keys`, without repeats. */
export function routeFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk "${key}"`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

export interface RouteSize {
  path: string;
  bytes: number;
  budget: number;
  over: boolean;
}

/** Sums each route's files with `sizeOf` (gzip bytes in the build check) against its budget. */
export function measureRoutes(
  manifest: Manifest,
  routes: readonly { path: string; screens: readonly string[]; budget: number }[],
  sizeOf: (file: string) => number,
): RouteSize[] {
  return routes.map((route) => {
    const bytes = routeFiles(manifest, [ENTRY_KEY, ...route.screens]).reduce(
      (sum, file) => sum + sizeOf(file),
      0,
    );
    return { path: route.path, bytes, budget: route.budget, over: bytes > route.budget };
  });
}
