import type { SubscriptionCaps } from '../core/config/env.ts';
import { AppError } from '../core/graphql/errors.ts';

export const TOO_MANY_SUBSCRIPTIONS = 'TOO_MANY_SUBSCRIPTIONS';

/** Which cap a refused subscribe met. */
export type CapReached = 'socket' | 'address';

/** The running subscriptions by kind (`turno_subscriptions`). */
interface KindGauge {
  inc(labels: { kind: string }): void;
  dec(labels: { kind: string }): void;
}

/**
 * One socket's running subscriptions. Each is keyed by its Subscribe message's payload, which
 * graphql-ws hands to every hook of that subscription: an id may be used again while its previous
 * subscription is still ending, and each must free its own place exactly once.
 */
export interface SocketSubscriptions {
  /** Takes a place before anything about the subscription is known; the cap it met, or null. */
  reserve(key: object): CapReached | null;
  /** Names a reserved subscription's kind, from which on it counts in the gauge. */
  started(key: object, kind: string): void;
  /** The kind of a started subscription. */
  kindOf(key: object): string | undefined;
  /** Frees the subscription's place; again, or for a key never reserved, does nothing. */
  release(key: object): void;
  /** The socket closed: every place is freed and no further one is taken. */
  close(): void;
}

/**
 * The caps on running subscriptions of one process: per socket, and across every anonymous socket
 * of one client address (customers' phones behind one waiting room's NAT share it). A place is
 * reserved first and the caps checked after, so subscribes arriving together cannot overshoot.
 */
export function subscriptionCaps(caps: SubscriptionCaps, gauge: KindGauge) {
  const byAddress = new Map<string, number>();

  const take = (address: string) => {
    const count = (byAddress.get(address) ?? 0) + 1;
    byAddress.set(address, count);
    return count;
  };
  const give = (address: string) => {
    const count = (byAddress.get(address) ?? 0) - 1;
    if (count > 0) byAddress.set(address, count);
    else byAddress.delete(address);
  };

  return {
    /** The ledger of one socket: `anonymousAddress` is its client address, null when signed in. */
    forSocket(anonymousAddress: string | null): SocketSubscriptions {
      // The kind once started, null while only reserved.
      const running = new Map<object, string | null>();
      let closed = false;
      const release = (key: object) => {
        if (!running.has(key)) return;
        const kind = running.get(key);
        running.delete(key);
        if (anonymousAddress !== null) give(anonymousAddress);
        if (kind) gauge.dec({ kind });
      };
      return {
        reserve(key) {
          if (closed) return 'socket';
          if (running.has(key)) return null;
          running.set(key, null);
          const onAddress = anonymousAddress === null ? 0 : take(anonymousAddress);
          const reached =
            running.size > caps.perSocket
              ? 'socket'
              : onAddress > caps.perAnonymousAddress
                ? 'address'
                : null;
          if (reached) release(key);
          return reached;
        },
        started(key, kind) {
          if (running.get(key) !== null) return;
          running.set(key, kind);
          gauge.inc({ kind });
        },
        kindOf: (key) => running.get(key) ?? undefined,
        release,
        close() {
          closed = true;
          for (const key of [...running.keys()]) release(key);
        },
      };
    },
    /** Subscriptions running now on the anonymous sockets of `address`. */
    onAddress: (address: string) => byAddress.get(address) ?? 0,
  };
}

/** The error a subscribe past a cap gets, on its own subscription id; the socket stays open. */
export function tooManySubscriptions(reached: CapReached, caps: SubscriptionCaps): AppError {
  return reached === 'socket'
    ? new AppError(
        TOO_MANY_SUBSCRIPTIONS,
        `Too many subscriptions on this connection (at most ${caps.perSocket} at once).`,
        { cap: 'socket', max: caps.perSocket },
      )
    : new AppError(
        TOO_MANY_SUBSCRIPTIONS,
        `Too many subscriptions from this address (at most ${caps.perAnonymousAddress} at once).`,
        { cap: 'address', max: caps.perAnonymousAddress },
      );
}
