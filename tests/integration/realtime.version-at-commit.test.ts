import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../server/core/db/client.ts';
import { openAndMigrate } from '../../server/core/db/migrate.ts';
import { rateLimitWindows, workshopEventVersions, workshops } from '../../server/core/db/schema/index.ts';
import type { Logger } from '../../server/core/logger/logger.ts';
import {
  changeNamingNothing,
  publishCommittedChange,
  versionAtCommit,
} from '../../server/core/realtime/publish-change.ts';
import type { TurnoPubSub } from '../../server/core/realtime/pubsub.ts';
import { queryRows } from '../support/partial-migrations.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// A desk action's version is taken by its own transaction, in the write of its COMMIT
// (core/realtime/publish-change.ts, versionAtCommit): on both databases Turno runs on, the bump
// commits with the change or not at all, and a bump that failed means the change did not commit.

const backends = [
  { name: 'PGlite', postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

function recordingBus() {
  const published: { workshopID: string; version: number }[] = [];
  const pubsub = {
    publish: (_topic: string, workshopID: string, event: { version: number }) => {
      published.push({ workshopID, version: event.version });
    },
  } as unknown as TurnoPubSub;
  const logger = { warn: () => {} } as unknown as Logger;
  return { published, services: { pubsub, logger } };
}

describe.each(backends)('a version taken at commit on $name', ({ postgres }) => {
  let database: TestDatabase | undefined;
  let connection: DatabaseConnection;
  const workshopID = randomUUID();

  beforeAll(async () => {
    database = postgres ? await createTestDatabase() : undefined;
    connection = await openAndMigrate({ url: database?.url, dataDir: 'memory://', poolSize: 4 });
    await connection.db.insert(workshops).values({ workshopID, workshopCode: 'VAC', name: 'Officina VAC' });
  });

  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  const counter = async () =>
    (
      await connection.db
        .select()
        .from(workshopEventVersions)
        .where(eq(workshopEventVersions.workshopID, workshopID))
    )[0]?.version ?? 0;

  it('is the next version, committed by the same transaction as the change, then published', async () => {
    const before = await counter();
    const key = `vac-${randomUUID()}`;
    const outcome = await connection.db.transaction(async (tx) => {
      await tx.insert(rateLimitWindows).values({ key, windowStart: new Date(), hits: 1 });
      return { version: versionAtCommit(tx, workshopID) };
    });
    const { published, services } = recordingBus();
    await publishCommittedChange(services, changeNamingNothing(workshopID), outcome.version);
    expect(published).toEqual([{ workshopID, version: before + 1 }]);
    expect(await counter()).toBe(before + 1);
    // One transaction wrote both rows: the counter's new row version carries the change's id.
    const [written] = await queryRows<{ same: boolean }>(
      connection,
      sql`select (select xmin::text from rate_limit_windows where key = ${key})
               = (select xmin::text from workshop_event_versions where workshop_id = ${workshopID}) as same`,
    );
    expect(written?.same).toBe(true);
  });

  it('rolls back with the change, and a failed bump means nothing committed and nothing published', async () => {
    const before = await counter();
    const key = `vac-${randomUUID()}`;
    let version: Promise<number> | undefined;
    // An unknown workshop fails the counter's foreign key: the transaction aborts at its last statement.
    const done = connection.db
      .transaction(async (tx) => {
        await tx.insert(rateLimitWindows).values({ key, windowStart: new Date(), hits: 1 });
        version = versionAtCommit(tx, randomUUID());
        return { version };
      })
      .then(
        () => 'returned',
        () => 'threw',
      );
    // The drivers may report the COMMIT that PostgreSQL turned into a rollback as either.
    expect(['returned', 'threw']).toContain(await done);
    const { published, services } = recordingBus();
    await expect(
      publishCommittedChange(services, changeNamingNothing(workshopID), version as Promise<number>),
    ).rejects.toThrow();
    expect(published).toEqual([]);
    expect(await connection.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key))).toEqual(
      [],
    );
    expect(await counter()).toBe(before);
  });

  it('gives concurrent changes distinct versions in a row, none lost', async () => {
    const before = await counter();
    const versions = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const outcome = await connection.db.transaction(async (tx) => {
          await tx
            .insert(rateLimitWindows)
            .values({ key: `vac-${randomUUID()}`, windowStart: new Date(), hits: 1 });
          return { version: versionAtCommit(tx, workshopID) };
        });
        return outcome.version;
      }),
    );
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
  });
});
