import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-reload.ts';

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports in Chromium, Firefox and Safari', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('recognises ChunkLoadError by name and Vite CSS preload failures', () => {
    const error = new Error('Loading chunk 42 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });

  it('leaves ordinary crashes to the error page', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
