import { and, eq, isNull } from 'drizzle-orm';
import {
  appointmentLogs,
  appointments,
  boxes,
  queueGroups,
  queues,
  rejectReasons,
  vehicleBrands,
  workshops,
} from '../../server/core/db/schema/index.ts';
import type { TestServer } from './test-server.ts';

/** What the demo seed made, looked up by code, plus helpers to make a quiet corner for a test. */
export async function demoWorkshop(server: TestServer, code: 'MI01' | 'RM01') {
  const db = server.services.db;
  const [workshop] = await db.select().from(workshops).where(eq(workshops.workshopCode, code));
  if (!workshop) throw new Error(`no demo workshop ${code}`);
  const [group] = await db
    .select()
    .from(queueGroups)
    .where(and(eq(queueGroups.workshopID, workshop.workshopID), isNull(queueGroups.deletedAt)));
  const [brand] = await db.select().from(vehicleBrands).limit(1);
  const reasons = await db.select().from(rejectReasons);
  if (!group || !brand) throw new Error('demo data incomplete');
  return {
    workshopID: workshop.workshopID,
    queueGroupID: group.queueGroupID,
    vehicleBrandID: brand.vehicleBrandID,
    rejectReasonID: reasons[0]?.rejectReasonID ?? '',
    /** A new queue of the workshop nobody else uses, so a test controls who waits in it. */
    async newQueue(name: string) {
      const [queue] = await db
        .insert(queues)
        .values({ workshopID: workshop.workshopID, queueGroupID: group.queueGroupID, name })
        .returning();
      if (!queue) throw new Error('queue insert failed');
      return queue.queueID;
    },
    /** A new box in the same group. */
    async newBox(name: string) {
      const [box] = await db
        .insert(boxes)
        .values({ workshopID: workshop.workshopID, queueGroupID: group.queueGroupID, name })
        .returning();
      if (!box) throw new Error('box insert failed');
      return box.boxID;
    },
  };
}

export async function appointmentRow(server: TestServer, appointmentID: string) {
  const [row] = await server.services.db
    .select()
    .from(appointments)
    .where(eq(appointments.appointmentID, appointmentID));
  return row;
}

export async function logTypes(server: TestServer, appointmentID: string): Promise<string[]> {
  const rows = await server.services.db
    .select()
    .from(appointmentLogs)
    .where(eq(appointmentLogs.appointmentID, appointmentID))
    .orderBy(appointmentLogs.seq);
  return rows.map((row) => row.actionType);
}

export async function countAppointments(server: TestServer): Promise<number> {
  return (await server.services.db.select({ id: appointments.appointmentID }).from(appointments)).length;
}
