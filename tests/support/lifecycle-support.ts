import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { gql, type Session, signIn } from './graphql-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { demoWorkshop } from './workshop-fixture.ts';

/** What every appointment action answers, as the lifecycle tests read it. */
export const RESULT =
  'appointment { appointmentID statusCode acceptedBoxID version } formErrors { field code }';
export type Result = {
  appointment: {
    appointmentID: string;
    statusCode: number;
    acceptedBoxID: string | null;
    version: number;
  } | null;
  formErrors: { field: string; code: string }[];
};

/** A mutation `name(input: $input)` answering RESULT. */
export const m = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${RESULT} } }`;
export const WALK_IN = m('registerNewAppointment', 'RegisterNewAppointmentInput');
export const NEXT = m('nextCustomer', 'NextCustomerInput');
export const action = (name: string, input = 'AppointmentActionInput') => m(name, input);

/** A server with the demo installation and the desk's three roles signed in, for one test file. */
export interface LifecycleStage {
  server: TestServer;
  acceptor: Session;
  hostess: Session;
  cashier: Session;
  mi: Awaited<ReturnType<typeof demoWorkshop>>;
}

/** Starts the stage before the file's tests and stops it after them; its fields are set in beforeAll. */
export function lifecycleStage(): LifecycleStage {
  const stage = {} as LifecycleStage;
  beforeAll(async () => {
    stage.server = await startTestServer();
    [stage.acceptor, stage.hostess, stage.cashier] = (await Promise.all(
      ['acceptor1', 'hostess', 'cashier'].map((name) => signIn(stage.server.url, name, DEMO_PASSWORD)),
    )) as [Session, Session, Session];
    stage.mi = await demoWorkshop(stage.server, 'MI01');
  });
  afterAll(async () => {
    await stage.server?.stop();
  });
  return stage;
}

/** Runs one action as `session`; `result` is the mutation's own field. */
export async function callOn<T = Result>(
  stage: LifecycleStage,
  query: string,
  input: Record<string, unknown>,
  session: Session,
) {
  const name = /\{ (\w+)\(/.exec(query)?.[1] ?? '';
  const reply = await gql<Record<string, T>>(stage.server.url, query, { input }, session);
  return { reply, result: reply.data?.[name] as T | undefined };
}

/** Where a walk-in checks in: a workshop's queue, with a vehicle brand of the catalogue. */
export interface WalkInPlace {
  workshopID: string;
  queueID: string;
  vehicleBrandID: string;
}

/** Checks a walk-in with `plate` into a queue of the server at `url`, as `session`; its id. */
export async function registerWalkIn(url: string, session: Session, place: WalkInPlace, plate: string) {
  const reply = await gql<Record<string, Result>>(
    url,
    WALK_IN,
    {
      input: {
        ...place,
        licensePlate: plate,
        name: 'Mario Rossi',
        mobile: '+393331234567',
        description: 'Tagliando',
      },
    },
    session,
  );
  const id = reply.data?.registerNewAppointment?.appointment?.appointmentID;
  if (!id) throw new Error(`walk-in failed: ${JSON.stringify(reply.errors ?? reply.data)}`);
  return id;
}

/** Checks a walk-in into `queueID` (as the hostess unless told) and returns its id. */
export function walkInOn(stage: LifecycleStage, queueID: string, plate: string, session = stage.hostess) {
  const { workshopID, vehicleBrandID } = stage.mi;
  return registerWalkIn(stage.server.url, session, { workshopID, queueID, vehicleBrandID }, plate);
}

/**
 * A walk-in taken through every step to exit in `boxID`, with notes on each step and the exit SMS:
 * what a real visit leaves behind. The walk-in waits in a queue of its own, so the call takes it.
 */
export async function closedVisitOn(stage: LifecycleStage, boxID: string, plate: string) {
  const queueID = await stage.mi.newQueue(`Visit ${plate}`);
  const id = await walkInOn(stage, queueID, plate);
  await callOn(stage, NEXT, { workshopID: stage.mi.workshopID, boxID, queueID }, stage.acceptor);
  const steps: [string, string, Record<string, unknown>, Session][] = [
    ['jobStart', 'JobStartInput', {}, stage.acceptor],
    ['jobEnd', 'AppointmentActionInput', {}, stage.acceptor],
    ['uscita', 'AppointmentActionInput', {}, stage.acceptor],
    ['confirmPayment', 'ConfirmPaymentInput', { warrantyWork: true }, stage.cashier],
    ['confirmExit', 'ConfirmExitInput', { sendSms: true }, stage.cashier],
  ];
  for (const [name, input, extra, session] of steps) {
    const { reply } = await callOn(
      stage,
      action(name, input),
      { appointmentID: id, notes: `Il signor Rossi, targa ${plate}`, ...extra },
      session,
    );
    if (reply.errors) throw new Error(`${name}: ${JSON.stringify(reply.errors)}`);
  }
  return id;
}
