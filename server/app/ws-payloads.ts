import type { ExecutionResult } from 'graphql';

/**
 * A subscription's `next` payload, serialised once for every socket it goes to
 * (docs/decisions/0030-subscription-payloads-serialised-once.md).
 *
 * Every subscriber of the same thing is handed the very same ExecutionResult object per build
 * (core/graphql/shared-subscription-execution.ts), and graphql-ws serialises it again for each
 * socket: with 500 screens on a busy workshop that was a quarter of the server's time
 * (docs/performance.md §13). graphql-ws lets `onNext` replace the payload but always serialises
 * the message itself, so the payload is replaced by a small marker naming the text serialised here
 * once, and the socket's `send` (`expandSharedPayload`) puts the text in the marker's place.
 *
 * A result with errors (rare, and serialised by graphql-ws with each error's `toJSON`) keeps
 * graphql-ws's own way.
 */

const KEY = '@turno/shared-payload';
/** How the marker ends a `next` message: `{"id":…,"type":"next","payload":{"@turno/shared-payload":7}}`. */
const MARK = `"payload":{"${KEY}":`;

const texts = new Map<number, string>();
const markers = new WeakMap<ExecutionResult, Readonly<Record<typeof KEY, number>>>();
// A result is held by every send in progress; once none holds it, its text goes too.
const forget = new FinalizationRegistry<number>((token) => texts.delete(token));
let lastToken = 0;

/** The marker to hand graphql-ws instead of `result`, or undefined to let it serialise `result`. */
export function sharedPayload(result: ExecutionResult): object | undefined {
  if (result.errors) return undefined;
  let marker = markers.get(result);
  if (!marker) {
    lastToken += 1;
    texts.set(lastToken, JSON.stringify(result));
    marker = { [KEY]: lastToken };
    markers.set(result, marker);
    forget.register(result, lastToken);
  }
  return marker;
}

/**
 * An outgoing message with its marker, if any, replaced by the payload's text. The marker can only
 * be the payload: a client's subscription id is a JSON string, in which an unescaped `"` cannot
 * appear, and graphql-ws writes `payload` last.
 */
export function expandSharedPayload(message: string): string {
  if (!message.endsWith('}}')) return message;
  const at = message.lastIndexOf(MARK);
  if (at < 0) return message;
  const text = texts.get(Number(message.slice(at + MARK.length, -2)));
  return text === undefined ? message : `${message.slice(0, at)}"payload":${text}}`;
}
