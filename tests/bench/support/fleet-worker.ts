/**
 * A fleet of clients in its own process, so their CPU is not the server's: graphql-ws subscribers
 * (a lean client that speaks graphql-transport-ws, or the real graphql-ws `createClient` with the
 * SPA's retry and backoff), bare WebSocket receivers for the floors, or HTTP pollers. Every
 * receipt is stamped on the shared monotonic clock (clock.ts) the moment its frame is handled.
 * Driven by fleet.ts over IPC.
 */
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { reconnectDelay } from '../../../client/src/graphql/backoff.ts';
import { now, sleep } from './clock.ts';
import { serveCommands } from './ipc.ts';

interface Member {
  /** Last time an `initial: true` payload arrived (subscribed and holding the current state). */
  initialAt: number;
  /** Last connection_ack. */
  connectedAt: number;
  version: number;
  open: boolean;
  socket?: WebSocket;
  client?: Client;
  /** With `track`: every payload as [receipt time, version, 1 if initial], flat (see `ordering`). */
  timeline?: number[];
}

const members: Member[] = [];
/** Event key (workshop version, or floor sequence number) → receipt times. */
const receipts = new Map<number, number[]>();
let errors = 0;
let lastError = '';
/** Size of the last non-initial message, in bytes: the floors send payloads of the same size. */
let messageBytes = 0;
let closedSockets = 0;

function fail(message: string) {
  errors += 1;
  lastError = message;
}

function record(key: number, at: number, bytes: number) {
  let times = receipts.get(key);
  if (!times) {
    times = [];
    receipts.set(key, times);
  }
  times.push(at);
  messageBytes = bytes;
}

/** Runs `count` starts with at most `parallel` in flight (a burst of 2,000 handshakes is its own test). */
async function paced(count: number, parallel: number, start: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) await start(next++);
    }),
  );
}

interface SubscribeArgs {
  urls: string[];
  count: number;
  token: string;
  query: string;
  variables: Record<string, unknown>;
  /** The subscription's root field, e.g. boxesChanged. */
  field: string;
  parallel?: number;
  timeoutMs?: number;
  /** Keep each member's payload timeline for `ordering`. */
  track?: boolean;
}

type Payload = { version?: number; initial?: boolean };

