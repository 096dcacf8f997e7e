import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { outboxMessages, users } from '../../server/core/db/schema/index.ts';
import { createLogger } from '../../server/core/logger/logger.ts';
import { gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newPlate } from '../support/withdrawal-support.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

/**
 * The log of a working day holds no personal data (docs/operations.md, "Logs"): the server logs at
 * debug level through the real logger while staff sign in (once with a wrong password), register a
 * walk-in with a name, mobile, e-mail and plate, run the visit to job end (the pay-online SMS and
 * its tracking link), the customer opens the tracking page, a user asks for a password reset, and
 * the outbox sends it all. Then every secret and every personal value of the day is looked for in
 * the log, and none may be there.
 */
const RESULT = 'appointment { appointmentID } formErrors { field code }';
const m = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;

const lines: string[] = [];
let server: TestServer;
let acceptor: Session;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      logger: createLogger('debug', {
        format: 'json',
        destination: { write: (line: string) => void lines.push(line) },
      }),
    },
  );
  acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

async function act(name: string, input: string, values: Record<string, unknown>) {
  const reply = await gql<Record<string, { appointment: { appointmentID: string } | null }>>(
    server.url,
    m(name, input),
    { input: values },
    acceptor,
  );
  expect(reply.errors).toBeUndefined();
  return reply.data![name]!.appointment!.appointmentID;
}

/** The outbox rows `where` selects, once none is waiting or being sent. */
async function settled(where: SQL) {
  for (let i = 0; i < 100; i++) {
    const rows = await server.services.db.select().from(outboxMessages).where(where);
    if (rows.length && rows.every((row) => row.status !== 'queued' && row.status !== 'sending')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the outbox did not settle');
}

describe('the log of a working day', () => {
  it('carries request ids and statuses, and none of the day’s passwords, tokens, mobiles, e-mails, plates or texts', async () => {
    const mi = await demoWorkshop(server, 'MI01');
    const plate = newPlate();
    const customer = {
      name: 'Giulia Riservatissima',
      mobile: '+393471239876',
      email: 'giulia.riservata@example.it',
    };
    const wrongPassword = 'Sbagliata!Davvero2026';

    const refused = await gql(
      server.url,
      'mutation ($input: LoginInput!) { login(input: $input) { errorMessage } }',
      { input: { userName: 'acceptor1', password: wrongPassword } },
    );
    expect(refused.status).toBe(200);

    const queueID = await mi.newQueue(`Log ${plate}`);
    const boxID = await mi.newBox(`Box log ${plate}`);
    const id = await act('registerNewAppointment', 'RegisterNewAppointmentInput', {
      workshopID: mi.workshopID,
      queueID,
      vehicleBrandID: mi.vehicleBrandID,
      licensePlate: plate,
      description: 'Tagliando',
      ...customer,
    });
    // A caller's malformed input, plate included, is refused without its values reaching the log.
    await gql(
      server.url,
      m('registerNewAppointment', 'RegisterNewAppointmentInput'),
      {
        input: { workshopID: 42, licensePlate: plate, mobile: customer.mobile },
      },
      acceptor,
    );
    await act('nextCustomer', 'NextCustomerInput', { workshopID: mi.workshopID, boxID, queueID });
    await act('jobStart', 'JobStartInput', { appointmentID: id });
    await act('jobEnd', 'AppointmentActionInput', { appointmentID: id });

    const messages = await settled(eq(outboxMessages.appointmentID, id));
    const link = messages.map((row) => /\/tracking\/([\w-]+)/.exec(row.body)?.[1]).find(Boolean);
    expect(link).toBeTruthy();
    await fetch(`${server.url}/tracking/${link}?lng=it`);
    const tracking = await gql(server.url, 'query ($code: ID!) { tracking(code: $code) { statusCode } }', {
      code: link,
    });
    expect(tracking.errors).toBeUndefined();

    const [backoffice] = await server.services.db
      .select()
      .from(users)
      .where(eq(users.userName, 'backoffice'));
    const recovery = await gql(
      server.url,
      'mutation ($email: String!) { sendPasswordRecovery(email: $email) { success } }',
      { email: backoffice!.email },
    );
    const [mail] = await settled(eq(outboxMessages.recipient, backoffice!.email!));

    const log = lines.join('');
    const secrets = {
      password: DEMO_PASSWORD,
      wrongPassword,
      accessToken: acceptor.token,
      refreshCookie: acceptor.cookie.split('=')[1] ?? '',
      plate,
      name: 'Riservatissima',
      mobile: '3471239876',
      email: customer.email,
      staffEmail: backoffice!.email!,
      trackingCode: link!,
      resetMail: mail!.body,
      ...Object.fromEntries(messages.map((row, i) => [`sms${i}`, row.body])),
    };
    for (const [what, value] of Object.entries(secrets)) {
      expect(value.length, what).toBeGreaterThan(5);
      expect(log.includes(value), `${what} is in the log`).toBe(false);
    }

    // Every line is JSON; each request has its access line under the id its response carried.
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestId = recovery.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId, method: 'POST', path: '/graphql', status: 200 }),
    );
    expect(
      entries.some((entry) => entry.msg === 'message delivery' && entry.messageId === mail!.outboxMessageID),
    ).toBe(true);
  });
});
