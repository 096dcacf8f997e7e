import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { kindOf } from '../../../shared/appointments/transitions.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import type { ExpectedDuration } from '../job-durations/expected-duration.ts';
import { expectedEnd, isOverrun } from '../job-durations/expected-duration.ts';

/** The stages a box's customer can be at (a box holds Accepted, AcceptedAnomaly or JobStarted). */
export type BayStage = 'ACCEPTANCE' | 'JOB_RUNNING' | 'PICKUP';

/** Where the customer in a box stands, as the bay board shows it (decision 0028). */
export interface BayClock {
  appointmentID: string;
  stage: BayStage;
  /** When the stage began: the call into the box, or the job's start. */
  stageStartedAt: Date | null;
  expectedMinutes: number | null;
  expectedFromHistory: boolean;
  expectedEndAt: Date | null;
  overrun: boolean;
  overrunToldAt: Date | null;
}

type Occupant = Pick<
  AppointmentRow,
  | 'appointmentID'
  | 'type'
  | 'statusCode'
  | 'acceptanceDateTime'
  | 'jobStartDateTime'
  | 'jobOverrunSmsDateTime'
>;

/**
 * The bay clock of a box's occupant at `now`. Only a running job has an expected end and can be
 * late; calling a customer in and handing over a pickup have their clock alone.
 */
export function bayClockOf(occupant: Occupant, expected: ExpectedDuration, now: Date): BayClock {
  const base = {
    appointmentID: occupant.appointmentID,
    expectedMinutes: null,
    expectedFromHistory: false,
    expectedEndAt: null,
    overrun: false,
    overrunToldAt: occupant.jobOverrunSmsDateTime,
  };
  if (kindOf(occupant) === 'pickup') {
    return { ...base, stage: 'PICKUP', stageStartedAt: occupant.acceptanceDateTime };
  }
  if (occupant.statusCode !== STATUS.JobStarted || !occupant.jobStartDateTime) {
    return { ...base, stage: 'ACCEPTANCE', stageStartedAt: occupant.acceptanceDateTime };
  }
  const start = occupant.jobStartDateTime;
  return {
    ...base,
    stage: 'JOB_RUNNING',
    stageStartedAt: start,
    expectedMinutes: expected.minutes,
    expectedFromHistory: expected.source === 'history',
    expectedEndAt: expectedEnd(start, expected.minutes),
    overrun: isOverrun(start, expected.minutes, now),
  };
}
