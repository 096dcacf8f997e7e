import { useEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { useResubscribeOnError } from '../../graphql/use-resubscribe-on-error.ts';
import { StaffBoxesChangedSubscription, StaffQueueChangedSubscription } from './staff-operations.ts';

/**
 * Keeps a workshop's queues, counts and boxes live: graphcache writes every payload into the
 * normalized cache, so each query showing those entities updates in place. Several components
 * may call it; urql shares one subscription per workshop. `onMissed` runs when a queue event
 * was skipped (version gap), so the screen refetches what normalization cannot fix (list
 * membership).
 */
export function useLiveWorkshop(workshopID: string | null, onMissed?: () => void) {
  const pause = !workshopID;
  const [queues, resubscribeQueues] = useSubscription({
    query: StaffQueueChangedSubscription,
    variables: { workshopID: workshopID ?? '' },
    pause,
  });
  const [boxes, resubscribeBoxes] = useSubscription({
    query: StaffBoxesChangedSubscription,
    variables: { workshopID: workshopID ?? '' },
    pause,
  });
  // After a fatal close graphql-ws stops retrying: subscribe again; the first event is the whole state.
  useResubscribeOnError(queues.error, () => !pause && resubscribeQueues({ requestPolicy: 'network-only' }));
  useResubscribeOnError(boxes.error, () => !pause && resubscribeBoxes({ requestPolicy: 'network-only' }));

  const change = queues.data?.queueChanged ?? null;
  const lastVersion = useRef<number | null>(null);
  const missed = useRef(onMissed);
  missed.current = onMissed;
  useEffect(() => {
    if (!change) return;
    const previous = lastVersion.current;
    lastVersion.current = change.version;
    if (!change.initial && previous !== null && change.version > previous + 1) missed.current?.();
  }, [change]);

  return { lastQueueChange: change };
}
