import { useRef, useState } from 'react';
import { graphql } from '../graphql/generated/index.ts';
import { useEveryResult } from './use-every-result.ts';

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
 * changes no field of the visit, so its version stays. Each result of a burst counts, and so does
 * a whole state sent again after the first (the server could not tell what the screen missed).
 */
export function useAppointmentChanges(appointmentID: string): number {
  const [changes, setChanges] = useState(0);
  const started = useRef<string | null>(null);
  useEveryResult(AppointmentChangesSubscription, { appointmentID }, () => {
    if (started.current === appointmentID) setChanges((count) => count + 1);
    started.current = appointmentID;
  });
  return changes;
}
