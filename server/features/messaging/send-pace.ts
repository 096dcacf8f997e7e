import { TokenBucket } from 'limiter';

/**
 * The pace of a process's senders (MESSAGE_SEND_RATE, docs/messaging.md "Pace"): a batch takes its
 * share of a token bucket before it claims its messages, so a morning's backlog drains at a steady
 * rate and leaves the CPU and the database to the desks, and the lease is not spent waiting.
 * Takers are served in the order they came (the bucket queues them).
 */
export interface SendPace {
  take(count: number): Promise<void>;
}

const UNPACED: SendPace = { take: async () => undefined };

/** `perSecond` 0 is no pace. `burst` is what may start at once after a quiet spell. */
export function sendPace(perSecond: number, burst: number): SendPace {
  if (perSecond <= 0) return UNPACED;
  const bucket = new TokenBucket({ bucketSize: burst, tokensPerInterval: perSecond, interval: 'second' });
  // A bucket starts empty; a quiet sender has its burst ready.
  bucket.content = burst;
  return {
    async take(count) {
      await bucket.removeTokens(Math.min(count, burst));
    },
  };
}
