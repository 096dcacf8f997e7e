import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { STATUS } from '../../shared/appointments/appointment-status.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { appointmentRow, demoWorkshop, logTypes } from '../support/workshop-fixture.ts';

const RESULT = 'appointment { appointmentID statusCode acceptedBoxID version } formErrors { field code }';
type Result = {
  appointment: {
    appointmentID: string;
    statusCode: number;
    acceptedBoxID: string | null;
    version: number;
  } | null;
  formErrors: { field: string; code: string }[];
};

const m = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;
const WALK_IN = m('registerNewAppointment', 'RegisterNewAppointmentInput');
const NEXT = m('nextCustomer', 'NextCustomerInput');
const action = (name: string, input = 'AppointmentActionInput') => m(name, input);

let server: TestServer;
let acceptor: Session;
let hostess: Session;
let cashier: Session;
let mi: Awaited<ReturnType<typeof demoWorkshop>>;

beforeAll(async () => {
  server = await startTestServer();
  [acceptor, hostess, cashier] = (await Promise.all(
    ['acceptor1', 'hostess', 'cashier'].map((name) => signIn(server.url, name, DEMO_PASSWORD)),
  )) as [Session, Session, Session];
  mi = await demoWorkshop(server, 'MI01');
});
afterAll(async () => {
  await server?.stop();
});

