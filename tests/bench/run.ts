/**
 * `npm run bench`: every benchmark in one run, on loopback, real PostgreSQL (TEST_DATABASE_URL, an
 * admin URL: each bench makes a fresh database and drops it) and real Redis (a private
 * redis-server). Prints figures with their targets and ratios, never pass/fail; the figures of a
 * full run and how to read them are in docs/performance.md. BENCH_QUICK=1 for a smoke run; the
 * other knobs are in support/config.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { busyBench } from './busy.ts';
import { embeddedBench } from './embedded.ts';
import { lcpBench } from './lcp.ts';
import { listExportBench } from './list-export.ts';
import { memory } from './memory.ts';
import { messagingBench } from './messaging.ts';
import { nextCustomerBench } from './next-customer.ts';
import { pushLatency } from './push-latency.ts';
import { pushScale } from './push-scale.ts';
import { pushVsPolling } from './push-vs-polling.ts';
import { reconnectStorm } from './reconnect-storm.ts';
import { statisticsBench } from './statistics.ts';
import { cleanupAll, installCleanupHandlers } from './support/cleanup.ts';
import { now } from './support/clock.ts';
import { config, enabled } from './support/config.ts';
import { coreSpeedMs, describeLoad, machineMeter, waitForQuiet } from './support/machine.ts';
import { ADMIN_DATABASE_URL } from './support/stack.ts';
import { report } from './support/table.ts';
import { uploadBench } from './upload.ts';

function version(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return (result.stdout || result.stderr || '').trim().split('\n')[0] ?? '?';
}

/** The ETA bench is its own script (tests/bench/eta-accuracy.ts): run it and show what it prints. */
async function etaAccuracy(): Promise<void> {
  report('## 6. Waiting-time estimates (tests/bench/eta-accuracy.ts)\n');
  const script = fileURLToPath(new URL('./eta-accuracy.ts', import.meta.url));
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`eta-accuracy exited ${code}`)),
    );
  });
  report(output.trim());
  report('');
}

const BENCHES: { name: string; run: () => Promise<void> }[] = [
  { name: 'push', run: pushLatency },
  { name: 'memory', run: memory },
  { name: 'scale', run: pushScale },
  { name: 'polling', run: pushVsPolling },
  { name: 'storm', run: reconnectStorm },
  { name: 'next', run: nextCustomerBench },
  { name: 'eta', run: etaAccuracy },
  { name: 'messaging', run: messagingBench },
  { name: 'statistics', run: statisticsBench },
  { name: 'upload', run: uploadBench },
  { name: 'embedded', run: embeddedBench },
  { name: 'export', run: listExportBench },
  { name: 'busy', run: busyBench },
  { name: 'lcp', run: lcpBench },
];

async function main() {
  installCleanupHandlers();
  const started = now();
  const postgresVersion = version('psql', [ADMIN_DATABASE_URL, '-Atc', 'show server_version']);
  report(
    [
      `# Turno benchmarks${config.quick ? ' (BENCH_QUICK: smoke sizes, not the figures of record)' : ''}`,
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpus().length} cores (${cpus()[0]?.model ?? '?'}) · ` +
        `${(totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version} · PostgreSQL ${postgresVersion} · ` +
        `${version('redis-server', ['--version']).replace(/ sha=.*$/, '')} · loopback only`,
      '',
    ].join('\n'),
  );
  let failed = 0;
  for (const bench of BENCHES) {
    if (!enabled(bench.name)) continue;
    if (config.waitForQuiet) {
      const quiet = await waitForQuiet(config.quietMaxWaitMs);
      process.stderr.write(
        `  · waited ${(quiet.waitedMs / 1000).toFixed(0)} s for a quiet machine${quiet.quiet ? '' : ' (gave up)'}\n`,
      );
    }
    const speedBefore = coreSpeedMs();
    const load = machineMeter();
    const t0 = now();
    try {
      await bench.run();
    } catch (error) {
      failed += 1;
      report(`**${bench.name} failed:** ${error instanceof Error ? error.message : String(error)}\n`);
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      await cleanupAll();
    }
    const took = ((now() - t0) / 1000).toFixed(0);
    const speed = `A fixed loop took ${speedBefore.toFixed(0)} ms before and ${coreSpeedMs().toFixed(0)} ms after (core speed).`;
    report(`_${describeLoad(load())} Took ${took} s. ${speed}_\n`);
  }
  report(`Whole run: ${((now() - started) / 60_000).toFixed(1)} min.`);
  await cleanupAll();
  process.exitCode = failed ? 1 : 0;
}

main().catch(async (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  await cleanupAll();
  process.exit(1);
});
