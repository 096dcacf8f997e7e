import { forkWorker, type Worker } from './ipc.ts';

/** The driver's handle on a client fleet process (fleet-worker.ts). */
export interface FleetStatus {
  members: number;
  open: number;
  subscribed: number;
  errors: number;
  lastError: string;
  closedSockets: number;
  messageBytes: number;
  minVersion: number;
  maxVersion: number;
  ms?: number;
}

export interface SubscriptionSpec {
  token: string;
  query: string;
  variables: Record<string, unknown>;
  field: string;
  /** Keep every payload's time and version for `ordering`. */
  track?: boolean;
}

/** What tracked subscribers saw (fleet-worker.ts, `ordering`); times in ms. */
export interface OrderingReport {
  members: number;
  payloads: number;
  inversions: number;
  resent: number;
  oldRuleGaps: number;
  unreached: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

export interface PollResult {
  done: number;
  skipped: number;
  failed: number;
  bytes: number;
  latencies: number[];
}

export class Fleet {
  readonly worker: Worker;

  constructor(label: string) {
    this.worker = forkWorker(new URL('./fleet-worker.ts', import.meta.url), label, [
      '--max-old-space-size=4096',
    ]);
  }

  get pid() {
    return this.worker.pid;
  }

  /** Opens `count` more lean subscribers, spread round-robin over `urls` (ws://…/graphql). */
  subscribe(urls: string[], count: number, spec: SubscriptionSpec, parallel = 50) {
    return this.worker.request<FleetStatus>('subscribe', { urls, count, parallel, ...spec });
  }

  subscribeRetrying(urls: string[], count: number, spec: SubscriptionSpec, parallel = 50) {
    return this.worker.request<FleetStatus>('subscribeRetrying', { urls, count, parallel, ...spec });
  }

  setTargets(urls: string[]) {
    return this.worker.request('setTargets', { urls });
  }

  connectRaw(urls: string[], count: number) {
    return this.worker.request<FleetStatus>('connectRaw', { urls, count });
  }

  status() {
    return this.worker.request<FleetStatus>('status');
  }

  awaitEvent(key: number, expected: number, timeoutMs: number) {
    return this.worker.request<number>('awaitEvent', { key, expected, timeoutMs });
  }

  collect(keys: number[]) {
    return this.worker.request<Record<number, number[]>>('collect', { keys });
  }

  awaitResubscribed(since: number, timeoutMs: number) {
    return this.worker.request<FleetStatus & { connected: number[]; initial: number[] }>(
      'awaitResubscribed',
      {
        since,
        timeoutMs,
      },
    );
  }

  poll(args: {
    url: string;
    count: number;
    token: string;
    query: string;
    variables: Record<string, unknown>;
    periodMs: number;
    durationMs: number;
  }) {
    return this.worker.request<PollResult>('poll', args);
  }

  /** `bumps`: [version, time] flat, each time at or before the version was bumped. */
  ordering(bumps: number[]) {
    return this.worker.request<OrderingReport>('ordering', { bumps });
  }

  closeAll() {
    return this.worker.request<FleetStatus>('closeAll');
  }

  close() {
    return this.worker.close();
  }
}

export function wsUrl(httpUrl: string): string {
  return `${httpUrl.replace(/^http/, 'ws')}/graphql`;
}