async function call<T = Result>(query: string, input: Record<string, unknown>, session: Session) {
  const name = /\{ (\w+)\(/.exec(query)?.[1] ?? '';
  const reply = await gql<Record<string, T>>(server.url, query, { input }, session);
  return { reply, result: reply.data?.[name] as T | undefined };
}

async function walkIn(queueID: string, plate: string, session = hostess) {
  const { result } = await call(
    WALK_IN,
    {
      workshopID: mi.workshopID,
      queueID,
      vehicleBrandID: mi.vehicleBrandID,
      licensePlate: plate,
      name: 'Mario Rossi',
      mobile: '+393331234567',
      description: 'Tagliando',
    },
    session,
  );
  const id = result?.appointment?.appointmentID;
  if (!id) throw new Error(`walk-in failed: ${JSON.stringify(result)}`);
  return id;
}

// The box flow: nextCustomer calls a walk-in into a box, and every step from there to exit.

describe('the box flow', () => {
  it('runs a walk-in through every step to exit, each logged, and refuses steps out of order', async () => {
    const queueID = await mi.newQueue('Flow');
    const boxID = await mi.newBox('Flow box');
    const id = await walkIn(queueID, 'FL0W001');

    const wrong = await call(action('jobEnd'), { appointmentID: id }, acceptor);
    expect(errorCode(wrong.reply)).toBe('TRANSITION_NOT_ALLOWED');
    expect((await appointmentRow(server, id))?.statusCode).toBe(STATUS.CheckedInRandom);

    const called = await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, acceptor);
    expect(called.result?.appointment).toMatchObject({
      appointmentID: id,
      statusCode: STATUS.Accepted,
      acceptedBoxID: boxID,
    });

    const steps: [string, string, Record<string, unknown>, number, Session][] = [
      ['jobStart', 'JobStartInput', {}, STATUS.JobStarted, acceptor],
      ['jobEnd', 'AppointmentActionInput', {}, STATUS.JobEnded, acceptor],
      ['uscita', 'AppointmentActionInput', {}, STATUS.ReadyToGo, acceptor],
      ['confirmPayment', 'ConfirmPaymentInput', { warrantyWork: true }, STATUS.Paid, cashier],
      ['confirmExit', 'ConfirmExitInput', { sendSms: true }, STATUS.CheckedOut, cashier],
    ];
    for (const [name, input, extra, expected, session] of steps) {
      const { result, reply } = await call(
        action(name, input),
        { appointmentID: id, notes: `${name} ok`, ...extra },
        session,
      );
      expect(reply.errors, name).toBeUndefined();
      expect(result?.appointment?.statusCode, name).toBe(expected);
    }
    const row = await appointmentRow(server, id);
    expect(row?.jobStartDateTime).toBeInstanceOf(Date);
    expect(row?.checkoutDateTime).toBeInstanceOf(Date);
    expect(await logTypes(server, id)).toEqual(
      expect.arrayContaining([
        'CheckinRandom',
        'NextCustomer',
        'JobStart',
        'JobEnd',
        'ReadyToGo',
        'WarrantyWork',
        'Checkout',
      ]),
    );
    // The box is free again for the next customer.
    const empty = await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, acceptor);
    expect(errorCode(empty.reply)).toBe('QUEUE_EMPTY');
  });

  it('needs a reject reason, and undo brings a refused customer back with the log restoring the columns', async () => {
    const queueID = await mi.newQueue('Reject');
    const boxID = await mi.newBox('Reject box');
    const id = await walkIn(queueID, 'REJ0001');
    await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, acceptor);
    await call(action('jobStart', 'JobStartInput'), { appointmentID: id }, acceptor);

    const noReason = await call(
      action('jobReject', 'JobRejectInput'),
      { appointmentID: id, rejectReasonID: '' },
      acceptor,
    );
    expect(noReason.result?.formErrors).toContainEqual({
      field: 'rejectReasonID',
      code: 'validation.required',
    });
    expect((await appointmentRow(server, id))?.statusCode).toBe(STATUS.JobStarted);

    const refused = await call(
      action('jobReject', 'JobRejectInput'),
      { appointmentID: id, rejectReasonID: mi.rejectReasonID },
      acceptor,
    );
    expect(refused.result?.appointment?.statusCode).toBe(STATUS.Rejected);

    const undone = await call(action('undoLastOperation'), { appointmentID: id }, acceptor);
    expect(undone.result?.appointment?.statusCode).toBe(STATUS.JobStarted);
    const row = await appointmentRow(server, id);
    expect(row?.jobRejectDateTime).toBeNull();
    expect(row?.rejectReasonID).toBeNull();
    // Undo is one level: the log's last change is now the undo itself.
    const again = await call(action('undoLastOperation'), { appointmentID: id }, acceptor);
    expect(errorCode(again.reply)).toBe('NOTHING_TO_UNDO');
  });

  it('returns a called customer to the queue with the status they had, freeing the box', async () => {
    const queueID = await mi.newQueue('Requeue');
    const boxID = await mi.newBox('Requeue box');
    const id = await walkIn(queueID, 'REQ0001');
    await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, acceptor);
    const back = await call(action('returnToQueue'), { appointmentID: id }, acceptor);
    expect(back.result?.appointment).toMatchObject({
      statusCode: STATUS.CheckedInRandom,
      acceptedBoxID: null,
    });
    const again = await call(NEXT, { workshopID: mi.workshopID, boxID, queueID }, acceptor);
    expect(again.result?.appointment?.appointmentID).toBe(id);
  });

  it('answers a retried call with the first result, never a second customer', async () => {
    const queueID = await mi.newQueue('Idempotent');
    const boxID = await mi.newBox('Idempotent box');
    const first = await walkIn(queueID, 'IDE0001');
    await walkIn(queueID, 'IDE0002');
    const input = { workshopID: mi.workshopID, boxID, queueID, idempotencyKey: 'call-1' };
    const a = await call(NEXT, input, acceptor);
    const b = await call(NEXT, input, acceptor);
    expect(a.result?.appointment?.appointmentID).toBe(first);
    expect(b.result?.appointment?.appointmentID).toBe(first);
    expect((await logTypes(server, first)).filter((type) => type === 'NextCustomer')).toHaveLength(1);
    const busy = await call(NEXT, { ...input, idempotencyKey: 'call-2' }, acceptor);
    expect(errorCode(busy.reply)).toBe('BOX_BUSY');
  });
});