/** The lean subscriber: one socket, connection_init, one subscribe; answers pings. */
function leanSubscriber(url: string, args: SubscribeArgs, member: Member): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    member.socket = socket;
    const timer = setTimeout(() => {
      fail('no initial payload in time');
      resolve();
    }, args.timeoutMs ?? 30_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (args.track) member.timeline = [];
    socket.on('open', () => {
      member.open = true;
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${args.token}` } }),
      );
    });
    socket.on('message', (data: Buffer) => {
      const at = now();
      const text = data.toString();
      const message = JSON.parse(text) as {
        type: string;
        payload?: { data?: Record<string, Payload> | null; errors?: unknown };
      };
      if (message.type === 'next') {
        const body = message.payload?.data?.[args.field];
        if (body) member.timeline?.push(at, body.version ?? -1, body.initial ? 1 : 0);
        if (!body) {
          fail(`payload without data: ${text.slice(0, 300)}`);
          done();
        } else if (body.initial) {
          member.initialAt = at;
          member.version = body.version ?? 0;
          done();
        } else record(body.version ?? -1, at, data.length);
      } else if (message.type === 'connection_ack') {
        member.connectedAt = at;
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: args.query, variables: args.variables },
          }),
        );
      } else if (message.type === 'ping') socket.send('{"type":"pong"}');
      else if (message.type === 'error' || message.type === 'complete') {
        fail(`${message.type}: ${text.slice(0, 300)}`);
        done();
      }
    });
    socket.on('error', (error) => {
      fail(error.message);
      done();
    });
    socket.on('close', () => {
      if (member.open) closedSockets += 1;
      member.open = false;
      done();
    });
  });
}

/** Where each retrying client connects next; the driver changes it (a proxy taking a replica out). */
let targets: string[] = [];

/** The SPA's client: graphql-ws createClient, lazy, retrying for ever with capped jittered backoff. */
function retryingSubscriber(i: number, args: SubscribeArgs, member: Member): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      fail('no initial payload in time');
      resolve();
    }, args.timeoutMs ?? 60_000);
    const client = createClient({
      url: () => targets[i % targets.length] ?? '',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { perMessageDeflate: false });
        }
      },
      connectionParams: { authorization: `Bearer ${args.token}` },
      lazy: true,
      keepAlive: 10_000,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => sleep(reconnectDelay(retries)),
      on: {
        connected: () => {
          member.connectedAt = now();
          member.open = true;
        },
        closed: () => {
          member.open = false;
        },
      },
    });
    member.client = client;
    client.subscribe<Record<string, Payload>>(
      { query: args.query, variables: args.variables },
      {
        next: (value) => {
          const at = now();
          const body = value.data?.[args.field];
          if (!body) {
            fail(`payload without data: ${JSON.stringify(value).slice(0, 300)}`);
            return;
          }
          if (body.initial) {
            member.initialAt = at;
            member.version = body.version ?? 0;
            clearTimeout(timer);
            resolve();
          } else record(body.version ?? -1, at, 0);
        },
        error: (error) => fail(error instanceof Error ? error.message : JSON.stringify(error).slice(0, 300)),
        complete: () => {},
      },
    );
  });
}

/** A bare WebSocket receiver for the floors: payloads are `{"seq":n,...}`. */
function rawReceiver(url: string, member: Member): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    member.socket = socket;
    socket.on('open', () => {
      member.open = true;
      member.connectedAt = now();
      resolve();
    });
    socket.on('message', (data: Buffer) => {
      const at = now();
      const message = JSON.parse(data.toString()) as { seq: number };
      record(message.seq, at, data.length);
    });
    socket.on('error', (error) => {
      fail(error.message);
      resolve();
    });
    socket.on('close', () => {
      member.open = false;
      resolve();
    });
  });
}

function newMember(): Member {
  const member: Member = { initialAt: 0, connectedAt: 0, version: 0, open: false };
  members.push(member);
  return member;
}

function status() {
  const versions = members.map((m) => m.version);
  return {
    members: members.length,
    open: members.filter((m) => m.open).length,
    subscribed: members.filter((m) => m.initialAt > 0).length,
    errors,
    lastError,
    closedSockets,
    messageBytes,
    minVersion: versions.length ? Math.min(...versions) : 0,
    maxVersion: versions.length ? Math.max(...versions) : 0,
  };
}

interface PollArgs {
  url: string;
  count: number;
  token: string;
  query: string;
  variables: Record<string, unknown>;
  periodMs: number;
  durationMs: number;
}

/** `count` screens each POSTing the query every periodMs, spread evenly over the period. */
async function poll(args: PollArgs) {
  const body = JSON.stringify({ query: args.query, variables: args.variables });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${args.token}` };
  const latencies: number[] = [];
  let done = 0;
  let skipped = 0;
  let failed = 0;
  let bytes = 0;
  const start = now() + 50;
  const end = start + args.durationMs;
  await Promise.all(
    Array.from({ length: args.count }, async (_, i) => {
      let due = start + (i * args.periodMs) / args.count;
      while (due < end) {
        const wait = due - now();
        if (wait > 0) await sleep(wait);
        const sent = now();
        try {
          const response = await fetch(args.url, { method: 'POST', headers, body });
          const text = await response.text();
          bytes += text.length;
          if (!response.ok || text.includes('"errors"'))
            fail(`poll: ${response.status} ${text.slice(0, 200)}`);
          latencies.push(now() - sent);
          done += 1;
        } catch (error) {
          failed += 1;
          fail(`poll: ${String(error)}`);
        }
        due += args.periodMs;
        // A screen whose previous poll is still out waits for the next slot instead of piling up.
        while (due < now()) {
          due += args.periodMs;
          skipped += 1;
        }
      }
    }),
  );
  return { done, skipped, failed, bytes, latencies };
}

/**
 * What the tracked members saw, against `bumps` ([version, time] flat: a time at or before which
 * the version was bumped). Staleness of version V on a member: from V's time to the first payload
 * that made the member hold V or a newer one (versions bumped before its first payload are not
 * counted; a version never reached counts until now). Inversions: payloads older than the one
 * before. Resent: whole states after the first (the screen reads its lists again). Old-rule gaps:
 * payloads the former client rule (anything but previous + 1) would have refetched for.
 */
function ordering(bumps: number[]) {
  const bumpedAt = new Map<number, number>();
  for (let i = 0; i < bumps.length; i += 2) bumpedAt.set(bumps[i] ?? 0, bumps[i + 1] ?? 0);
  const top = Math.max(0, ...bumpedAt.keys());
  const end = now();
  const staleness: number[] = [];
  let payloads = 0;
  let inversions = 0;
  let resent = 0;
  let oldRuleGaps = 0;
  let unreached = 0;
  for (const member of members) {
    const line = member.timeline;
    if (!line || line.length === 0) continue;
    let held = line[1] ?? 0;
    let previous = held;
    for (let i = 3; i < line.length; i += 3) {
      const at = line[i] ?? 0;
      const version = line[i + 1] ?? 0;
      const initial = line[i + 2] === 1;
      payloads += 1;
      if (version < previous) inversions += 1;
      if (initial) resent += 1;
      else if (version !== previous + 1) oldRuleGaps += 1;
      previous = version;
      for (let v = held + 1; v <= version; v++) {
        const bumped = bumpedAt.get(v);
        if (bumped !== undefined) staleness.push(at - bumped);
      }
      held = Math.max(held, version);
    }
    for (let v = held + 1; v <= top; v++) {
      const bumped = bumpedAt.get(v);
      if (bumped === undefined) continue;
      unreached += 1;
      staleness.push(end - bumped);
    }
  }
  staleness.sort((a, b) => a - b);
  const at = (p: number) => staleness[Math.min(staleness.length - 1, Math.floor(p * staleness.length))] ?? 0;
  return {
    members: members.filter((m) => m.timeline).length,
    payloads,
    inversions,
    resent,
    oldRuleGaps,
    unreached,
    samples: staleness.length,
    p50: at(0.5),
    p99: at(0.99),
    max: staleness.at(-1) ?? 0,
  };
}

serveCommands({
  pid: () => process.pid,

  /** Opens `count` more lean graphql-ws subscribers; resolves once each has its initial payload. */
  async subscribe(raw) {
    const args = raw as unknown as SubscribeArgs;
    const from = members.length;
    const started = now();
    await paced(args.count, args.parallel ?? 50, (i) =>
      leanSubscriber(args.urls[(from + i) % args.urls.length] ?? '', args, newMember()),
    );
    return { ...status(), ms: now() - started };
  },

  /** Opens `count` retrying createClient subscribers on `urls`; resolves once each is subscribed. */
  async subscribeRetrying(raw) {
    const args = raw as unknown as SubscribeArgs;
    targets = args.urls;
    const from = members.length;
    const started = now();
    await paced(args.count, args.parallel ?? 50, (i) => retryingSubscriber(from + i, args, newMember()));
    return { ...status(), ms: now() - started };
  },

  setTargets(args) {
    targets = args.urls as string[];
    return targets;
  },

  async connectRaw(args) {
    const urls = args.urls as string[];
    const count = args.count as number;
    const from = members.length;
    const started = now();
    await paced(count, 50, (i) => rawReceiver(urls[(from + i) % urls.length] ?? '', newMember()));
    return { ...status(), ms: now() - started };
  },

  status,

  /** Waits until `expected` receipts of event `key` are in, or the deadline; returns how many. */
  async awaitEvent(args) {
    const key = args.key as number;
    const expected = args.expected as number;
    const deadline = now() + (args.timeoutMs as number);
    while ((receipts.get(key)?.length ?? 0) < expected && now() < deadline) await sleep(2);
    return receipts.get(key)?.length ?? 0;
  },

  /** Hands over (and forgets) the receipt times of these events. */
  collect(args) {
    const out: Record<number, number[]> = {};
    for (const key of args.keys as number[]) {
      out[key] = receipts.get(key) ?? [];
      receipts.delete(key);
    }
    return out;
  },

  /**
   * After a restart at `since`: waits until every member is subscribed again with a fresh initial
   * payload (or the deadline), then returns each member's reconnection and initial-payload times.
   */
  async awaitResubscribed(args) {
    const since = args.since as number;
    const deadline = now() + (args.timeoutMs as number);
    while (members.some((m) => m.initialAt <= since) && now() < deadline) await sleep(20);
    return {
      connected: members.filter((m) => m.connectedAt > since).map((m) => m.connectedAt),
      initial: members.filter((m) => m.initialAt > since).map((m) => m.initialAt),
      ...status(),
    };
  },

  poll: (args) => poll(args as unknown as PollArgs),

  ordering: (args) => ordering(args.bumps as number[]),

  /** Closes every socket (the server sees the screens go) and forgets them. */
  async closeAll() {
    for (const member of members) {
      member.socket?.terminate();
      await member.client?.dispose();
    }
    members.length = 0;
    receipts.clear();
    closedSockets = 0;
    return status();
  },
});
