import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';

/**
 * The statistics of one workshop over a period, in SQL (definitions in docs/statistics.md). The
 * period is a half-open range of instants [start, end) made from the workshop's calendar days, so a
 * day that loses or gains an hour to daylight saving is still exactly that day.
 */
export interface StatsQuery {
  workshopID: string;
  start: Date;
  end: Date;
  now: Date;
  /** null: every visit; true: walk-ins only; false: booked visits only. */
  walkIn: boolean | null;
  toleranceMinutes: number;
}

/** Minutes between two timestamp columns, averaged, one decimal; null over no rows. */
export const avgMinutes = (from: string, to: string) =>
  sql.raw(`round((avg(extract(epoch from (${to} - ${from}))) / 60)::numeric, 1)::float8`);

/** `part` of `whole` in percent, one decimal; null when the whole is 0. */
export const percent = (part: string, whole: string) =>
  sql.raw(`case when ${whole} = 0 then null else round(100.0 * ${part} / ${whole}, 1)::float8 end`);

/**
 * Whether the visit `alias` has a log line of `actionType`: a look-up by the log's appointment index
 * per visit of the period, not a scan of the workshop's whole log.
 */
const logged = (alias: string, actionType: string) =>
  sql.raw(
    `exists (select 1 from appointment_logs l where l.appointment_id = ${alias}.appointment_id and l.action_type = '${actionType}')`,
  );

/** The workshop's main visits (no pickups, nothing deleted) of the chosen entry type. */
export function visits(q: StatsQuery) {
  return sql`
    select * from appointments
    where workshop_id = ${q.workshopID}
      and main_appointment_id is null
      and deleted_at is null
      and (${q.walkIn}::boolean is null or walk_in = ${q.walkIn}::boolean)`;
}

/** The moments of a visit a figure may count it by (docs/statistics.md). */
const MOMENTS = [
  'checkin_date_time',
  'booking_date_time',
  'acceptance_date_time',
  'job_start_date_time',
  'job_end_date_time',
  'job_reject_date_time',
  'checkout_date_time',
];

/**
 * The visits of `visits(q)` with at least one moment in the period: every period figure counts a
 * visit by one of these moments, so the figures over them are the figures over all visits. Read
 * once (`materialized`) through the (workshop, moment) indexes, a year of one workshop is a few
 * thousand rows whatever its history, and the figures' many counts scan those in memory.
 */
export function periodVisits(q: StatsQuery) {
  const start = q.start.toISOString();
  const end = q.end.toISOString();
  const inPeriod = sql.join(
    MOMENTS.map(
      (moment) =>
        sql`(${sql.raw(moment)} >= ${start}::timestamptz and ${sql.raw(moment)} < ${end}::timestamptz)`,
    ),
    sql` or `,
  );
  return sql`${visits(q)} and (${inPeriod})`;
}

