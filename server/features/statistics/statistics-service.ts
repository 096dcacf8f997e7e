import type { RequestContext } from '../../core/context/context.ts';
import { share } from './exit-interview-figures.ts';
import {
  type AcceptorFigureRow,
  acceptorFigures,
  queueFigures,
  workshopFigures,
} from './statistics-repository.ts';
import { type StatsPeriodInput, statsPeriod } from './stats-period.ts';

/** A workshop's statistics over a period of its calendar days (docs/statistics.md). */
export async function workshopStats(ctx: RequestContext, input: StatsPeriodInput) {
  const query = await statsPeriod(ctx, input);
  const { fromDay, toDay, entryType } = query;
  const [figures, acceptors, queues] = await Promise.all([
    workshopFigures(ctx.db, query),
    acceptorFigures(ctx.db, query),
    queueFigures(ctx.db, query),
  ]);
  const timed = figures.early + figures.on_time + figures.late;
  return {
    workshopID: input.workshopID,
    fromDay,
    toDay,
    entryType,
    averageAcceptanceMinutes: figures.average_acceptance_minutes,
    averageWaitingMinutes: figures.average_waiting_minutes,
    globalWaitingMinutes: figures.global_waiting_minutes,
    checkedOutVehicles: figures.checked_out_vehicles,
    exitInterviewPercentage: figures.exit_interview_percentage,
    proactiveInfoPercentage: figures.proactive_info_percentage,
    appointmentsCheckins: figures.appointments_checkins,
    appointmentsNoShow: figures.appointments_no_show,
    appointmentsRandom: figures.appointments_random,
    timing: {
      early: figures.early,
      onTime: figures.on_time,
      late: figures.late,
      earlyPercentage: share(figures.early, timed),
      onTimePercentage: share(figures.on_time, timed),
      latePercentage: share(figures.late, timed),
    },
    perAcceptor: acceptorStats(acceptors),
    perQueue: queues.map((row) => ({
      queueID: row.queue_id,
      name: row.name,
      checkins: row.checkins,
      averageWaitingMinutes: row.average_waiting_minutes,
    })),
    workingDetails: [
      { key: 'jobsStarted', value: figures.jobs_started },
      { key: 'jobsEnded', value: figures.jobs_ended },
      { key: 'refused', value: figures.refused },
      { key: 'averageJobMinutes', value: figures.average_job_minutes },
    ],
  };
}

/** Per-acceptor rows as the schema's AcceptorStats. */
export function acceptorStats(rows: readonly AcceptorFigureRow[]) {
  return rows.map((row) => ({
    userID: row.user_id,
    name: row.name,
    served: row.served,
    averageWaitingMinutes: row.average_waiting_minutes,
    averageJobMinutes: row.average_job_minutes,
  }));
}
