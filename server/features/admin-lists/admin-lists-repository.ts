import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db/client.ts';
import {
  appointmentLogs,
  appointments,
  news,
  rejectReasons,
  smsSenders,
  workshopParameters,
} from '../../core/db/schema/index.ts';

// Queries only: the rules live in admin-lists-service.ts.

/** Whether another row of the table already has this name, in any letter case. */
export async function nameTaken(
  db: Executor,
  table: PgTable,
  columns: { id: PgColumn; name: PgColumn },
  name: string,
  exceptID?: string,
) {
  const rows = await db
    .select({ id: columns.id })
    .from(table)
    .where(and(sql`lower(${columns.name}) = lower(${name})`, exceptID ? ne(columns.id, exceptID) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function findRejectReason(db: Executor, rejectReasonID: string) {
  const [row] = await db.select().from(rejectReasons).where(eq(rejectReasons.rejectReasonID, rejectReasonID));
  return row;
}

/** Whether an appointment or a history line names the reason (deleting it would blank them). */
export async function rejectReasonInUse(db: Executor, rejectReasonID: string) {
  const [inAppointments] = await db
    .select({ n: sql<number>`1` })
    .from(appointments)
    .where(eq(appointments.rejectReasonID, rejectReasonID))
    .limit(1);
  if (inAppointments) return true;
  const [inLogs] = await db
    .select({ n: sql<number>`1` })
    .from(appointmentLogs)
    .where(eq(appointmentLogs.rejectReasonID, rejectReasonID))
    .limit(1);
  return !!inLogs;
}

export async function findSmsSender(db: Executor, smsSenderID: string) {
  const [row] = await db.select().from(smsSenders).where(eq(smsSenders.smsSenderID, smsSenderID));
  return row;
}

/** How many workshops send their SMS with this sender. */
export function smsSenderUsers(db: Executor, smsSenderID: string) {
  return db.$count(workshopParameters, eq(workshopParameters.smsSenderID, smsSenderID));
}

export async function findNews(db: Executor, newsID: string) {
  const [row] = await db.select().from(news).where(eq(news.newsID, newsID));
  return row;
}

/** News newest first; with `publishedBy`, only what is published at that instant. */
export function listNews(db: Executor, publishedBy?: Date) {
  return db
    .select()
    .from(news)
    .where(publishedBy ? lte(news.publicationDate, publishedBy) : undefined)
    .orderBy(desc(news.publicationDate), desc(news.createdAt));
}
