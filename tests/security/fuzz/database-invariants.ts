import { type SQL, sql } from 'drizzle-orm';
import type { TestServer } from '../../support/test-server.ts';

// What no operation, however malformed, may break (docs/appointment-lifecycle.md): one customer per
// box and only in a box of their own workshop, waiting customers in a queue of their workshop, an
// appointment's status the one its last logged change led to. And what callers without a role in
// another workshop must never change there: its set-up and its appointments.

/** Problems found in the whole database, one line each (compared before and after a run). */
export async function invariantProblems(server: TestServer): Promise<string[]> {
  const checks: [string, SQL][] = [
    [
      'open visit without a box of its workshop',
      sql`select a.appointment_id as id from appointments a left join boxes b on b.box_id = a.accepted_box_id
          where a.status_code in (4, 5, 6) and a.deleted_at is null
            and (b.box_id is null or b.workshop_id <> a.workshop_id)`,
    ],
    [
      'two open visits in one box',
      sql`select accepted_box_id as id from appointments
          where status_code in (4, 5, 6) and deleted_at is null
          group by accepted_box_id having count(*) > 1`,
    ],
    [
      'waiting customer outside a queue of their workshop',
      sql`select a.appointment_id as id from appointments a left join queues q on q.queue_id = a.assigned_queue_id
          where a.status_code in (2, 3) and a.deleted_at is null
            and (q.queue_id is null or q.workshop_id <> a.workshop_id)`,
    ],
    [
      'status differs from the last logged change',
      sql`select a.appointment_id as id from appointments a
          join lateral (select to_status from appointment_logs l
                        where l.appointment_id = a.appointment_id and l.to_status is not null
                        order by l.seq desc limit 1) last on true
          where a.deleted_at is null and last.to_status <> a.status_code`,
    ],
    [
      'log line of another workshop than its appointment',
      sql`select l.appointment_log_id as id from appointment_logs l join appointments a using (appointment_id)
          where l.workshop_id <> a.workshop_id`,
    ],
    [
      'role in a deleted or missing workshop',
      sql`select r.user_id as id from user_workshop_roles r left join workshops w using (workshop_id)
          where w.workshop_id is null`,
    ],
  ];
  const problems: string[] = [];
  for (const [name, query] of checks) {
    for (const row of await rows<{ id: string }>(server, query)) problems.push(`${name}: ${row.id}`);
  }
  return problems.sort();
}

/** Tables of a workshop's set-up and visits, compared row by row through a digest. */
const WORKSHOP_TABLES = [
  'workshops',
  'queue_groups',
  'queues',
  'boxes',
  'monitors',
  'totems',
  'slogans',
  'workshop_parameters',
  'user_workshop_roles',
  'availability_slots',
  'survey_questions',
  'appointments',
  'appointment_logs',
] as const;

/** A digest of each table's rows of one workshop: equal digests, nothing changed. */
export async function workshopDigest(
  server: TestServer,
  workshopID: string,
): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of WORKSHOP_TABLES) {
    const [row] = await rows<{ digest: string; n: number }>(
      server,
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(table)} t where t.workshop_id = ${workshopID}`,
    );
    digest[table] = `${row?.n} rows ${row?.digest}`;
  }
  return digest;
}

export async function rows<T>(server: TestServer, query: SQL): Promise<T[]> {
  const result = (await server.services.db.execute(query)) as unknown as T[] | { rows: T[] };
  // postgres.js answers the rows themselves, PGlite an object holding them.
  return Array.isArray(result) ? result : result.rows;
}
