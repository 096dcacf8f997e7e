import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery } from 'urql';
import type {
  AppointmentFilter,
  AppointmentOrder,
  StaffAppointmentFragment,
} from '../graphql/generated/graphql.ts';
import { StaffAppointmentsQuery } from '../graphql/staff-operations.ts';
import { useLiveWorkshop } from './use-live-workshop.ts';
import { useOnReconnect } from './use-on-reconnect.ts';

export interface LiveAppointmentsOptions {
  filter: AppointmentFilter;
  orderBy?: AppointmentOrder;
  /** Whether a row belongs in the list as it is now (status, flags, day): the screen's own rule. */
  belongs(row: StaffAppointmentFragment): boolean;
}

/**
 * A workshop list kept live without polling. Rows change in place through graphcache (every
 * payload carries the shared fragment); a queue event that touches an appointment which should
 * join or leave the list refetches it once, as does a whole state sent again or a reconnect.
 */
export function useLiveAppointments({ filter, orderBy, belongs }: LiveAppointmentsOptions) {
  const [result, refetch] = useQuery({ query: StaffAppointmentsQuery, variables: { filter, orderBy } });
  const refetchNow = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const { lastQueueChange } = useLiveWorkshop(String(filter.workshopID), refetchNow);
  useOnReconnect(refetchNow);

  const nodes = result.data?.appointments.nodes;
  const belongsRef = useRef(belongs);
  belongsRef.current = belongs;
  // Each payload is looked at once: a row the filter cannot return (e.g. another day's) must not
  // refetch again and again. By payload, not version: a late change comes under a version already seen.
  const handled = useRef<object | null>(null);
  useEffect(() => {
    if (!lastQueueChange || !nodes) return;
    if (handled.current === lastQueueChange) return;
    const first = handled.current === null;
    handled.current = lastQueueChange;
    // The subscription's first whole state may come after a change the list's first read missed,
    // and it covers that change's event, which the server then does not send: read once more.
    if (first && lastQueueChange.initial) {
      refetchNow();
      return;
    }
    if (lastQueueChange.initial) return;
    const listed = new Set(nodes.map((row) => row.appointmentID));
    const moved = lastQueueChange.appointments.some(
      (row) => (belongsRef.current(row) && !row.deletedAt) !== listed.has(row.appointmentID),
    );
    if (moved) refetchNow();
  }, [lastQueueChange, nodes, refetchNow]);

  const rows = useMemo(() => (nodes ?? []).filter((row) => !row.deletedAt && belongs(row)), [nodes, belongs]);
  return {
    rows,
    loading: result.fetching && !result.data,
    error: result.error,
    refetch: refetchNow,
  };
}
