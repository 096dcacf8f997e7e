import { STATISTICS_ROLES } from '../../../shared/auth/routes.ts';
import { dayBounds } from '../../../shared/time/workshop-day.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import { type StatsEntryType, statsRangeSchema } from '../../../shared/validation/statistics.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import { requireWorkshopRole } from '../../core/policies/roles.ts';
import { workshopSettings } from '../appointments/appointment-write-repository.ts';
import { acceptorFigures, queueFigures, workshopFigures } from './statistics-repository.ts';

const WALK_IN: Record<StatsEntryType, boolean | null> = { ALL: null, BOOKED: false, WALK_IN: true };

/** `part` of `whole` in percent with one decimal; null when the whole is 0. */
function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((1000 * part) / whole) / 10;
}

/** A workshop's statistics over a period of its calendar days (docs/statistics.md). */
export async function workshopStats(
  ctx: RequestContext,
  input: { workshopID: string; fromDay: string; toDay: string; entryType?: StatsEntryType | null },
) {
  if (!isId(input.workshopID)) throw notFound('Workshop');
  requireWorkshopRole(ctx, input.workshopID, STATISTICS_ROLES);
  const parsed = parseForm(statsRangeSchema, {
    fromDay: input.fromDay,
    toDay: input.toDay,
    entryType: input.entryType ?? 'ALL',
  });
  if (!parsed.ok) {
    const [first] = parsed.errors;
    throw new AppError('BAD_USER_INPUT', `Invalid period: ${first?.field} ${first?.code}.`, {
      field: first?.field,
      reason: first?.code,
    });
  }
  const settings = await workshopSettings(ctx.db, input.workshopID);
  if (!settings) throw notFound('Workshop');
  const { fromDay, toDay, entryType } = parsed.value;
  const zone = settings.workshop.timeZone;
  const query = {
    workshopID: input.workshopID,
    start: dayBounds(fromDay, zone).start,
    end: dayBounds(toDay, zone).end,
    now: ctx.now(),
    walkIn: WALK_IN[entryType],
    toleranceMinutes: settings.parameters?.toleranceMinutes ?? 0,
  };
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
    perAcceptor: acceptors.map((row) => ({
      userID: row.user_id,
      name: row.name,
      served: row.served,
      averageWaitingMinutes: row.average_waiting_minutes,
      averageJobMinutes: row.average_job_minutes,
    })),
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
