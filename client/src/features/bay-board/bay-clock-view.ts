/**
 * What a bay board row shows at a moment, from the server's clock data: pure, so the one ticking
 * timer of the board only has to call it (decision 0028).
 */

export interface BayClockData {
  stage: string;
  stageStartedAt: string | null;
  expectedEndAt: string | null;
  overrun: boolean;
}

export interface BayClockView {
  /** Milliseconds since the stage began; null without a start. */
  elapsedMs: number | null;
  /** The running job is past its expected end now (or the server already said so). */
  overrun: boolean;
  /** Minutes past the expected end while overrun (a started minute counts), else 0. */
  lateMinutes: number;
}

/** The row's clock at `nowMs`, the server's time as the screen reckons it. */
export function bayClockView(clock: BayClockData, nowMs: number): BayClockView {
  const start = clock.stageStartedAt ? Date.parse(clock.stageStartedAt) : Number.NaN;
  const end = clock.expectedEndAt ? Date.parse(clock.expectedEndAt) : Number.NaN;
  const pastEnd = Number.isFinite(end) && nowMs > end;
  const overrun = clock.stage === 'JOB_RUNNING' && (clock.overrun || pastEnd);
  return {
    elapsedMs: Number.isFinite(start) ? Math.max(0, nowMs - start) : null,
    overrun,
    lateMinutes: overrun && Number.isFinite(end) ? Math.max(1, Math.ceil((nowMs - end) / 60_000)) : 0,
  };
}

/** A duration as a wall clock reads it: `4:07` under an hour, `1:04:07` past it. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** The difference between the server's clock and this screen's, from an answer's `serverTime`. */
export function clockOffset(serverTime: string | null | undefined, receivedAtMs: number): number {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}
