import type { Inspector } from './inspector.ts';
import { report, table } from './table.ts';

/** A V8 CPU profile as the inspector's Profiler.stop returns it. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

export async function startProfiling(inspector: Inspector): Promise<void> {
  await inspector.call('Profiler.enable');
  await inspector.call('Profiler.setSamplingInterval', { interval: 200 });
  await inspector.call('Profiler.start');
}

export async function stopProfiling(inspector: Inspector): Promise<CpuProfile> {
  const { profile } = await inspector.call<{ profile: CpuProfile }>('Profiler.stop');
  await inspector.call('Profiler.disable');
  return profile;
}

/** Where a frame's code lives: a package, a server folder, Node itself, or V8 (GC, idle...). */
function moduleOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0] ?? url;
  const own = /\/(server|shared)\/(.+?)\/?[^/]*$/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return url.split('/').slice(-2).join('/');
}

export interface ProfileSummary {
  totalMs: number;
  /** Share of samples that were not idle. */
  busyMs: number;
  functions: { name: string; where: string; selfMs: number; share: number }[];
  modules: { module: string; selfMs: number; share: number }[];
  /**
   * Busy time charged to the nearest Turno function (server/ or shared/) on the stack: which of our
   * own code paths the library time above was spent for.
   */
  callers: { name: string; where: string; selfMs: number; share: number }[];
}

const OWN_CODE = /\/(server|shared)\/.*\.ts$/;

/** Self time by function and by module, busiest first; "(idle)" is left out of the shares. */
export function summarizeProfile(profile: CpuProfile, top = 15): ProfileSummary {
  const totalHits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerHit = totalHits ? totalMs / totalHits : 0;
  const byFunction = new Map<string, { name: string; where: string; hits: number }>();
  const byModule = new Map<string, number>();
  let idleHits = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') {
      idleHits += functionName === '(idle)' ? hits : 0;
      if (functionName === '(idle)') continue;
    }
    const where = url ? `${url.replace(/^.*\/(node_modules|server|shared)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName}@${where}`;
    const entry = byFunction.get(key) ?? { name: functionName || '(anonymous)', where, hits: 0 };
    entry.hits += hits;
    byFunction.set(key, entry);
    const module = moduleOf(url, functionName);
    byModule.set(module, (byModule.get(module) ?? 0) + hits);
  }
  const busyHits = totalHits - idleHits;
  const share = (hits: number) => (busyHits ? hits / busyHits : 0);
  const parent = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const byCaller = new Map<string, { name: string; where: string; hits: number }>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits || node.callFrame.functionName === '(idle)') continue;
    let frame: ProfileNode | undefined = node;
    while (frame && !OWN_CODE.test(frame.callFrame.url)) frame = parent.get(frame.id);
    const name = frame ? frame.callFrame.functionName || '(anonymous)' : '(no Turno function on the stack)';
    const where = frame
      ? `${frame.callFrame.url.replace(/^.*\/(server|shared)\//, '$1/')}:${frame.callFrame.lineNumber + 1}`
      : '';
    const key = `${name}@${where}`;
    const entry = byCaller.get(key) ?? { name, where, hits: 0 };
    entry.hits += hits;
    byCaller.set(key, entry);
  }
  return {
    callers: [...byCaller.values()]
      .sort((a, b) => b.hits - a.hits)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, selfMs: f.hits * msPerHit, share: share(f.hits) })),
    totalMs,
    busyMs: busyHits * msPerHit,
    functions: [...byFunction.values()]
      .sort((a, b) => b.hits - a.hits)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, selfMs: f.hits * msPerHit, share: share(f.hits) })),
    modules: [...byModule.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([module, hits]) => ({ module, selfMs: hits * msPerHit, share: share(hits) })),
  };
}

/** A sampling heap profile: the allocations still alive when it stops, by allocation site. */
interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

export async function startHeapSampling(inspector: Inspector): Promise<void> {
  await inspector.call('HeapProfiler.enable');
  await inspector.call('HeapProfiler.startSampling', { samplingInterval: 1024 });
}

/** Stops sampling (after a forced GC, so what remains is retained) and sums bytes by site. */
export async function stopHeapSampling(inspector: Inspector, top = 15) {
  await inspector.call('HeapProfiler.collectGarbage');
  const { profile } = await inspector.call<{ profile: { head: HeapNode } }>('HeapProfiler.stopSampling');
  const bySite = new Map<string, { name: string; where: string; bytes: number; module: string }>();
  const byModule = new Map<string, number>();
  let total = 0;
  const visit = (node: HeapNode) => {
    if (node.selfSize) {
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url
        ? `${url.replace(/^.*\/(node_modules|server|shared)\//, '$1/')}:${lineNumber + 1}`
        : '';
      const key = `${functionName}@${where}`;
      const module = moduleOf(url, functionName);
      const entry = bySite.get(key) ?? { name: functionName || '(anonymous)', where, bytes: 0, module };
      entry.bytes += node.selfSize;
      bySite.set(key, entry);
      byModule.set(module, (byModule.get(module) ?? 0) + node.selfSize);
      total += node.selfSize;
    }
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  return {
    total,
    sites: [...bySite.values()].sort((a, b) => b.bytes - a.bytes).slice(0, top),
    modules: [...byModule.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([module, bytes]) => ({ module, bytes })),
  };
}

/** The three tables of a CPU profile: by module, by function, and by the Turno code that paid. */
export function reportProfile(title: string, profile: ProfileSummary): void {
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  report(
    table(
      `${title}: self time by module`,
      ['module', 'self ms', 'share of busy time'],
      profile.modules.map((m) => [m.module, m.selfMs, pct(m.share)]),
      [`Window ${profile.totalMs.toFixed(0)} ms, busy ${profile.busyMs.toFixed(0)} ms (the rest idle).`],
    ),
  );
  report(
    table(
      `${title}: hottest functions (self time)`,
      ['function', 'where', 'self ms', 'share'],
      profile.functions.map((f) => [f.name, f.where, f.selfMs, pct(f.share)]),
    ),
  );
  report(
    table(
      `${title}: busy time by the nearest Turno function on the stack`,
      ['Turno function', 'where', 'ms (itself and the libraries it called)', 'share'],
      profile.callers.map((f) => [f.name, f.where, f.selfMs, pct(f.share)]),
    ),
  );
}
