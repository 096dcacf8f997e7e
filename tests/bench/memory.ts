/**
 * Memory per idle subscription: the server's resident memory (VmRSS) and V8 heap before and after
 * 2,000 idle graphql-ws subscriptions, beside a bare `ws` server holding as many sockets, measured
 * the same way in the same run. Method and limits: docs/performance.md.
 *
 *   node_modules/.bin/node tests/bench/memory.ts
 */
import { runAlone } from './support/cleanup.ts';
import { sleep } from './support/clock.ts';
import { config } from './support/config.ts';
import { startHeapSampling, stopHeapSampling } from './support/cpu-profile.ts';
import { BOXES_CHANGED } from './support/documents.ts';
import { Fleet, wsUrl } from './support/fleet.ts';
import { startFloorServer } from './support/floor.ts';
import type { Inspector } from './support/inspector.ts';
import { rssKiB } from './support/proc.ts';
import { createBenchDatabase, demoRows, signInAs, startReplica } from './support/stack.ts';
import { type Cell, progress, ratio, report, table } from './support/table.ts';

/** How long the sockets sit idle before the reading, and how many readings are averaged. */
const SETTLE_MS = 3000;
const READINGS = 5;

interface Reading {
  /** Mean of READINGS VmRSS samples, 200 ms apart, no GC forced (KiB). */
  rss: number;
  /** After two forced full GCs (inspector): VmRSS and process.memoryUsage() (KiB). */
  rssAfterGc: number;
  heapUsed: number;
  external: number;
}

/**
 * `collectFirst` forces the GCs before the plain RSS samples too: the "before" reading must not
 * hold the warm-up's garbage, or V8 collecting it while the sockets open makes the difference
 * negative.
 */
async function read(pid: number, inspector: Inspector, collectFirst = false): Promise<Reading> {
  if (collectFirst) {
    await inspector.memoryAfterGc();
    await sleep(300);
  }
  let sum = 0;
  for (let i = 0; i < READINGS; i++) {
    sum += rssKiB(pid);
    await sleep(200);
  }
  const usage = await inspector.memoryAfterGc();
  await sleep(300);
  return {
    rss: sum / READINGS,
    rssAfterGc: rssKiB(pid),
    heapUsed: usage.heapUsed / 1024,
    external: (usage.external + usage.arrayBuffers) / 1024,
  };
}

function perSocket(before: Reading, after: Reading, count: number) {
  return {
    rss: (after.rss - before.rss) / count,
    rssAfterGc: (after.rssAfterGc - before.rssAfterGc) / count,
    heapUsed: (after.heapUsed - before.heapUsed) / count,
    external: (after.external - before.external) / count,
  };
}

