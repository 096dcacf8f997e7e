import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { appointmentLogs } from '../../server/core/db/schema/index.ts';
import { errorCode, gql, type Session, signIn } from '../support/graphql-client.ts';
import { closedVisitOn, lifecycleStage, walkInOn } from '../support/lifecycle-support.ts';
import { appointmentRow } from '../support/workshop-fixture.ts';

// One customer's data on request (docs/privacy.md): admins find, export and erase it; nobody else.

const stage = lifecycleStage();
const VISITS = `query ($input: CustomerSearchInput!) {
  customerVisits(input: $input) { appointmentID workshopName name licensePlate mobile statusCode live anonymisedAt }
}`;
const EXPORT = `query ($input: CustomerSearchInput!) { customerDataExport(input: $input) }`;
const ERASE = `mutation ($input: CustomerSearchInput!) { eraseCustomerData(input: $input) { erased live } }`;

let admin: Session;
let manager: Session;
let closed: string;
let waiting: string;

type Visit = { appointmentID: string; live: boolean; licensePlate: string; anonymisedAt: string | null };
const visits = async (input: Record<string, unknown>, session = admin) =>
  gql<{ customerVisits: Visit[] }>(stage.server.url, VISITS, { input }, session);

beforeAll(async () => {
  admin = await signIn(stage.server.url, 'admin', DEMO_PASSWORD);
  manager = await signIn(stage.server.url, 'manager', DEMO_PASSWORD);
  const boxID = await stage.mi.newBox('Customer data box');
  closed = await closedVisitOn(stage, boxID, 'CD123AB');
  // The same car back, still waiting: its data stays until the visit ends.
  waiting = await walkInOn(stage, await stage.mi.newQueue('Customer data'), 'CD123AB');
});

describe("one customer's data", () => {
  it('is found by plate in any spelling, by mobile in any usual form, and by both', async () => {
    const ids = (reply: Awaited<ReturnType<typeof visits>>) =>
      reply.data?.customerVisits.map((visit) => visit.appointmentID).sort();
    const both = [closed, waiting].sort();
    expect(ids(await visits({ licensePlate: 'cd 123-ab' }))).toEqual(both);
    expect(ids(await visits({ mobile: '333 123 4567', licensePlate: 'CD123AB' }))).toEqual(both);
    expect((await visits({ mobile: '+39 333 1234567' })).data?.customerVisits.length).toBeGreaterThanOrEqual(
      2,
    );
    const found = await visits({ licensePlate: 'CD123AB' });
    expect(found.data?.customerVisits.find((v) => v.appointmentID === waiting)?.live).toBe(true);
    expect(found.data?.customerVisits.find((v) => v.appointmentID === closed)?.live).toBe(false);
    expect((await visits({ licensePlate: 'ZZ999ZZ' })).data?.customerVisits).toEqual([]);
  });

  it('refuses a search without a plate or mobile, or with a malformed one, by name', async () => {
    for (const [input, argument] of [
      [{}, 'input'],
      [{ licensePlate: '  ' }, 'input'],
      [{ licensePlate: "x'; drop table appointments; --" }, 'input.licensePlate'],
      [{ mobile: '12' }, 'input.mobile'],
    ] as const) {
      const reply = await visits(input);
      expect(errorCode(reply), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect((reply.errors?.[0]?.extensions as { argument?: string } | undefined)?.argument).toBe(argument);
    }
  });

  it('is open to admins only', async () => {
    expect(errorCode(await visits({ licensePlate: 'CD123AB' }, manager))).toBe('FORBIDDEN');
    const anonymous = await gql(stage.server.url, EXPORT, { input: { licensePlate: 'CD123AB' } });
    expect(errorCode(anonymous)).toBe('AUTH_NOT_AUTHORIZED');
    const erase = await gql(stage.server.url, ERASE, { input: { licensePlate: 'CD123AB' } }, manager);
    expect(errorCode(erase)).toBe('FORBIDDEN');
    expect((await appointmentRow(stage.server, closed))?.licensePlate).toBe('CD123AB');
  });

  it('is exported whole: visits, their log, messages and notes, without the tracking code', async () => {
    const reply = await gql<{ customerDataExport: string }>(
      stage.server.url,
      EXPORT,
      { input: { licensePlate: 'CD123AB' } },
      admin,
    );
    const document = JSON.parse(reply.data!.customerDataExport) as {
      visits: {
        appointmentID: string;
        licensePlate: string;
        log: { notes: string | null }[];
        messages: unknown[];
      }[];
    };
    const visit = document.visits.find((v) => v.appointmentID === closed);
    expect(visit?.licensePlate).toBe('CD123AB');
    expect(visit?.log.some((line) => line.notes?.includes('Rossi'))).toBe(true);
    expect(visit?.messages.length).toBeGreaterThan(0);
    // The code itself is a key, not data about the customer (the SMS they got still shows their link).
    expect(visit).not.toHaveProperty('trackingCode');
  });

  it('is erased from ended visits on request, logged with the admin, and live ones are left', async () => {
    const reply = await gql<{ eraseCustomerData: { erased: number; live: number } }>(
      stage.server.url,
      ERASE,
      { input: { licensePlate: 'CD123AB' } },
      admin,
    );
    expect(reply.data?.eraseCustomerData).toEqual({ erased: 1, live: 1 });
    expect(await appointmentRow(stage.server, closed)).toMatchObject({
      licensePlate: '',
      name: '',
      mobile: null,
    });
    expect((await appointmentRow(stage.server, waiting))?.licensePlate).toBe('CD123AB');
    const logged = await stage.server.services.db
      .select()
      .from(appointmentLogs)
      .where(
        and(eq(appointmentLogs.appointmentID, closed), eq(appointmentLogs.actionType, 'PersonalDataErased')),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.userID).toBeTruthy();
    // Asked again: the erased visit no longer matches, the live one is still left.
    const again = await gql<{ eraseCustomerData: { erased: number; live: number } }>(
      stage.server.url,
      ERASE,
      { input: { licensePlate: 'CD123AB' } },
      admin,
    );
    expect(again.data?.eraseCustomerData).toEqual({ erased: 0, live: 1 });
  });
});
