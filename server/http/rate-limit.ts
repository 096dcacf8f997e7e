/**
 * A fixed-window counter per key, in memory. It guards public forms (password recovery, support)
 * against floods from one address; each replica counts on its own, which is enough for that.
 */
export function createRateLimiter(limit: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one hit; false when the key is over its limit in the current window. */
    hit(key: string, now = Date.now()): boolean {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        if (windows.size > 10_000) windows.clear();
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