export async function memory(): Promise<void> {
  report('## 2. Memory per idle subscription\n');
  const count = config.memory.sockets;
  const db = await createBenchDatabase();
  const fleet = new Fleet('memory fleet');
  try {
    // The bare-ws floor first, on a quiet machine.
    const floor = await startFloorServer('memory floor', true);
    if (!floor.inspector) throw new Error('floor without inspector');
    await fleet.connectRaw([floor.url], 50);
    await fleet.closeAll();
    await sleep(1000);
    const floorBefore = await read(floor.pid, floor.inspector, true);
    const opened = await fleet.connectRaw([floor.url], count);
    if (opened.open !== count) throw new Error(`floor: ${opened.open}/${count} open`);
    await sleep(SETTLE_MS);
    const floorAfter = await read(floor.pid, floor.inspector);
    await fleet.closeAll();
    await floor.close();
    progress(`bare ws: ${(floorAfter.rss - floorBefore.rss).toFixed(0)} KiB for ${count} sockets`);

    const server = await startReplica({ databaseUrl: db.url, seed: true, inspect: true });
    if (!server.inspector) throw new Error('server without inspector');
    const demo = await demoRows(db.sql);
    const spec = {
      token: (await signInAs(server.url, 'manager')).token,
      query: BOXES_CHANGED,
      variables: { workshopID: demo.workshopID },
      field: 'boxesChanged',
    };
    // Warm-up: the first subscriptions compile and cache what every later one reuses.
    await fleet.subscribe([wsUrl(server.url)], 50, spec);
    await fleet.closeAll();
    await sleep(1000);
    const before = await read(server.pid, server.inspector, true);
    const subscribed = await fleet.subscribe([wsUrl(server.url)], count, spec);
    if (subscribed.subscribed !== count)
      throw new Error(`${subscribed.subscribed}/${count} subscribed (${subscribed.lastError})`);
    await sleep(SETTLE_MS);
    const after = await read(server.pid, server.inspector);
    progress(`graphql-ws: ${(after.rss - before.rss).toFixed(0)} KiB for ${count} subscriptions`);
    await fleet.closeAll();
    // A second pass under the sampling heap profiler: what the retained bytes are, by allocation site.
    await sleep(1000);
    await startHeapSampling(server.inspector);
    await fleet.subscribe([wsUrl(server.url)], count, spec);
    await sleep(SETTLE_MS);
    const retained = await stopHeapSampling(server.inspector, 15);
    await fleet.closeAll();
    await server.stop();

    const graphql = perSocket(before, after, count);
    const bare = perSocket(floorBefore, floorAfter, count);
    const rows: Cell[][] = [
      [
        'GraphQL subscription (server process)',
        before.rss / 1024,
        after.rss / 1024,
        graphql.rss,
        graphql.rssAfterGc,
        graphql.heapUsed,
        graphql.external,
      ],
      [
        'bare ws socket (floor process)',
        floorBefore.rss / 1024,
        floorAfter.rss / 1024,
        bare.rss,
        bare.rssAfterGc,
        bare.heapUsed,
        bare.external,
      ],
    ];
    report(
      table(
        `Memory with ${count.toLocaleString('en-US')} idle sockets`,
        [
          'what',
          'RSS before, MiB',
          'RSS after, MiB',
          'KiB/socket (RSS)',
          'KiB/socket (RSS after GC)',
          'KiB/socket (V8 heap used)',
          'KiB/socket (external + buffers)',
        ],
        rows,
        [
          'RSS: mean of 5 VmRSS readings 200 ms apart, 3 s after the last socket subscribed, no GC forced ' +
            '(the "before" reading is taken after two forced GCs, so it holds none of the warm-up\'s garbage). ' +
            '"after GC": VmRSS and process.memoryUsage() after two full GCs forced through the inspector.',
        ],
      ),
    );
    report(
      table(
        'Targets',
        ['figure', 'value, KiB', 'target', 'ratio'],
        [
          ['RSS per subscription', graphql.rss, '≤ 50 KiB', ratio(graphql.rss, 50)],
          [
            'RSS per subscription vs bare ws socket',
            graphql.rss,
            `≤ 2× ${bare.rss.toFixed(1)} = ${(2 * bare.rss).toFixed(1)}`,
            ratio(graphql.rss, 2 * bare.rss),
          ],
          ['RSS after GC per subscription', graphql.rssAfterGc, '≤ 16 KiB', ratio(graphql.rssAfterGc, 16)],
          [
            'RSS after GC vs bare ws socket after GC',
            graphql.rssAfterGc,
            `≤ 2× ${bare.rssAfterGc.toFixed(1)} = ${(2 * bare.rssAfterGc).toFixed(1)}`,
            ratio(graphql.rssAfterGc, 2 * bare.rssAfterGc),
          ],
        ],
      ),
    );
    const kib = (bytes: number) => bytes / 1024 / count;
    report(
      table(
        `What a subscription keeps: live heap by allocation site (sampling heap profiler), bytes per subscription`,
        ['allocated in', 'where', 'module', 'bytes/subscription'],
        retained.sites.map((site) => [
          site.name,
          site.where,
          site.module,
          Math.round(kib(site.bytes) * 1024),
        ]),
        [
          `Sampled live heap allocated while ${count.toLocaleString('en-US')} subscriptions opened: ` +
            `${kib(retained.total).toFixed(1)} KiB per subscription in all. By module: ` +
            retained.modules
              .slice(0, 8)
              .map((m) => `${m.module} ${kib(m.bytes).toFixed(1)}`)
              .join(', ') +
            ' (KiB per subscription).',
        ],
      ),
    );
  } finally {
    await fleet.close();
    await db.drop();
  }
}

if (import.meta.main) runAlone(memory);
