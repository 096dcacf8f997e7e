import { nameBasedId } from '../../core/jobs/name-based-id.ts';

/**
 * The id of the job that makes delivery attempt `attempts + 1` of a message. pg-boss ignores a job
 * whose id it already holds, so whoever queues that attempt (the request after its commit, the
 * sweep, a retry) queues it once. The first attempt's job has the message's own id; later ones a
 * name-based UUID of (message id, attempt), the same on every replica. `salt` gives a fresh id to
 * a job that re-queues a message whose own job ended without sending it.
 */
export function deliveryJobId(messageID: string, attempts: number, salt?: string): string {
  if (attempts === 0 && !salt) return messageID;
  return nameBasedId(`${messageID}:${attempts}:${salt ?? ''}`);
}
