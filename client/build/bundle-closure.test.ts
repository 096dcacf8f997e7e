import { describe, expect, it } from 'vitest';
import { type Manifest, measureRoutes, routeFiles, shellFiles } from './bundle-closure.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_staff.js': { file: 'assets/staff.js', imports: ['_react.js'] },
  'src/tracking.tsx': { file: 'assets/tracking.js', imports: ['index.html', '_react.js', '_live.js'] },
  '_live.js': { file: 'assets/live.js', imports: ['_react.js'], css: ['assets/live.css'] },
};

const sizes: Record<string, number> = {
  'assets/index.js': 40,
  'assets/index.css': 5,
  'assets/react.js': 50,
  'assets/staff.js': 1000,
  'assets/tracking.js': 10,
  'assets/live.js': 7,
  'assets/live.css': 3,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('routeFiles', () => {
  it('follows static imports and CSS once each, even through a cycle back to the entry', () => {
    expect(routeFiles(manifest, ['index.html', 'src/tracking.tsx']).sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/live.css',
      'assets/live.js',
      'assets/react.js',
      'assets/tracking.js',
    ]);
  });

  it('stops on a chunk the manifest does not have', () => {
    expect(() => routeFiles(manifest, ['src/missing.tsx'])).toThrow(/src\/missing\.tsx/);
  });
});

describe('measureRoutes', () => {
  it('sums the route, and flags it when one byte over its budget', () => {
    const route = { path: '/tracking/:code', lazyModules: ['src/tracking.tsx'], target: 100 };
    expect(measureRoutes(manifest, [{ ...route, budget: 115 }], sizeOf)).toEqual([
      { path: '/tracking/:code', bytes: 115, budget: 115, target: 100, over: false },
    ]);
    expect(measureRoutes(manifest, [{ ...route, budget: 114 }], sizeOf)[0]?.over).toBe(true);
  });

  it('finds a screen the bundler merged into a shared chunk by its file', () => {
    const merged: Manifest = { ...manifest, '_tracking.js': manifest['src/tracking.tsx']! };
    delete merged['src/tracking.tsx'];
    const route = { path: '/t', lazyModules: ['src/tracking.tsx'], budget: 200, target: 200 };
    expect(measureRoutes(merged, [route], sizeOf, { 'src/tracking.tsx': 'assets/tracking.js' })).toEqual([
      { path: '/t', bytes: 115, budget: 200, target: 200, over: false },
    ]);
    expect(() => measureRoutes(merged, [route], sizeOf)).toThrow(/src\/tracking\.tsx/);
  });

  it('counts a staff chunk the route imports statically', () => {
    const leaky: Manifest = {
      ...manifest,
      'src/tracking.tsx': { file: 'assets/tracking.js', imports: ['_staff.js'] },
    };
    const [size] = measureRoutes(
      leaky,
      [{ path: '/t', lazyModules: ['src/tracking.tsx'], budget: 110, target: 110 }],
      sizeOf,
    );
    expect(size).toMatchObject({ bytes: 1105, over: true });
  });
});

describe('shellFiles', () => {
  const withLazy: Manifest = {
    ...manifest,
    'index.html': { ...manifest['index.html']!, dynamicImports: ['_staff.js', 'src/tracking.tsx'] },
    'src/tracking.tsx': { ...manifest['src/tracking.tsx']!, dynamicImports: ['_qr.js'] },
    '_qr.js': { file: 'assets/qr.js', dynamicImports: ['_qr-decoder.js'] },
    '_qr-decoder.js': { file: 'assets/qr-decoder.js' },
  };

  it("takes the entry's static imports and everything the screen may load, not the other screens", () => {
    expect(shellFiles(withLazy, ['src/tracking.tsx']).sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/live.css',
      'assets/live.js',
      'assets/qr-decoder.js',
      'assets/qr.js',
      'assets/react.js',
      'assets/tracking.js',
    ]);
  });
});
