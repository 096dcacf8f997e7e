import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import { appointments, outboxMessages, workshops } from '../../core/db/schema/index.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { dailyStatisticsRoles, recipientsByRoles } from './alert-recipients.ts';
import type { StaffLanguage } from './alert-texts.ts';

/** The day's simple figures (full statistics belong to the statistics screens). */
export interface DailyFigures {
  /** Customers checked in during the day. */
  checkIns: number;
  /** Customers called into a box during the day. */
  served: number;
  /** Average minutes from check-in to call of those served; null when nobody was served. */
  averageWaitMinutes: number | null;
  /** Bookings of the day never checked in (still "booked, not arrived"). */
  noShows: number;
}

/**
 * The figures of one local day (`YYYY-MM-DD` in the workshop's time zone), computed in one query.
 */
export async function dailyFigures(db: Executor, workshopID: string, day: string): Promise<DailyFigures> {
  const a = appointments;
  const tz = sql`(select ${workshops.timeZone} from ${workshops} where ${workshops.workshopID} = ${workshopID})`;
  const onDay = (column: AnyPgColumn) => sql`(${column} at time zone ${tz})::date = ${day}::date`;
  const [row] = await db
    .select({
      checkIns: sql<number>`(count(*) filter (where ${onDay(a.checkinDateTime)}))::int`,
      served: sql<number>`(count(*) filter (where ${onDay(a.acceptanceDateTime)}))::int`,
      averageWaitSeconds: sql<
        number | null
      >`avg(extract(epoch from (${a.acceptanceDateTime} - ${a.checkinDateTime})))
        filter (where ${onDay(a.acceptanceDateTime)} and ${a.checkinDateTime} is not null)`,
      noShows: sql<number>`(count(*) filter (where ${onDay(a.bookingDateTime)}
        and ${a.statusCode} = ${STATUS.BookedNotArrived} and ${a.checkinDateTime} is null))::int`,
    })
    .from(a)
    .where(and(eq(a.workshopID, workshopID), sql`${a.deletedAt} is null`));
  const wait = row?.averageWaitSeconds == null ? null : Math.round(Number(row.averageWaitSeconds) / 60);
  return {
    checkIns: Number(row?.checkIns ?? 0),
    served: Number(row?.served ?? 0),
    averageWaitMinutes: wait,
    noShows: Number(row?.noShows ?? 0),
  };
}

const TEXT: Record<
  StaffLanguage,
  (name: string, day: string, f: DailyFigures) => { subject: string; body: string }
> = {
  it: (name, day, f) => ({
    subject: `Turno ${name}: statistiche del ${day}`,
    body: [
      `Statistiche di ${name} del ${day}`,
      `Check-in: ${f.checkIns}`,
      `Serviti: ${f.served}`,
      `Attesa media: ${f.averageWaitMinutes === null ? '—' : `${f.averageWaitMinutes} min`}`,
      `Mancate presentazioni: ${f.noShows}`,
    ].join('\n'),
  }),
  en: (name, day, f) => ({
    subject: `Turno ${name}: statistics of ${day}`,
    body: [
      `Statistics of ${name} for ${day}`,
      `Check-ins: ${f.checkIns}`,
      `Served: ${f.served}`,
      `Average wait: ${f.averageWaitMinutes === null ? '—' : `${f.averageWaitMinutes} min`}`,
      `No-shows: ${f.noShows}`,
    ].join('\n'),
  }),
};

export const DAILY_STATISTICS_KIND = 'dailyStatistics';

/** The workshop's local date at `now`, `YYYY-MM-DD`. */
export function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Queues the day's statistics e-mail to the workshop's chosen roles, each in the recipient's
 * preferred language, once per day: a second run for the same day (a retried job) finds its rows
 * and queues nothing. Resolves to the rows queued.
 */
export async function sendDailyStatistics(db: Executor, workshopID: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [workshop] = await tx
      .select({ name: workshops.name, timeZone: workshops.timeZone, deletedAt: workshops.deletedAt })
      .from(workshops)
      .where(eq(workshops.workshopID, workshopID))
      .for('update');
    if (!workshop || workshop.deletedAt) return 0;
    const day = localDay(now, workshop.timeZone);
    const already = await tx
      .select({ id: outboxMessages.outboxMessageID })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.workshopID, workshopID),
          eq(outboxMessages.kind, DAILY_STATISTICS_KIND),
          sql`${outboxMessages.metadata}->>'day' = ${day}`,
        ),
      )
      .limit(1);
    if (already.length) return 0;
    const recipients = await recipientsByRoles(tx, workshopID, dailyStatisticsRoles(tx, workshopID));
    const figures = await dailyFigures(tx, workshopID, day);
    let queued = 0;
    for (const r of recipients) {
      if (!r.email) continue;
      const text = TEXT[r.language](workshop.name, day, figures);
      await enqueueMessage(tx, {
        channel: 'email',
        kind: DAILY_STATISTICS_KIND,
        recipient: r.email,
        subject: text.subject,
        body: text.body,
        workshopID,
        metadata: { day },
      });
      queued++;
    }
    return queued;
  });
}
