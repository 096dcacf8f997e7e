import { describe, expect, it } from 'vitest';
import { withNextPage } from './use-cursor-pages.ts';

describe('withNextPage', () => {
  it('adds the cursor of the page just read', () => {
    expect(withNextPage([null], 'c1')).toEqual([null, 'c1']);
    expect(withNextPage([null, 'c1'], 'c2')).toEqual([null, 'c1', 'c2']);
  });

  it('does not add the same cursor twice when "next" is pressed again before the page arrives', () => {
    const once = withNextPage([null], 'c1');
    expect(withNextPage(once, 'c1')).toBe(once);
  });

  it('does nothing without a cursor (the last page)', () => {
    const cursors = [null, 'c1'];
    expect(withNextPage(cursors, null)).toBe(cursors);
    expect(withNextPage(cursors, undefined)).toBe(cursors);
  });
});
