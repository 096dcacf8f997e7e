import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** What the kernel says about another process: resident memory and CPU time, from /proc. */

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** VmRSS in KiB. */
export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

export interface CpuTimes {
  /** utime: the process's own code (JavaScript, V8, libuv). */
  user: number;
  /** stime: the kernel on its behalf (socket writes, which on loopback include the TCP receive path). */
  sys: number;
}

/** utime and stime of the process (all its threads), in milliseconds; resolution 1/CLK_TCK s. */
export function cpuTimes(pid: number): CpuTimes {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    user: (Number(fields[11]) * 1000) / ticksPerSecond,
    sys: (Number(fields[12]) * 1000) / ticksPerSecond,
  };
}

export function cpuMs(pid: number): number {
  const { user, sys } = cpuTimes(pid);
  return user + sys;
}

/** CPU (user + sys, ms) used by a set of processes since the meter was made. */
export function cpuMeter(pids: number[]) {
  const split = cpuSplitMeter(pids);
  return () => {
    const { user, sys } = split();
    return user + sys;
  };
}

export function cpuSplitMeter(pids: number[]): () => CpuTimes {
  const start = pids.map(cpuTimes);
  return () =>
    pids.reduce(
      (sum, pid, i) => {
        const times = cpuTimes(pid);
        return {
          user: sum.user + times.user - (start[i]?.user ?? 0),
          sys: sum.sys + times.sys - (start[i]?.sys ?? 0),
        };
      },
      { user: 0, sys: 0 },
    );
}
