import { useRef } from 'react';
import { useSubscription } from 'urql';
import { StaffBoxesChangedSubscription, StaffQueueChangedSubscription } from '../graphql/staff-operations.ts';
import { membershipChanged } from './live-membership.ts';
import { useLiveStep } from './use-live-step.ts';
import { useOnReconnect } from './use-on-reconnect.ts';
import { useResubscribeOnError } from './use-resubscribe-on-error.ts';

/**
 * Keeps a workshop's queues, counts and boxes live: graphcache writes every payload into the
 * normalized cache, so each query showing those entities updates in place. Several components
 * may call it; urql shares one subscription per workshop. `onMissed` runs when the server sends the
 * whole state again (it could not tell what the screen missed, or a configuration changed) or a
 * queue group, queue or box was made or deleted, so the screen refetches what normalization cannot
 * fix (list membership); a renamed one updates in place. Versions that skip are no loss: a payload
 * covers every change up to its version (live-step.ts).
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
  const missed = useRef(onMissed);
  missed.current = onMissed;
  const knownQueues = useRef(new Set<string>());
  const knownGroups = useRef(new Set<string>());
  useLiveStep(change, (step, change) => {
    const queues = change.queues.map((q) => ({ id: q.queueID, deletedAt: q.deletedAt }));
    const groups = change.queueGroups.map((g) => ({ id: g.queueGroupID, deletedAt: g.deletedAt }));
    // Both checks run, so that each set of known ids stays up to date.
    const queuesChanged = membershipChanged(knownQueues.current, queues, change.initial);
    const groupsChanged = membershipChanged(knownGroups.current, groups, change.initial);
    if (queuesChanged || groupsChanged || step === 'resent') missed.current?.();
  });

  // A box made or deleted by a manager: the lists showing boxes refetch to gain or drop it.
  const boxesChange = boxes.data?.boxesChanged ?? null;
  const knownBoxes = useRef(new Set<string>());
  useLiveStep(boxesChange, (step, boxesChange) => {
    const items = boxesChange.boxes.map((b) => ({ id: b.boxID, deletedAt: b.deletedAt }));
    if (membershipChanged(knownBoxes.current, items, boxesChange.initial) || step === 'resent') {
      missed.current?.();
    }
  });

  return { lastQueueChange: change };
}

/**
 * For a view the queue payloads do not carry (a log, a schedule): `reload` runs once for each
 * payload, and after a reconnect. The first payload counts too: the view's own first read may
 * have run before a change whose event the subscription's first whole state then covers (the
 * server sends no older payload after it), so the view reads once more when it arrives. No
 * `onMissed`: a structural change comes in a payload too, and reloading for both would fetch twice.
 */
export function useReloadOnWorkshopEvent(workshopID: string | null, reload: () => void) {
  const latest = useRef(reload);
  latest.current = reload;
  const { lastQueueChange } = useLiveWorkshop(workshopID);
  useOnReconnect(() => latest.current());
  useLiveStep(lastQueueChange, () => latest.current());
}
