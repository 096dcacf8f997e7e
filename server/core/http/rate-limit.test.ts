import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/client.ts';
import { openAndMigrate } from '../db/migrate.ts';
import { rateLimitWindows } from '../db/schema/index.ts';
import { takeRateLimitHit } from './rate-limit.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openAndMigrate({ dataDir: 'memory://' });
}, 60_000);
afterAll(async () => {
  await connection?.close();
});

const RULE = { limit: 3, windowMs: 60_000 };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, 0) + ms);

describe('takeRateLimitHit', () => {
  it('allows `limit` hits per window and key, refuses the next, and starts again once the window has passed', async () => {
    const { db } = connection;
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await takeRateLimitHit(db, 'form:a', RULE, at(i * 1000)));
    expect(hits).toEqual([true, true, true, false]);
    // Another key has its own window.
    expect(await takeRateLimitHit(db, 'form:b', RULE, at(5000))).toBe(true);
    // Still inside a's window: refused, and the refusal counts.
    expect(await takeRateLimitHit(db, 'form:a', RULE, at(59_000))).toBe(false);
    // A minute after the window opened, a's count starts again at this hit.
    expect(await takeRateLimitHit(db, 'form:a', RULE, at(60_000))).toBe(true);
    expect(await takeRateLimitHit(db, 'form:a', RULE, at(61_000))).toBe(true);
  });

  it('counts hits arriving together exactly (one row per key, updated atomically)', async () => {
    const { db } = connection;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => takeRateLimitHit(db, 'totem-search:t1', RULE, at(0))),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    const rows = await db.select().from(rateLimitWindows);
    expect(rows.find((r) => r.key === 'totem-search:t1')?.hits).toBe(10);
  });
});
