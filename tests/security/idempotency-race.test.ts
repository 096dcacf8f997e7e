import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentLogs, appointments } from '../../server/core/db/schema/index.ts';
import { action, callOn, lifecycleStage, NEXT, WALK_IN, walkInOn } from '../support/lifecycle-support.ts';

// One idempotency key sent twice at the same instant (a double tap, a retry that overtook the
// first request) must run once and answer both with the first call's result: before, the second
// passed the "already done?" check too and its log line broke the key's unique index, which came
// back INTERNAL_SERVER_ERROR with the SQL in the log.

const stage = lifecycleStage();
const TIMES = 8;

async function keyed(key: string) {
  return stage.server.services.db
    .select()
    .from(appointmentLogs)
    .where(eq(appointmentLogs.idempotencyKey, key));
}

describe('one idempotency key twice at once', () => {
  it('checks a walk-in in once and answers every copy with it', async () => {
    const queueID = await stage.mi.newQueue('Race walk-in');
    const input = {
      workshopID: stage.mi.workshopID,
      queueID,
      vehicleBrandID: stage.mi.vehicleBrandID,
      licensePlate: 'RK001AA',
      name: 'Mario Rossi',
      mobile: '+393331234567',
      description: 'Tagliando',
      idempotencyKey: crypto.randomUUID(),
    };
    const replies = await Promise.all(
      Array.from({ length: TIMES }, () => callOn(stage, WALK_IN, input, stage.hostess)),
    );
    for (const { reply } of replies) expect(reply.errors).toBeUndefined();
    const ids = new Set(replies.map(({ result }) => result?.appointment?.appointmentID));
    expect(ids.size).toBe(1);
    const rows = await stage.server.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.licensePlate, 'RK001AA'));
    expect(rows).toHaveLength(1);
    expect(await keyed(input.idempotencyKey)).toHaveLength(1);
  });

  it('calls one customer once when the same call reaches two boxes at once', async () => {
    const queueID = await stage.mi.newQueue('Race call');
    const boxes = [await stage.mi.newBox('Race box 1'), await stage.mi.newBox('Race box 2')];
    const first = await walkInOn(stage, queueID, 'RK002AA');
    await walkInOn(stage, queueID, 'RK003AA');
    const idempotencyKey = crypto.randomUUID();
    const replies = await Promise.all(
      boxes.map((boxID) =>
        callOn(
          stage,
          NEXT,
          { workshopID: stage.mi.workshopID, boxID, queueID, idempotencyKey },
          stage.acceptor,
        ),
      ),
    );
    for (const { reply } of replies) expect(reply.errors).toBeUndefined();
    expect(replies.map(({ result }) => result?.appointment?.appointmentID)).toEqual([first, first]);
    expect(await keyed(idempotencyKey)).toHaveLength(1);
  });

  it('runs an action once, and a key reused for another appointment answers with the first', async () => {
    const queueID = await stage.mi.newQueue('Race action');
    const one = await walkInOn(stage, queueID, 'RK004AA');
    const two = await walkInOn(stage, queueID, 'RK005AA');
    for (const [boxName, appointmentID] of [
      ['Race box 3', one],
      ['Race box 4', two],
    ] as const) {
      const boxID = await stage.mi.newBox(boxName);
      await callOn(
        stage,
        action('pickAppointment', 'PickAppointmentInput'),
        { boxID, appointmentID },
        stage.acceptor,
      );
    }
    const idempotencyKey = crypto.randomUUID();
    const replies = await Promise.all(
      [one, one, two, one, two].map((appointmentID) =>
        callOn(stage, action('jobStart', 'JobStartInput'), { appointmentID, idempotencyKey }, stage.acceptor),
      ),
    );
    for (const { reply } of replies) expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
    const answered = new Set(replies.map(({ result }) => result?.appointment?.appointmentID));
    expect(answered.size).toBe(1);
    expect(await keyed(idempotencyKey)).toHaveLength(1);
  });
});
