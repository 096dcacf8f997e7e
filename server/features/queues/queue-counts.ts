import type { RequestContext } from '../../core/context/context.ts';
import { notFound } from '../../core/graphql/errors.ts';
import type { Loaders } from '../../core/loaders/loaders.ts';
import { dayRange, workshopDay } from '../../core/workshop/workshop-day.ts';
import { countDay, countWaitingPerQueue, listQueues } from './queue-repository.ts';

export interface QueueCounts {
  workshopID: string;
  booked: number;
  checkedInBooked: number;
  checkedInRandom: number;
  accepted: number;
  managed: number;
  perQueue: { queueID: string; waiting: number }[];
}

/**
 * The counts of the workshop's calendar day (in its time zone) that contains `reference`. A booked
 * customer not yet arrived counts on their booking day; everyone else on their check-in day:
 * checkedInBooked (2), checkedInRandom (3) and accepted (4 or 5) are those checked in that day and
 * in that status now, managed is every one checked in that day with status 2 or more (spec §4), and
 * perQueue gives, for each queue that is not deleted, how many checked in that day still wait in it.
 * Deleted appointments never count.
 */
export async function queueCounts(
  ctx: RequestContext,
  loaders: Loaders,
  workshopID: string,
  reference: Date,
): Promise<QueueCounts> {
  const settings = await loaders.workshopSettings.load(workshopID);
  if (!settings) throw notFound('Workshop');
  const day = workshopDay(reference, settings.timeZone);
  const range = dayRange(day, day, settings.timeZone);
  const [counts, waiting, queues] = await Promise.all([
    countDay(ctx.db, workshopID, range),
    countWaitingPerQueue(ctx.db, workshopID, range),
    listQueues(ctx.db, workshopID),
  ]);
  const waitingByQueue = new Map(waiting.map((row) => [row.queueID, row.waiting]));
  return {
    workshopID,
    ...counts,
    perQueue: queues.map((queue) => ({
      queueID: queue.queueID,
      waiting: waitingByQueue.get(queue.queueID) ?? 0,
    })),
  };
}
