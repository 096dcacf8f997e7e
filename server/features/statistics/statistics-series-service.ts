import { USER_SEARCH_LIMIT } from '../../../shared/configuration/constants.ts';
import { workshopDay } from '../../../shared/time/workshop-day.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { notFound } from '../../core/graphql/errors.ts';
import { workshopSettings } from '../appointments/appointment-write-repository.ts';
import { searchUsers } from '../users/users-repository.ts';
import { questionFigures, share } from './exit-interview-figures.ts';
import { acceptorFigures, workshopFigures } from './statistics-repository.ts';
import {
  arrivalsByHour,
  liveCounts,
  surveyAnswerCounts,
  waitsByDay,
} from './statistics-series-repository.ts';
import { acceptorStats } from './statistics-service.ts';
import { requireStatisticsReader, type StatsPeriodInput, statsPeriod } from './stats-period.ts';

/** Series over a period for the Statistics screen's charts (docs/statistics.md). */
export async function appointmentStats(ctx: RequestContext, input: StatsPeriodInput) {
  const query = await statsPeriod(ctx, input);
  const [hours, days, figures, acceptors] = await Promise.all([
    arrivalsByHour(ctx.db, query),
    waitsByDay(ctx.db, query),
    workshopFigures(ctx.db, query),
    acceptorFigures(ctx.db, query),
  ]);
  const timing = [
    { status: 'EARLY', count: figures.early },
    { status: 'ON_TIME', count: figures.on_time },
    { status: 'LATE', count: figures.late },
    { status: 'NO_SHOW', count: figures.appointments_no_show },
  ] as const;
  const booked = timing.reduce((sum, entry) => sum + entry.count, 0);
  return {
    workshopID: query.workshopID,
    fromDay: query.fromDay,
    toDay: query.toDay,
    entryType: query.entryType,
    arrivalsByHour: hours,
    waitsByDay: days.map((row) => ({
      day: row.day,
      arrivals: row.arrivals,
      averageWaitingMinutes: row.average_waiting_minutes,
      globalWaitingMinutes: row.global_waiting_minutes,
    })),
    timingStatus: timing.map((entry) => ({ ...entry, percentage: share(entry.count, booked) })),
    perAcceptor: acceptorStats(acceptors),
  };
}

/** Survey answers per question over a period (docs/statistics.md). */
export async function exitInterviewStats(ctx: RequestContext, input: StatsPeriodInput) {
  const query = await statsPeriod(ctx, input);
  const { surveys, answers } = await surveyAnswerCounts(ctx.db, query);
  return {
    workshopID: query.workshopID,
    fromDay: query.fromDay,
    toDay: query.toDay,
    entryType: query.entryType,
    answeredSurveys: surveys.answered,
    skippedSurveys: surveys.skipped,
    questions: questionFigures(answers, surveys.answered + surveys.skipped),
  };
}

/** Today's headline figures: the day so far (as workshopStats of today) and the moment now. */
export async function kpis(ctx: RequestContext, workshopID: string) {
  requireStatisticsReader(ctx, workshopID);
  const settings = await workshopSettings(ctx.db, workshopID);
  if (!settings) throw notFound('Workshop');
  const day = workshopDay(ctx.now(), settings.workshop.timeZone);
  const query = await statsPeriod(ctx, { workshopID, fromDay: day, toDay: day });
  const [live, today] = await Promise.all([liveCounts(ctx.db, query), workshopFigures(ctx.db, query)]);
  return {
    workshopID,
    day,
    waitingNow: live.waiting_now,
    inBoxNow: live.in_box_now,
    inWorkshopNow: live.in_workshop_now,
    longestWaitMinutes: live.longest_wait_minutes,
    bookedToday: live.booked_today,
    expectedToday: live.expected_today,
    arrivedToday: today.appointments_checkins + today.appointments_random,
    checkedOutToday: today.checked_out_vehicles,
    averageWaitingMinutesToday: today.average_waiting_minutes,
  };
}

/** Users holding the Accettatore role in the workshop, by name (spec §5: acceptors by role name). */
export async function searchAcceptors(
  ctx: RequestContext,
  workshopID: string,
  term: string | null | undefined,
) {
  requireStatisticsReader(ctx, workshopID);
  const rows = await searchUsers(
    ctx.db,
    { search: term ?? '', roleNames: ['Accettatore'], workshopID },
    USER_SEARCH_LIMIT,
  );
  return rows.map(({ userID, userName, firstname, lastname }) => ({ userID, userName, firstname, lastname }));
}
