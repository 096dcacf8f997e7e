import { createHash } from 'node:crypto';

/**
 * The id of the job that makes delivery attempt `attempts + 1` of a message. pg-boss ignores a job
 * whose id it already holds, so whoever queues that attempt (the request after its commit, the
 * sweep, a retry) queues it once. The first attempt's job has the message's own id; later ones a
 * name-based UUID of (message id, attempt), the same on every replica. `salt` gives a fresh id to
 * a job that re-queues a message whose own job ended without sending it.
 */
export function deliveryJobId(messageID: string, attempts: number, salt?: string): string {
  if (attempts === 0 && !salt) return messageID;
  const hash = createHash('sha1')
    .update(`${messageID}:${attempts}:${salt ?? ''}`)
    .digest('hex');
  // Shaped as a version-5 UUID (RFC 9562 §5.5): pg-boss job ids are uuids.
  const variant = ((Number.parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}
