import { sql } from 'drizzle-orm';
import {
  BOX_OCCUPYING_STATUSES,
  LIVE_STATUSES,
  WAITING_STATUSES,
} from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { avgMinutes, periodVisits, rowsOf, type StatsQuery, visits } from './statistics-repository.ts';

/** A period with its calendar days and zone, for series grouped by the workshop's clock. */
export interface SeriesQuery extends StatsQuery {
  fromDay: string;
  toDay: string;
  timeZone: string;
}

const codes = (list: readonly number[]) => sql.raw(list.join(', '));

/**
 * Arrivals by hour of the workshop's clock, hours 0–23 all present. On the autumn clock change the
 * repeated hour (02:00–02:59 twice in Rome) counts in its one hour of the clock.
 */
export async function arrivalsByHour(db: Executor, q: SeriesQuery) {
  const rows = await db.execute(sql`
    with v as materialized (${periodVisits(q)}),
    arrived as (
      select extract(hour from checkin_date_time at time zone ${q.timeZone})::int as hour from v
      where checkin_date_time >= ${q.start.toISOString()}::timestamptz
        and checkin_date_time < ${q.end.toISOString()}::timestamptz
        and status_code <> 1
    )
    select h.hour::int as hour, count(a.hour)::int as arrivals
    from generate_series(0, 23) as h(hour)
    left join arrived a on a.hour = h.hour
    group by h.hour
    order by h.hour`);
  return rowsOf<{ hour: number; arrivals: number }>(rows);
}

/**
 * Per calendar day of the period (every day present): arrivals and their mean wait until called
 * (by check-in day), and the mean time in the workshop of the visits checked out that day.
 */
export async function waitsByDay(db: Executor, q: SeriesQuery) {
  const start = q.start.toISOString();
  const end = q.end.toISOString();
  const rows = await db.execute(sql`
    with v as materialized (${periodVisits(q)}),
    arrived as (
      select (checkin_date_time at time zone ${q.timeZone})::date as day,
        count(*)::int as arrivals,
        ${avgMinutes('checkin_date_time', 'acceptance_date_time')} as average_waiting_minutes
      from v
      where checkin_date_time >= ${start}::timestamptz and checkin_date_time < ${end}::timestamptz
        and status_code <> 1
      group by 1
    ),
    left_workshop as (
      select (checkout_date_time at time zone ${q.timeZone})::date as day,
        ${avgMinutes('checkin_date_time', 'checkout_date_time')} as global_waiting_minutes
      from v
      where status_code = 11 and checkin_date_time is not null
        and checkout_date_time >= ${start}::timestamptz and checkout_date_time < ${end}::timestamptz
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(a.arrivals, 0)::int as arrivals,
      a.average_waiting_minutes,
      l.global_waiting_minutes
    from generate_series(${q.fromDay}::date, ${q.toDay}::date, interval '1 day') as d(day)
    left join arrived a on a.day = d.day::date
    left join left_workshop l on l.day = d.day::date
    order by d.day`);
  return rowsOf<{
    day: string;
    arrivals: number;
    average_waiting_minutes: number | null;
    global_waiting_minutes: number | null;
  }>(rows);
}

/** The moment now: who waits, who is in a box, what is in the workshop; and today's bookings. */
export async function liveCounts(db: Executor, q: StatsQuery) {
  const now = q.now.toISOString();
  const rows = await db.execute(sql`
    with v as not materialized (${visits(q)})
    select
      (select count(*) from v where status_code in (${codes(WAITING_STATUSES)}))::int as waiting_now,
      (select count(*) from v where status_code in (${codes(BOX_OCCUPYING_STATUSES)}))::int as in_box_now,
      (select count(*) from v where status_code in (${codes(LIVE_STATUSES)}))::int as in_workshop_now,
      (select floor(max(extract(epoch from (${now}::timestamptz - checkin_date_time))) / 60)::int from v
        where status_code in (${codes(WAITING_STATUSES)})) as longest_wait_minutes,
      (select count(*) from v where not walk_in
        and booking_date_time >= ${q.start.toISOString()}::timestamptz
        and booking_date_time < ${q.end.toISOString()}::timestamptz)::int as booked_today,
      (select count(*) from v where not walk_in and status_code = 1
        and booking_date_time >= ${q.start.toISOString()}::timestamptz
        and booking_date_time < ${q.end.toISOString()}::timestamptz
        and booking_date_time + make_interval(mins => ${q.toleranceMinutes}) >= ${now}::timestamptz
      )::int as expected_today`);
  return rowsOf<{
    waiting_now: number;
    in_box_now: number;
    in_workshop_now: number;
    longest_wait_minutes: number | null;
    booked_today: number;
    expected_today: number;
  }>(rows)[0]!;
}

/** Surveys closed in the period (by when the customer answered or declined) and their answers. */
export async function surveyAnswerCounts(db: Executor, q: StatsQuery) {
  const closed = sql`
    with v as not materialized (${visits(q)}),
    closed as (
      select i.appointment_id, i.outcome from survey_invitations i
      join v on v.appointment_id = i.appointment_id
      where i.workshop_id = ${q.workshopID} and i.outcome is not null
        and i.used_at >= ${q.start.toISOString()}::timestamptz and i.used_at < ${q.end.toISOString()}::timestamptz
    )`;
  const [surveys, answers] = await Promise.all([
    db.execute(sql`${closed}
      select count(*) filter (where outcome = 'answered')::int as answered,
        count(*) filter (where outcome = 'skipped')::int as skipped
      from closed`),
    db.execute(sql`${closed}
      select s.position, s.question_text as text, s.answer_type_id as question_type_id,
        s.answer_text as value, count(*)::int as count
      from survey_answers s join closed c on c.appointment_id = s.appointment_id
      group by s.position, s.question_text, s.answer_type_id, s.answer_text`),
  ]);
  return {
    surveys: rowsOf<{ answered: number; skipped: number }>(surveys)[0]!,
    answers: rowsOf<AnswerCountRow>(answers),
  };
}

export interface AnswerCountRow {
  position: number;
  text: string;
  question_type_id: number;
  value: string;
  count: number;
}
