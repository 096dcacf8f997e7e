import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { appointmentLogs } from '../../core/db/schema/index.ts';
import type { AppointmentLogParent } from '../../core/graphql/models.ts';

const l = appointmentLogs;

/** A log filter already checked and translated to instants by the caller. */
export interface WorkshopLogFilter {
  workshopID: string;
  actionTypes?: readonly string[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  userID?: string | undefined;
}

function conditions(filter: WorkshopLogFilter): SQL[] {
  return [
    eq(l.workshopID, filter.workshopID),
    filter.actionTypes?.length ? inArray(l.actionType, [...filter.actionTypes]) : undefined,
    filter.from ? gte(l.dateTime, filter.from) : undefined,
    filter.to ? lt(l.dateTime, filter.to) : undefined,
    filter.userID ? eq(l.userID, filter.userID) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/**
 * One page, newest first by insertion order (`seq` never ties, so the keyset is exact), with one
 * extra row to tell whether another page follows.
 */
export function listWorkshopLogs(
  db: Executor,
  filter: WorkshopLogFilter,
  size: number,
  beforeSeq: number | undefined,
): Promise<AppointmentLogParent[]> {
  const where = [...conditions(filter), beforeSeq === undefined ? undefined : lt(l.seq, beforeSeq)];
  return db
    .select()
    .from(l)
    .where(and(...where))
    .orderBy(desc(l.seq))
    .limit(size + 1);
}

export async function countWorkshopLogs(db: Executor, filter: WorkshopLogFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(l)
    .where(and(...conditions(filter)));
  return row?.total ?? 0;
}
