/**
 * A staff list exported whole (docs/lists-export.md): a year of one workshop's appointments
 * (100,000 by default, BENCH_EXPORT_ROWS) made with generate_series SQL in a fresh PostgreSQL
 * database, then the Agenda of a month, half a year and the year downloaded as CSV (and the year
 * as XLSX) from a server process over loopback. Measured: the time to the last byte, the
 * server's resident memory (sampled every 20 ms) and its live heap (after a full GC, every MiB
 * received), each against its level before the download. The target is constant memory: the live
 * heap must not grow with the number of rows. Figures: docs/performance.md.
 *
 *   BENCH_ONLY=export node_modules/.bin/node tests/bench/run.ts
 */
import { now } from './support/clock.ts';
import { config } from './support/config.ts';
import { rssKiB } from './support/proc.ts';
import { createBenchDatabase, demoRows, type Replica, signInAs, startReplica } from './support/stack.ts';
import { progress, report, table } from './support/table.ts';

const ZONE = 'Europe/Rome';

function romeDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

/**
 * Downloads one file, reading it as it comes (never holding it). Meanwhile the server's RSS is
 * sampled every 20 ms, and every MiB received its heap is measured after a full GC: the live
 * memory the export holds at that point, garbage not counted.
 */
async function measure(url: string, token: string, server: Replica) {
  const inspector = server.inspector;
  if (!inspector) throw new Error('the server runs without an inspector');
  const heapBefore = (await inspector.memoryAfterGc()).heapUsed;
  const before = rssKiB(server.pid);
  let peak = before;
  let heapGrowth = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKiB(server.pid));
  }, 20);
  const t0 = now();
  let paused = 0;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`export refused: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  let nextCheck = 2 ** 20;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
    if (bytes >= nextCheck) {
      nextCheck += 2 ** 20;
      const t = now();
      heapGrowth = Math.max(heapGrowth, (await inspector.memoryAfterGc()).heapUsed - heapBefore);
      paused += now() - t;
    }
  }
  const seconds = (now() - t0 - paused) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKiB(server.pid));
  return {
    seconds,
    bytes,
    lines,
    beforeMiB: before / 1024,
    growthMiB: (peak - before) / 1024,
    heapGrowthMiB: heapGrowth / 2 ** 20,
  };
}

export async function listExportBench(): Promise<void> {
  const rows = config.listExport.rows;
  report(`## Staff list export (tests/bench/list-export.ts): ${rows.toLocaleString('en')} appointments\n`);
  const db = await createBenchDatabase();
  const server = await startReplica({ databaseUrl: db.url, seed: true, inspect: true });
  try {
    const demo = await demoRows(db.sql);
    progress(`generating ${rows.toLocaleString('en')} appointments over a year`);
    // Spread over the 365 days up to yesterday, 07:00–18:00, most booked and checked out, a tenth
    // walk-ins, one in twenty a no-show; names of realistic length, half with a vehicle model.
    await db.sql.unsafe(`
      insert into appointments (workshop_id, status_code, walk_in, license_plate, name, vehicle_model,
        tracking_code, booking_date_time, checkin_date_time, checkout_date_time)
      select '${demo.workshopID}',
        case when i % 20 = 5 then 1 else 11 end,
        i % 10 = 0,
        'BX' || lpad(i::text, 6, '0'), 'Cliente di prova numero ' || i,
        case when i % 2 = 0 then 'Panda' end,
        md5('export' || i),
        case when i % 10 <> 0 then t end,
        case when i % 20 <> 5 then t + interval '3 minutes' end,
        case when i % 20 <> 5 then t + interval '3 hours' end
      from (
        select i, date_trunc('day', now()) - make_interval(days => 1 + (i::bigint * 365 / ${rows})::int)
          + make_interval(mins => 7 * 60 + ((i * 37) % 660)) as t
        from generate_series(1, ${rows}) i
      ) g`);
    await db.sql`analyze appointments`;
    const manager = await signInAs(server.url, 'manager');
    const url = (format: string, days: number) =>
      `${server.url}/api/exports/appointments/agenda.${format}?${new URLSearchParams({
        workshopID: demo.workshopID,
        fromDay: romeDay(-days),
        toDay: romeDay(-1),
        lang: 'it',
      })}`;
    // A first small download warms the server (code, pools, plans): not counted.
    await measure(url('csv', 7), manager.token, server);
    const results: (string | number)[][] = [];
    for (const [format, days] of [
      ['csv', 30],
      ['csv', 182],
      ['csv', 365],
      ['xlsx', 365],
    ] as const) {
      progress(`${format}, ${days} days`);
      const m = await measure(url(format, days), manager.token, server);
      results.push([
        `${format.toUpperCase()}, ${days} days`,
        format === 'csv' ? m.lines - 1 : '',
        (m.bytes / 2 ** 20).toFixed(1),
        m.seconds.toFixed(2),
        format === 'csv' ? Math.round((m.lines - 1) / m.seconds) : '',
        m.beforeMiB.toFixed(0),
        m.growthMiB.toFixed(1),
        m.heapGrowthMiB.toFixed(1),
        'constant memory',
      ]);
    }
    report(
      table(
        `The Agenda of a period exported, ${rows.toLocaleString('en')} appointments in the year, one workshop`,
        [
          'file',
          'rows',
          'MiB',
          'seconds',
          'rows/s',
          'server RSS before, MiB',
          'peak RSS growth, MiB',
          'live heap growth, MiB',
          'target',
        ],
        results,
        [
          'Server process NODE_ENV=production on PostgreSQL, file read by the client as it comes; RSS of the server sampled every 20 ms.',
          'Live heap growth: the largest heapUsed after a full GC, taken every MiB received, over its level before (time spent in those GCs not counted).',
          'Peak RSS growth includes garbage V8 has not yet collected; constant memory is the live heap staying level from a month to the year.',
        ],
      ),
    );
  } finally {
    await server.stop();
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await listExportBench();
}
