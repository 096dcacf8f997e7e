import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../graphql/generated/index.ts';

const AppointmentChangesSubscription = graphql(`
  subscription AppointmentChanges($appointmentID: ID!) {
    appointmentChanged(appointmentID: $appointmentID) {
      appointmentID
      version
      initial
    }
  }
`);

/**
 * How many changes of one appointment the screen has been told of since it opened: a card whose
 * data the appointment's own fields do not carry (its history, its survey) reads itself again when
 * this number moves. Every event counts, not only a new version: a survey answered or corrected
 * changes no field of the visit, so its version stays. Followed through the client, as each result
 * of a burst must count (`useSubscription` hands over only the latest).
 */
export function useAppointmentChanges(appointmentID: string): number {
  const client = useClient();
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const { unsubscribe } = client
      .subscription(AppointmentChangesSubscription, { appointmentID })
      .subscribe((result) => {
        const event = result.data?.appointmentChanged;
        if (event && !event.initial) setChanges((count) => count + 1);
      });
    return unsubscribe;
  }, [client, appointmentID]);
  return changes;
}
