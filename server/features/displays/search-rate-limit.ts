/**
 * A sliding-window counter per key, in this process's memory. It guards the totem's booking search
 * against someone at the kiosk (or with its token) trying plates and surnames one after another;
 * a person checking in needs a handful of searches. With several replicas each counts its own
 * share, which still caps a script at a few times the limit — enough for a lookup that shows only
 * masked data.
 */
export function createRateLimit(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    /** Records one attempt for `key` at `now`; false when the key is over its limit. */
    take(key: string, now: number): boolean {
      const recent = (hits.get(key) ?? []).filter((at) => at > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      return true;
    },
  };
}