export async function workshopFigures(db: Executor, q: StatsQuery) {
  const start = q.start.toISOString();
  const end = q.end.toISOString();
  const rows = await db.execute(sql`
    with v as materialized (${periodVisits(q)}),
    arrived as (
      select * from v
      where checkin_date_time >= ${start}::timestamptz and checkin_date_time < ${end}::timestamptz
        and status_code <> 1
    ),
    booked_arrived as (
      select *,
        case
          when checkin_date_time < booking_date_time - make_interval(mins => ${q.toleranceMinutes}) then 'early'
          when checkin_date_time > booking_date_time + make_interval(mins => ${q.toleranceMinutes}) then 'late'
          else 'on_time'
        end as timing
      from arrived where not walk_in and booking_date_time is not null
    ),
    left_workshop as (
      select * from v
      where status_code = 11
        and checkout_date_time >= ${start}::timestamptz and checkout_date_time < ${end}::timestamptz
    ),
    counts as (
      select
        (select count(*) from arrived where not walk_in)::int as appointments_checkins,
        (select count(*) from arrived where walk_in)::int as appointments_random,
        (select count(*) from v
          where status_code = 1 and not walk_in
            and booking_date_time >= ${start}::timestamptz and booking_date_time < ${end}::timestamptz
            and booking_date_time + make_interval(mins => ${q.toleranceMinutes}) < ${q.now.toISOString()}::timestamptz
        )::int as appointments_no_show,
        (select count(*) from arrived)::int as arrived_count,
        (select count(*) from arrived a where ${logged('a', 'ProactiveInfo')})::int as proactive_count,
        (select count(*) from left_workshop)::int as checked_out_vehicles,
        (select count(*) from left_workshop w where ${logged('w', 'CustomerSurveyAnswered')})::int as survey_count,
        (select count(*) from booked_arrived where timing = 'early')::int as early,
        (select count(*) from booked_arrived where timing = 'on_time')::int as on_time,
        (select count(*) from booked_arrived where timing = 'late')::int as late,
        (select count(*) from v where job_start_date_time >= ${start}::timestamptz
          and job_start_date_time < ${end}::timestamptz)::int as jobs_started,
        (select count(*) from v where job_end_date_time >= ${start}::timestamptz
          and job_end_date_time < ${end}::timestamptz)::int as jobs_ended,
        (select count(*) from v where job_reject_date_time >= ${start}::timestamptz
          and job_reject_date_time < ${end}::timestamptz)::int as refused
    )
    select counts.*,
      ${percent('proactive_count', 'arrived_count')} as proactive_info_percentage,
      ${percent('survey_count', 'checked_out_vehicles')} as exit_interview_percentage,
      (select ${avgMinutes('checkin_date_time', 'acceptance_date_time')} from arrived
        where acceptance_date_time is not null) as average_waiting_minutes,
      (select ${avgMinutes('acceptance_date_time', 'job_start_date_time')} from arrived
        where acceptance_date_time is not null and job_start_date_time is not null) as average_acceptance_minutes,
      (select ${avgMinutes('checkin_date_time', 'checkout_date_time')} from left_workshop
        where checkin_date_time is not null) as global_waiting_minutes,
      (select ${avgMinutes('job_start_date_time', 'job_end_date_time')} from v
        where job_end_date_time >= ${start}::timestamptz and job_end_date_time < ${end}::timestamptz
          and job_start_date_time is not null) as average_job_minutes
    from counts`);
  return rowsOf<WorkshopFigureRow>(rows)[0]!;
}

/** Per acceptor: the visits of the period they called, their customers' wait and their jobs. */
export async function acceptorFigures(db: Executor, q: StatsQuery) {
  const rows = await db.execute(sql`
    with v as materialized (${periodVisits(q)})
    select v.accepted_user_id as user_id,
      trim(u.firstname || ' ' || u.lastname) as name,
      count(*)::int as served,
      ${avgMinutes('v.checkin_date_time', 'v.acceptance_date_time')} as average_waiting_minutes,
      round((avg(extract(epoch from (v.job_end_date_time - v.job_start_date_time))) / 60)::numeric, 1)::float8
        as average_job_minutes
    from v join users u on u.user_id = v.accepted_user_id
    where v.acceptance_date_time >= ${q.start.toISOString()}::timestamptz
      and v.acceptance_date_time < ${q.end.toISOString()}::timestamptz
    group by v.accepted_user_id, u.firstname, u.lastname
    order by served desc, name`);
  return rowsOf<AcceptorFigureRow>(rows);
}

/** Per queue: the check-ins of the period and their wait until called. */
export async function queueFigures(db: Executor, q: StatsQuery) {
  const rows = await db.execute(sql`
    with v as materialized (${periodVisits(q)})
    select v.assigned_queue_id as queue_id, qu.name,
      count(*)::int as checkins,
      round((avg(extract(epoch from (v.acceptance_date_time - v.checkin_date_time))) / 60)::numeric, 1)::float8
        as average_waiting_minutes
    from v join queues qu on qu.queue_id = v.assigned_queue_id
    where v.checkin_date_time >= ${q.start.toISOString()}::timestamptz
      and v.checkin_date_time < ${q.end.toISOString()}::timestamptz
      and v.status_code <> 1
    group by v.assigned_queue_id, qu.name
    order by checkins desc, qu.name`);
  return rowsOf<QueueFigureRow>(rows);
}

/** postgres.js answers an array of rows, PGlite an object holding them. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface WorkshopFigureRow {
  appointments_checkins: number;
  appointments_random: number;
  appointments_no_show: number;
  average_waiting_minutes: number | null;
  average_acceptance_minutes: number | null;
  global_waiting_minutes: number | null;
  checked_out_vehicles: number;
  exit_interview_percentage: number | null;
  proactive_info_percentage: number | null;
  early: number;
  on_time: number;
  late: number;
  jobs_started: number;
  jobs_ended: number;
  refused: number;
  average_job_minutes: number | null;
}

export interface AcceptorFigureRow {
  user_id: string;
  name: string;
  served: number;
  average_waiting_minutes: number | null;
  average_job_minutes: number | null;
}

export interface QueueFigureRow {
  queue_id: string;
  name: string;
  checkins: number;
  average_waiting_minutes: number | null;
}
