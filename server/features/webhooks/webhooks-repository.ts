import { and, asc, count, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import {
  appointments,
  boxes,
  queues,
  users,
  webhookDeliveries,
  webhookEndpoints,
  workshops,
} from '../../core/db/schema/index.ts';
import { statement } from '../../core/db/statements.ts';
import type { AppointmentFacts } from './webhook-payload.ts';

// Queries only: the rules live in webhooks-service.ts, webhook-events.ts and webhook-delivery.ts.

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

export function listEndpoints(db: Executor, workshopID: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workshopID, workshopID))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.webhookEndpointID));
}

/**
 * An endpoint by id; `lock` holds it (FOR NO KEY UPDATE, which does not hold up the deliveries a
 * desk's transaction writes for it) until the transaction ends.
 */
export async function findEndpoint(db: Executor, id: string, lock = false) {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.webhookEndpointID, id));
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

export async function workshopName(db: Executor, workshopID: string): Promise<string> {
  const [row] = await db
    .select({ name: workshops.name })
    .from(workshops)
    .where(eq(workshops.workshopID, workshopID));
  return row?.name ?? '';
}

/**
 * Holds the workshop's endpoint list until the transaction ends, so two creations at once count
 * one after the other and the limit holds.
 */
export async function lockWorkshopEndpoints(tx: Executor, workshopID: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${workshopID}`}, 0))`,
  );
}

export async function countEndpoints(db: Executor, workshopID: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workshopID, workshopID));
  return Number(row?.n ?? 0);
}

export async function insertEndpoint(tx: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row;
}

export async function updateEndpoint(
  tx: Executor,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set(values)
    .where(eq(webhookEndpoints.webhookEndpointID, id))
    .returning();
  if (!row) throw new Error('webhook endpoint update returned nothing');
  return row;
}

export async function deleteEndpoint(tx: Executor, id: string) {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.webhookEndpointID, id));
}

/**
 * The enabled endpoints of a workshop that take an event type: read in every call, start and end of
 * a job, so built once (core/db/statements.ts).
 */
export function subscribedEndpoints(
  db: Executor,
  workshopID: string,
  eventType: string,
): Promise<{ webhookEndpointID: string }[]> {
  return subscribedStatement.run(db, { workshopID, eventType });
}

const subscribedStatement = statement('webhooks.subscribedEndpoints', (qb) =>
  qb
    .select({ webhookEndpointID: webhookEndpoints.webhookEndpointID })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.workshopID, sql.placeholder('workshopID')),
        eq(webhookEndpoints.enabled, true),
        sql`${sql.placeholder('eventType')}::text = any(${webhookEndpoints.eventTypes})`,
      ),
    ),
);

/** What an event says about an appointment (webhook-payload.ts), read in the event's transaction. */
export async function appointmentFacts(
  db: Executor,
  appointmentID: string,
): Promise<AppointmentFacts | undefined> {
  const [row] = await db
    .select({
      appointmentID: appointments.appointmentID,
      workshopID: appointments.workshopID,
      type: appointments.type,
      walkIn: appointments.walkIn,
      statusCode: appointments.statusCode,
      queueID: queues.queueID,
      queueName: queues.name,
      boxID: boxes.boxID,
      boxName: boxes.name,
      bookingDateTime: appointments.bookingDateTime,
      checkinDateTime: appointments.checkinDateTime,
      acceptanceDateTime: appointments.acceptanceDateTime,
      jobStartDateTime: appointments.jobStartDateTime,
      jobEndDateTime: appointments.jobEndDateTime,
      paymentDateTime: appointments.paymentDateTime,
      checkoutDateTime: appointments.checkoutDateTime,
    })
    .from(appointments)
    .leftJoin(queues, eq(queues.queueID, appointments.assignedQueueID))
    .leftJoin(boxes, eq(boxes.boxID, appointments.acceptedBoxID))
    .where(eq(appointments.appointmentID, appointmentID));
  if (!row) return undefined;
  const { queueID, queueName, boxID, boxName, ...rest } = row;
  return {
    ...rest,
    queue: queueID ? { id: queueID, name: queueName ?? '' } : null,
    box: boxID ? { id: boxID, name: boxName ?? '' } : null,
  };
}

/** Writes deliveries; one already there for its endpoint and event is left as it is. */
export async function insertDeliveries(db: Executor, rows: NewDelivery[]) {
  if (!rows.length) return [];
  return db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [webhookDeliveries.webhookEndpointID, webhookDeliveries.eventID] })
    .returning({ id: webhookDeliveries.webhookDeliveryID, endpointID: webhookDeliveries.webhookEndpointID });
}

