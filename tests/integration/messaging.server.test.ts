import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages } from '../../server/core/db/schema/index.ts';
import { signIn } from '../support/graphql-client.ts';
import { type LifecycleStage, walkInOn } from '../support/lifecycle-support.ts';
import { eventually, type SmsGateway, startSmsGateway } from '../support/sms-gateway.ts';
import { startTestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// The whole path on a running server: a walk-in registered at the desk commits its welcome SMS to
// the outbox, and the job queue started with the server delivers it to the configured gateway,
// signed with the workshop's own sender name.

let gateway: SmsGateway;
const stage = {} as LifecycleStage;

beforeAll(async () => {
  gateway = await startSmsGateway(() => ({ status: 200, body: '{"id":"gw-walk-in"}' }));
  stage.server = await startTestServer({ SMS_PROVIDER: 'http', SMS_HTTP_URL: `${gateway.url}/sms` });
  stage.hostess = await signIn(stage.server.url, 'hostess', DEMO_PASSWORD);
  stage.mi = await demoWorkshop(stage.server, 'MI01');
});

afterAll(async () => {
  await stage.server?.stop();
  await gateway?.close();
});

describe('messages of a running server', () => {
  it("delivers a walk-in's welcome SMS to the gateway within seconds, from the workshop's sender", async () => {
    const queueID = await stage.mi.newQueue('Gateway walk-in');
    const appointmentID = await walkInOn(stage, queueID, 'GW123AB');
    const outbox = () =>
      stage.server.services.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.appointmentID, appointmentID));
    const rows = await eventually('welcome SMS sent', outbox, (found) =>
      found.some((r) => r.status === 'sent'),
    );
    const welcome = rows.find((r) => r.status === 'sent');
    expect(welcome).toMatchObject({ channel: 'sms', providerReference: 'gw-walk-in', attempts: 1 });
    const request = gateway.requests.find((r) => JSON.parse(r.body).reference === welcome?.outboxMessageID);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      to: '+393331234567',
      from: 'TurnoMilano',
      text: welcome?.body,
    });
  });
});
