import { describe, expect, it } from 'vitest';
import { shortUserAgent } from './user-agent.ts';

describe('shortUserAgent', () => {
  it('keeps the browser and system with their major versions', () => {
    const header =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';
    expect(shortUserAgent(header)).toBe('Chrome 131 · Linux');
  });

  it('is empty without a header and short for a junk one', () => {
    expect(shortUserAgent(null)).toBe('');
    expect(shortUserAgent('x'.repeat(5000)).length).toBeLessThanOrEqual(80);
  });
});