const claimable = (now: Date) =>
  or(
    and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
    and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.leaseExpiresAt, now)),
  );

/**
 * Claims the endpoint's oldest due delivery for one attempt, unless another attempt to it is under
 * way: an endpoint gets one request at a time, in the order the events happened. The endpoint's row
 * lock (FOR NO KEY UPDATE, which does not block the deliveries' inserts) makes two claimants take
 * turns; each then sees what the other claimed.
 */
export async function claimNext(
  tx: Executor,
  endpointID: string,
  now: Date,
  leaseMs: number,
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | null> {
  const [endpoint] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.webhookEndpointID, endpointID), eq(webhookEndpoints.enabled, true)))
    .for('no key update');
  if (!endpoint) return null;
  const [busy] = await tx
    .select({ id: webhookDeliveries.webhookDeliveryID })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookEndpointID, endpointID),
        eq(webhookDeliveries.status, 'sending'),
        sql`${webhookDeliveries.leaseExpiresAt} >= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (busy) return null;
  const [next] = await tx
    .select({ id: webhookDeliveries.webhookDeliveryID })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookEndpointID, endpointID), claimable(now)))
    .orderBy(
      asc(webhookDeliveries.occurredAt),
      asc(webhookDeliveries.createdAt),
      asc(webhookDeliveries.webhookDeliveryID),
    )
    .limit(1);
  if (!next) return null;
  const [delivery] = await tx
    .update(webhookDeliveries)
    .set({
      status: 'sending',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
      lastAttemptAt: now,
    })
    .where(eq(webhookDeliveries.webhookDeliveryID, next.id))
    .returning();
  return delivery ? { delivery, endpoint } : null;
}

/** An attempt's outcome, only while the claim is still this attempt's; false when it is not. */
export async function recordAttempt(
  tx: Executor,
  claimed: DeliveryRow,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({ ...values, leaseExpiresAt: null })
    .where(
      and(
        eq(webhookDeliveries.webhookDeliveryID, claimed.webhookDeliveryID),
        eq(webhookDeliveries.status, 'sending'),
        eq(webhookDeliveries.attempts, claimed.attempts),
      ),
    )
    .returning({ id: webhookDeliveries.webhookDeliveryID });
  return rows.length > 0;
}

/**
 * The endpoints with a delivery due (or a lapsed claim), each with its oldest such delivery's id
 * and attempts: what the kick and the sweep queue a job for.
 */
export function dueEndpoints(db: Executor, now: Date, limit: number) {
  return db
    .selectDistinctOn([webhookDeliveries.webhookEndpointID], {
      endpointID: webhookDeliveries.webhookEndpointID,
      deliveryID: webhookDeliveries.webhookDeliveryID,
      attempts: webhookDeliveries.attempts,
      dueAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.webhookEndpointID, webhookDeliveries.webhookEndpointID),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .where(claimable(now))
    .orderBy(
      webhookDeliveries.webhookEndpointID,
      asc(webhookDeliveries.occurredAt),
      asc(webhookDeliveries.createdAt),
    )
    .limit(limit);
}

/** One page of an endpoint's deliveries, newest first, with one row more to tell of a next page. */
export function listDeliveries(
  db: Executor,
  endpointID: string,
  size: number,
  after?: { createdAt: Date; id: string },
) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookEndpointID, endpointID),
        after
          ? or(
              lt(webhookDeliveries.createdAt, after.createdAt),
              and(
                eq(webhookDeliveries.createdAt, after.createdAt),
                lt(webhookDeliveries.webhookDeliveryID, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.webhookDeliveryID))
    .limit(size + 1);
}

export async function countDeliveries(db: Executor, endpointID: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookEndpointID, endpointID));
  return Number(row?.n ?? 0);
}

export async function findDelivery(db: Executor, id: string, lock = false) {
  const query = db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookDeliveryID, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A delivery made due now again (replay); attempts go on counting. */
export async function requeueDelivery(tx: Executor, id: string, now: Date) {
  const [row] = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, leaseExpiresAt: null })
    .where(eq(webhookDeliveries.webhookDeliveryID, id))
    .returning();
  return row;
}

/** The installation's admins who can be written to, each in their language. */
export function adminRecipients(db: Executor) {
  return db
    .select({ userID: users.userID, email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(
      and(
        eq(users.isAdmin, true),
        isNull(users.deletedAt),
        eq(users.userLocked, false),
        sql`${users.email} is not null`,
      ),
    );
}
