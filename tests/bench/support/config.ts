/**
 * Sizes of every bench, from the environment. BENCH_QUICK=1 is a smoke run of about two minutes
 * that exercises every path with small numbers; the default is the full sizes (~12 min).
 *
 *   BENCH_ONLY=push,memory,scale,polling,storm,next,eta,messaging,statistics,upload,embedded,export,busy   run only these (comma-separated)
 *   BENCH_SIZES=100,1000,2000   subscriber counts for push latency
 *   BENCH_SCALE_SIZES=5000,10000  subscribers over 20 workshops for push at scale (and _WORKSHOPS, _FLEETS, _SINGLE=0)
 *   BENCH_EVENTS=30             measured events per size
 *   BENCH_CLIENTS=2000          sockets for memory, screens for polling, clients for the storm
 *   BENCH_POLL_SECONDS=60       length of each push-vs-polling phase
 *   BENCH_NEXT_SECONDS=10       length of each nextCustomer contention run
 *   BENCH_HISTORY=100000        historical takes inserted to age the tables
 *   BENCH_OPEN_TXN_SECONDS=60   how long the idle-in-transaction connection stays open
 *   BENCH_EMBEDDED_DESKS=1,2,4  desks working at once on the embedded default (and _SECONDS, _SCREENS)
 *   BENCH_PROFILE=0             skip the CPU profiles (largest fan-out, reconnect storm)
 *   BENCH_EXPORT_ROWS=100000    a year of appointments exported by the list-export bench
 *   BENCH_BUSY_SECONDS=60       how long the desks of the busy workshop call customers, per setup
 *   BENCH_QUIET=1               before each bench, wait (up to 10 min) for other work on the machine to stop
 */
const env = process.env;
const quick = env.BENCH_QUICK === '1';

const num = (name: string, full: number, smoke: number) => {
  const value = env[name];
  return value ? Number(value) : quick ? smoke : full;
};
const list = (name: string, full: number[], smoke: number[]) => {
  const value = env[name];
  return value ? value.split(',').map(Number) : quick ? smoke : full;
};

export const config = {
  quick,
  waitForQuiet: env.BENCH_QUIET === '1',
  quietMaxWaitMs: 10 * 60_000,
  only: env.BENCH_ONLY ? env.BENCH_ONLY.split(',').map((s) => s.trim()) : null,
  push: {
    sizes: list('BENCH_SIZES', [100, 1000, 2000], [50, 200]),
    events: num('BENCH_EVENTS', 30, 6),
    /** An expected event not received within this time of its mutation counts as lost. */
    lostAfterMs: 5000,
    profile: env.BENCH_PROFILE !== '0',
    profileEvents: quick ? 5 : 10,
  },
  memory: { sockets: num('BENCH_CLIENTS', 2000, 300) },
  polling: {
    screens: num('BENCH_CLIENTS', 2000, 300),
    durationMs: num('BENCH_POLL_SECONDS', 60, 10) * 1000,
    periodMs: 5000,
    changeEveryMs: 1000,
  },
  storm: { clients: num('BENCH_CLIENTS', 2000, 300), timeoutMs: 60_000 },
  embedded: {
    /** Desks working whole visits at once on the embedded default. */
    desks: list('BENCH_EMBEDDED_DESKS', [1, 2, 4], [1, 2]),
    durationMs: num('BENCH_EMBEDDED_SECONDS', 20, 5) * 1000,
    /** Live screens of one workshop while a desk works. */
    screens: list('BENCH_EMBEDDED_SCREENS', [100, 500, 1000], [50, 200]),
    events: num('BENCH_EVENTS', 30, 6),
  },
  messaging: {
    messages: num('BENCH_MESSAGES', 10_000, 2_000),
    /** How long nextCustomer is measured alone, before the messages come due. */
    baselineMs: num('BENCH_NEXT_SECONDS', 10, 3) * 1000,
    /** The servers' MESSAGE_SEND_RATE (0: no pace); the server's own default when unset. */
    sendRate: process.env.BENCH_SEND_RATE,
  },
  next: {
    boxes: list('BENCH_BOXES', [2, 8, 32], [2, 8]),
    durationMs: num('BENCH_NEXT_SECONDS', 10, 3) * 1000,
    /** Customers kept waiting in the contended queue (a busy workshop's morning). */
    waiting: 50,
    history: num('BENCH_HISTORY', 100_000, 5_000),
    openTxnMs: num('BENCH_OPEN_TXN_SECONDS', 60, 15) * 1000,
  },
  scale: {
    /** Subscribers over all workshops, held on two replicas (then on one, for its ceiling). */
    sizes: list('BENCH_SCALE_SIZES', [5000, 10_000], [400, 1000]),
    workshops: num('BENCH_SCALE_WORKSHOPS', 20, 20),
    /** Client processes: about 2,500 sockets each. */
    fleets: num('BENCH_SCALE_FLEETS', 4, 2),
    events: num('BENCH_EVENTS', 30, 6),
    /** Also measure one replica at the same sizes (its ceiling). */
    single: env.BENCH_SCALE_SINGLE !== '0',
  },
  upload: { rows: num('BENCH_UPLOAD_ROWS', 50_000, 5_000) },
  listExport: { rows: num('BENCH_EXPORT_ROWS', 100_000, 10_000) },
  busy: { seconds: num('BENCH_BUSY_SECONDS', 60, 10) },
};

export function enabled(name: string): boolean {
  return !config.only || config.only.includes(name);
}
