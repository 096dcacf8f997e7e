import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { config } from './config.ts';
import { progress } from './table.ts';

/**
 * How busy the machine was while a bench ran, and with what: the bench's own processes (this one
 * and every descendant, dead ones included through cutime/cstime), PostgreSQL and Redis (shared by
 * everyone on the machine), and everything else. Other people's test runs on the same two cores
 * inflate latencies; this line says how much of that there was.
 */
function machineBusyTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime */
  own: number;
  /** cutime + cstime: children it has waited for. */
  reaped: number;
}

function processes(): Map<number, ProcessInfo> {
  const found = new Map<number, ProcessInfo>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      found.set(Number(name), {
        pid: Number(name),
        ppid: Number(fields[1]),
        comm,
        own: Number(fields[11]) + Number(fields[12]),
        reaped: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

function ours(all: Map<number, ProcessInfo>): Set<number> {
  const tree = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const info of all.values()) {
      if (!tree.has(info.pid) && tree.has(info.ppid)) {
        tree.add(info.pid);
        grew = true;
      }
    }
  }
  return tree;
}

function groups(all: Map<number, ProcessInfo>) {
  const tree = ours(all);
  let bench = 0;
  let engines = 0;
  for (const info of all.values()) {
    if (tree.has(info.pid)) bench += info.own + (info.pid === process.pid ? info.reaped : 0);
    // The postmaster's cutime holds the CPU of every backend that has exited (a closed connection).
    else if (info.comm === 'postgres') engines += info.own + info.reaped;
    else if (info.comm.startsWith('redis-server')) engines += info.own;
  }
  return { bench, engines };
}

export interface MachineLoad {
  cores: number;
  /** Percent of all cores, averaged over the window. */
  busy: number;
  bench: number;
  engines: number;
  others: number;
  loadAverage: number;
}

export function machineMeter(): () => MachineLoad {
  const startMachine = machineBusyTicks();
  const startGroups = groups(processes());
  return () => {
    const endMachine = machineBusyTicks();
    const endGroups = groups(processes());
    const total = endMachine.total - startMachine.total || 1;
    const pct = (value: number) => (100 * value) / total;
    const busy = endMachine.busy - startMachine.busy;
    const bench = Math.max(0, endGroups.bench - startGroups.bench);
    const engines = Math.max(0, endGroups.engines - startGroups.engines);
    return {
      cores: cpus().length,
      busy: pct(busy),
      bench: pct(bench),
      engines: pct(engines),
      others: pct(Math.max(0, busy - bench - engines)),
      loadAverage: loadavg()[0] ?? 0,
    };
  };
}

/**
 * How fast a core of this machine runs right now: the milliseconds a fixed loop takes in this
 * process, the fastest of three. A VM's cores can run at half speed for minutes when its host is
 * busy, which no reading of /proc inside the VM shows; figures taken at different speeds are not
 * comparable, so every bench prints this before and after.
 */
export function coreSpeedMs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 50_000_000; i++) sum += i % 7;
    best = Math.min(best, performance.now() - started + (sum < 0 ? 1 : 0));
  }
  return best;
}

export function describeLoad(load: MachineLoad): string {
  return (
    `Machine (${load.cores} cores) busy ${load.busy.toFixed(0)}% of its capacity during this bench: ` +
    `the bench's processes ${load.bench.toFixed(0)}%, PostgreSQL and Redis ${load.engines.toFixed(0)}%, ` +
    `other work ${load.others.toFixed(0)}% (1-min load average at the end ${load.loadAverage.toFixed(1)}).`
  );
}

/**
 * BENCH_QUIET=1: before a bench, wait (up to `maxMs`) until other work has used less than 10% of
 * the machine for 5 s in a row, so one person's figures are not another person's test run.
 */
export async function waitForQuiet(maxMs: number): Promise<{ waitedMs: number; quiet: boolean }> {
  const started = Date.now();
  for (;;) {
    const meter = machineMeter();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const load = meter();
    if (load.others + load.engines < 10) return { waitedMs: Date.now() - started, quiet: true };
    if (Date.now() - started > maxMs) return { waitedMs: Date.now() - started, quiet: false };
  }
}

/** How many times `quietly` measures a series at most, unless told otherwise. */
export const QUIET_ATTEMPTS = 3;

/**
 * Runs a re-runnable measurement and says how much of the machine other work took meanwhile. With
 * BENCH_QUIET=1 it first waits for a quiet machine, and measures again (up to `attempts` times in
 * all) when other work took more than `threshold` percent of the machine during the measurement.
 */
export async function quietly<T>(
  label: string,
  run: () => Promise<T>,
  options: { threshold?: number; attempts?: number } = {},
): Promise<{ value: T; others: number }> {
  const threshold = options.threshold ?? 10;
  const attempts = options.attempts ?? QUIET_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    if (config.waitForQuiet) await waitForQuiet(config.quietMaxWaitMs / 4);
    const meter = machineMeter();
    const value = await run();
    const others = meter().others;
    if (!config.waitForQuiet || others <= threshold || attempt >= attempts) return { value, others };
    progress(`${label}: other work took ${others.toFixed(0)}% of the machine meanwhile; measuring again`);
  }
}
