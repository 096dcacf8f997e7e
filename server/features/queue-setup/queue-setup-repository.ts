import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { WAITING_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import type { Executor } from '../../core/db/client.ts';
import {
  appointments,
  boxes,
  queueGroups,
  queues,
  userWorkshopRoles,
  workshops,
} from '../../core/db/schema/index.ts';
import type { BoxParent, QueueGroupParent, QueueParent } from '../../core/graphql/models.ts';

// Queries only: the rules live in queue-setup-service.ts.

export async function findQueueGroup(
  db: Executor,
  queueGroupID: string,
): Promise<QueueGroupParent | undefined> {
  const [row] = await db
    .select()
    .from(queueGroups)
    .where(and(eq(queueGroups.queueGroupID, queueGroupID), isNull(queueGroups.deletedAt)));
  return row;
}

export async function findQueue(
  db: Executor,
  queueID: string,
  lock = false,
): Promise<QueueParent | undefined> {
  const query = db
    .select()
    .from(queues)
    .where(and(eq(queues.queueID, queueID), isNull(queues.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findBox(db: Executor, boxID: string, lock = false): Promise<BoxParent | undefined> {
  const query = db
    .select()
    .from(boxes)
    .where(and(eq(boxes.boxID, boxID), isNull(boxes.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Serialises the writes that keep a per-workshop rule (one default queue, unique names). */
export async function lockWorkshop(db: Executor, workshopID: string): Promise<void> {
  await db
    .select({ id: workshops.workshopID })
    .from(workshops)
    .where(eq(workshops.workshopID, workshopID))
    .for('update');
}

export async function groupNameTaken(db: Executor, workshopID: string, name: string, exceptID?: string) {
  const rows = await db
    .select({ id: queueGroups.queueGroupID })
    .from(queueGroups)
    .where(
      and(
        eq(queueGroups.workshopID, workshopID),
        sql`lower(${queueGroups.name}) = lower(${name})`,
        isNull(queueGroups.deletedAt),
        exceptID ? ne(queueGroups.queueGroupID, exceptID) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function boxNameTaken(db: Executor, workshopID: string, name: string, exceptID?: string) {
  const rows = await db
    .select({ id: boxes.boxID })
    .from(boxes)
    .where(
      and(
        eq(boxes.workshopID, workshopID),
        // As for groups: "Box 1" and "box 1" would be one box to a customer reading the monitor.
        sql`lower(${boxes.name}) = lower(${name})`,
        isNull(boxes.deletedAt),
        exceptID ? ne(boxes.boxID, exceptID) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertQueueGroup(db: Executor, values: typeof queueGroups.$inferInsert) {
  const [row] = await db.insert(queueGroups).values(values).returning();
  if (!row) throw new Error('queue group insert returned nothing');
  return row;
}

export async function updateQueueGroup(
  db: Executor,
  queueGroupID: string,
  values: Partial<typeof queueGroups.$inferInsert>,
) {
  const [row] = await db
    .update(queueGroups)
    .set(values)
    .where(eq(queueGroups.queueGroupID, queueGroupID))
    .returning();
  if (!row) throw new Error('queue group update returned nothing');
  return row;
}

/** Queues and boxes of a group that are not deleted. */
export async function countGroupContents(db: Executor, queueGroupID: string) {
  const [q] = await db
    .select({ n: count() })
    .from(queues)
    .where(and(eq(queues.queueGroupID, queueGroupID), isNull(queues.deletedAt)));
  const [b] = await db
    .select({ n: count() })
    .from(boxes)
    .where(and(eq(boxes.queueGroupID, queueGroupID), isNull(boxes.deletedAt)));
  return { queues: q?.n ?? 0, boxes: b?.n ?? 0 };
}

/** Clears the workshop's default queue (all but `exceptQueueID`). */
export function clearDefaultQueue(db: Executor, workshopID: string, exceptQueueID?: string) {
  return db
    .update(queues)
    .set({ isDefault: false })
    .where(
      and(
        eq(queues.workshopID, workshopID),
        eq(queues.isDefault, true),
        exceptQueueID ? ne(queues.queueID, exceptQueueID) : undefined,
      ),
    )
    .returning({ queueID: queues.queueID });
}

export async function insertQueue(db: Executor, values: typeof queues.$inferInsert) {
  const [row] = await db.insert(queues).values(values).returning();
  if (!row) throw new Error('queue insert returned nothing');
  return row;
}

export async function updateQueue(
  db: Executor,
  queueID: string,
  values: Partial<typeof queues.$inferInsert>,
) {
  const [row] = await db.update(queues).set(values).where(eq(queues.queueID, queueID)).returning();
  if (!row) throw new Error('queue update returned nothing');
  return row;
}

/** Customers waiting in a queue now (checked in, not called, not deleted). */
export async function countWaiting(db: Executor, queueID: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.assignedQueueID, queueID),
        inArray(appointments.statusCode, [...WAITING_STATUSES]),
        isNull(appointments.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function insertBox(db: Executor, values: typeof boxes.$inferInsert) {
  const [row] = await db.insert(boxes).values(values).returning();
  if (!row) throw new Error('box insert returned nothing');
  return row;
}

export async function updateBox(db: Executor, boxID: string, values: Partial<typeof boxes.$inferInsert>) {
  const [row] = await db.update(boxes).set(values).where(eq(boxes.boxID, boxID)).returning();
  if (!row) throw new Error('box update returned nothing');
  return row;
}

/** Whether the user holds any role in the workshop. */
export async function holdsAnyRoleIn(db: Executor, userID: string, workshopID: string): Promise<boolean> {
  const rows = await db
    .select({ id: userWorkshopRoles.userWorkshopRoleID })
    .from(userWorkshopRoles)
    .where(and(eq(userWorkshopRoles.userID, userID), eq(userWorkshopRoles.workshopID, workshopID)))
    .limit(1);
  return rows.length > 0;
}
