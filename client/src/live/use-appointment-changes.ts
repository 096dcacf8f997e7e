import { useState } from 'react';
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
 * changes no field of the visit, so its version stays. Each result of a burst counts.
 */
export function useAppointmentChanges(appointmentID: string): number {
  const [changes, setChanges] = useState(0);
  useEveryResult(AppointmentChangesSubscription, { appointmentID }, (data) => {
    if (!data.appointmentChanged.initial) setChanges((count) => count + 1);
  });
  return changes;
}
