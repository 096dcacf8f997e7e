import { sql } from 'drizzle-orm';
import { DEMO_USERS } from '../../../server/app/seed/demo-users.ts';
import type { TestServer } from '../../support/test-server.ts';
import { rows } from './database-invariants.ts';
import { CALLERS, type CallerName, type IDPool } from './operation-generator.ts';

// The real ids the fuzzer tries, read from the seeded demo database. Milano's are everyone's; Roma's
// go only to callers with no role there (anonymous, a Milano acceptor, a device), whose operations
// must leave Roma exactly as it was; the managers and the admin, who may change Roma, do not get them.

/** Entity → table and id column, for entities that belong to a workshop. */
const WORKSHOP_ENTITIES: Record<string, [string, string]> = {
  workshop: ['workshops', 'workshop_id'],
  queueGroup: ['queue_groups', 'queue_group_id'],
  queue: ['queues', 'queue_id'],
  box: ['boxes', 'box_id'],
  appointment: ['appointments', 'appointment_id'],
  monitor: ['monitors', 'monitor_id'],
  totem: ['totems', 'totem_id'],
  slogan: ['slogans', 'slogan_id'],
};

/** Entities shared by the installation. */
const SHARED_ENTITIES: Record<string, [string, string]> = {
  rejectReason: ['reject_reasons', 'reject_reason_id'],
  vehicleBrand: ['vehicle_brands', 'vehicle_brand_id'],
  vehicleModel: ['vehicle_models', 'vehicle_model_id'],
  news: ['news', 'news_id'],
  smsSender: ['sms_senders', 'sms_sender_id'],
};

export async function readIDPools(server: TestServer) {
  const workshops = await rows<{ id: string; code: string }>(
    server,
    sql`select workshop_id as id, workshop_code as code from workshops`,
  );
  const milano = workshops.find((w) => w.code === 'MI01')?.id as string;
  const roma = workshops.find((w) => w.code === 'RM01')?.id as string;
  const own: Record<string, string[]> = {};
  const foreign: Record<string, string[]> = {};
  for (const [entity, [table, column]] of Object.entries(WORKSHOP_ENTITIES)) {
    const found = await rows<{ id: string; workshop: string }>(
      server,
      sql`select ${sql.identifier(column)}::text as id, workshop_id::text as workshop from ${sql.identifier(table)}`,
    );
    own[entity] = found.filter((r) => r.workshop === milano).map((r) => r.id);
    foreign[entity] = found.filter((r) => r.workshop === roma).map((r) => r.id);
  }
  const shared: Record<string, string[]> = {};
  for (const [entity, [table, column]] of Object.entries(SHARED_ENTITIES)) {
    const found = await rows<{ id: string }>(
      server,
      sql`select ${sql.identifier(column)}::text as id from ${sql.identifier(table)}`,
    );
    shared[entity] = found.map((r) => r.id);
  }
  // Users other than the callers, whom an admin's deleteUser or forcePassword would not lock out.
  const others = DEMO_USERS.filter((name) => !(CALLERS as readonly string[]).includes(name));
  const users = await rows<{ id: string; name: string }>(
    server,
    sql`select user_id::text as id, user_name as name from users`,
  );
  shared.user = users.filter((u) => others.includes(u.name)).map((u) => u.id);
  // Tracking codes of Milano only: a customer may change their own visit with its code.
  const codes = await rows<{ code: string }>(
    server,
    sql`select tracking_code as code from appointments where workshop_id = ${milano}`,
  );
  own.code = codes.map((c) => c.code);

  const merge = (...pools: Record<string, string[]>[]): IDPool => {
    const merged: Record<string, string[]> = {};
    for (const pool of pools)
      for (const [k, v] of Object.entries(pool)) merged[k] = [...(merged[k] ?? []), ...v];
    return merged;
  };
  const withForeign = merge(own, foreign, shared);
  const ownOnly = merge(own, shared);
  const byCaller = Object.fromEntries(
    CALLERS.map((caller) => [caller, caller === 'admin' || caller === 'manager' ? ownOnly : withForeign]),
  ) as Record<CallerName, IDPool>;
  return { byCaller, ownWorkshopID: milano, foreignWorkshopID: roma };
}
