import { describe, expect, it } from 'vitest';
import { membershipChanged } from './live-membership.ts';

const item = (id: string, deletedAt: string | null = null) => ({ id, deletedAt });

describe('membershipChanged', () => {
  it('learns the ids from the first payload without asking for a refetch', () => {
    const known = new Set<string>(['stale']);
    expect(membershipChanged(known, [item('a'), item('b')], true)).toBe(false);
    expect([...known]).toEqual(['a', 'b']);
  });

  it('asks for a refetch when a new id or a deleted one arrives, not for known ones', () => {
    const known = new Set(['a', 'b']);
    expect(membershipChanged(known, [item('a')], false)).toBe(false);
    expect(membershipChanged(known, [item('c')], false)).toBe(true);
    expect(membershipChanged(known, [item('c')], false)).toBe(false);
    expect(membershipChanged(known, [item('b', '2026-11-21T10:00:00Z')], false)).toBe(true);
    expect([...known].sort()).toEqual(['a', 'c']);
  });
});
