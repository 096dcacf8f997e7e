import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAssignRolesDocument,
  AdminDeleteUserDocument,
  CreateApiKeyDocument,
} from '../../client/src/graphql/generated/graphql.ts';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import {
  agendaFeeds,
  appointments,
  auditLog,
  roles,
  users,
  userWorkshopRoles,
} from '../../server/core/db/schema/index.ts';
import { createLogger } from '../../server/core/logger/logger.ts';
import { hashCode, randomCode } from '../../server/features/auth/secret-codes.ts';
import { upsertFeed } from '../../server/features/calendar/agenda-feed-repository.ts';
import { workshopIDs } from '../support/admin-support.ts';
import { readCalendar } from '../support/calendar-file.ts';
import { errorCode, gql, gqlPersisted, type Session, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { freshAddress, newPlate } from '../support/withdrawal-support.ts';

// The staff agenda feed (docs/calendar.md) over real HTTP: made and revoked through GraphQL,
// read at /agenda/<token>.ics as a calendar server reads it.

let server: TestServer;
let admin: Session;
let milano: string;
let roma: string;
const lines: string[] = [];

const CREATE = 'mutation { createAgendaFeed { url feed { agendaFeedID createdAt lastFetchedAt } } }';
const REVOKE = 'mutation { revokeAgendaFeed { success } }';
const MINE = '{ myAgendaFeed { agendaFeedID createdAt lastFetchedAt } }';

async function newFeed(session: Session): Promise<string> {
  const reply = await gql<{ createAgendaFeed: { url: string } }>(server.url, CREATE, {}, session);
  const url = reply.data?.createAgendaFeed.url;
  if (!url) throw new Error(`no feed: ${JSON.stringify(reply)}`);
  return url;
}

/** A calendar server's GET, each from its own address (the failed look-ups are per address). */
const read = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { 'x-forwarded-for': freshAddress(), ...headers } });

/** The events of a feed as a calendar that reads it reads them. */
const eventsOf = (text: string) => readCalendar(text).events;

/** A booked appointment (or a pickup) of a workshop, `days` from now. */
async function booked(
  workshopID: string,
  days: number,
  values: Partial<typeof appointments.$inferInsert> = {},
) {
  const [row] = await server.services.db
    .insert(appointments)
    .values({
      workshopID,
      statusCode: 1,
      licensePlate: newPlate(),
      name: 'Maria Riservata',
      mobile: '3339876543',
      email: 'maria@example.com',
      note: 'nota interna',
      bookingDateTime: new Date(Date.now() + days * 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: 'true' },
    {
      logger: createLogger('info', {
        format: 'json',
        destination: { write: (line: string) => void lines.push(line) },
      }),
    },
  );
  admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
  ({ milano, roma } = await workshopIDs(server));
});
afterAll(async () => {
  await server?.stop();
});

describe('the agenda feed', () => {
  it('gives the bookings and pickups of the user’s workshops in the window, with little personal data', async () => {
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const soon = await booked(milano, 2);
    const main = await booked(milano, -1, { statusCode: 8 });
    const pickup = await booked(milano, 3, {
      type: 'withdrawal',
      statusCode: 12,
      mainAppointmentID: main.appointmentID,
    });
    const inRoma = await booked(roma, 2);
    const old = await booked(milano, -8);
    const far = await booked(milano, 61);
    const cancelled = await booked(milano, 4, { deletedAt: new Date() });
    const walkIn = await booked(milano, 1, { walkIn: true });

    const url = await newFeed(acceptor);
    expect(url).toMatch(/\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await read(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=900');
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();
    const text = await res.text();
    const uids = eventsOf(text).map((e) => e.uid.split('@')[0]);
    expect(uids).toContain(soon.appointmentID);
    expect(uids).toContain(pickup.appointmentID);
    // Main visit was booked a day ago: inside the week back.
    expect(uids).toContain(main.appointmentID);
    for (const outside of [inRoma, old, far, cancelled, walkIn])
      expect(uids).not.toContain(outside.appointmentID);

    const event = eventsOf(text).find((e) => e.uid.startsWith(soon.appointmentID))!;
    // Calendars count whole seconds.
    expect(event.startDate.toJSDate().getTime()).toBe(
      Math.floor(soon.bookingDateTime!.getTime() / 1000) * 1000,
    );
    expect(event.startDate.zone?.tzid).toBe('Europe/Rome');
    expect(event.summary).toContain(`${soon.licensePlate.slice(0, 2)}•••`);
    const pickupEvent = eventsOf(text).find((e) => e.uid.startsWith(pickup.appointmentID))!;
    expect(pickupEvent.summary.startsWith('Ritiro')).toBe(true);
    // What a third-party calendar server must not learn.
    for (const secret of [
      soon.licensePlate,
      'Maria Riservata',
      '3339876543',
      'maria@example.com',
      'nota interna',
    ]) {
      expect(text).not.toContain(secret);
    }
    // A token is never written to a log line, even in the access log's path.
    const token = url.split('/agenda/')[1]!.replace('.ics', '');
    expect(lines.some((l) => l.includes(token))).toBe(false);
    expect(lines.some((l) => l.includes('"agenda feed read"'))).toBe(true);

    const mine = await gql<{ myAgendaFeed: { lastFetchedAt: string | null } | null }>(
      server.url,
      MINE,
      {},
      acceptor,
    );
    expect(mine.data?.myAgendaFeed?.lastFetchedAt).toBeTruthy();
  });

  it('holds every workshop where the user has a role, and nothing of the others', async () => {
    const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
    const acceptor = await signIn(server.url, 'acceptor1', DEMO_PASSWORD);
    const inRoma = await booked(roma, 5);
    const inMilano = await booked(milano, 5);
    const managerUids = eventsOf(await (await read(await newFeed(manager))).text()).map(
      (e) => e.uid.split('@')[0],
    );
    expect(managerUids).toEqual(expect.arrayContaining([inRoma.appointmentID, inMilano.appointmentID]));
    const acceptorUids = eventsOf(await (await read(await newFeed(acceptor))).text()).map(
      (e) => e.uid.split('@')[0],
    );
    expect(acceptorUids).toContain(inMilano.appointmentID);
    expect(acceptorUids).not.toContain(inRoma.appointmentID);
  });

  it('answers 304 to a calendar that holds this version, and a new ETag once an appointment moves', async () => {
    const hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
    const url = await newFeed(hostess);
    const first = await read(url);
    const etag = first.headers.get('etag')!;
    const again = await read(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await booked(milano, 6);
    const changed = await read(url, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('stops the old URL at once when regenerated, and every URL when revoked', async () => {
    const cashier = await signIn(server.url, 'cashier', DEMO_PASSWORD);
    const first = await newFeed(cashier);
    expect((await read(first)).status).toBe(200);
    const second = await newFeed(cashier);
    expect(second).not.toBe(first);
    expect((await read(first)).status).toBe(404);
    expect((await read(second)).status).toBe(200);
    const revoked = await gql<{ revokeAgendaFeed: { success: boolean } }>(server.url, REVOKE, {}, cashier);
    expect(revoked.data?.revokeAgendaFeed.success).toBe(true);
    expect((await read(second)).status).toBe(404);
    expect(
      (await gql<{ myAgendaFeed: unknown }>(server.url, MINE, {}, cashier)).data?.myAgendaFeed,
    ).toBeNull();
    // The audit log names the feed, never its token.
    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserID, cashier.userID));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['agendaFeed.created', 'agendaFeed.regenerated', 'agendaFeed.revoked']),
    );
    for (const url of [first, second]) expect(JSON.stringify(audit)).not.toContain(url.split('/agenda/')[1]);
    const [row] = await server.services.db
      .select()
      .from(agendaFeeds)
      .where(eq(agendaFeeds.userID, cashier.userID));
    expect(row).toBeUndefined();
  });

  it('is refused once its user loses every role or is deleted', async () => {
    const db = server.services.db;
    const [role] = await db.select().from(roles).where(eq(roles.name, 'Hostess'));
    const person = async (name: string) => {
      const [user] = await db
        .insert(users)
        .values({ userName: name, firstname: 'F', lastname: name })
        .returning();
      await db
        .insert(userWorkshopRoles)
        .values({ userID: user!.userID, workshopID: milano, roleID: role!.id });
      const token = randomCode(32);
      await upsertFeed(db, user!.userID, hashCode(token));
      return { userID: user!.userID, url: `${server.url}/agenda/${token}.ics` };
    };
    const losing = await person('feed.losing');
    expect((await read(losing.url)).status).toBe(200);
    const roleless = await gqlPersisted(
      server.url,
      AdminAssignRolesDocument,
      { userID: losing.userID, roles: [] },
      admin,
    );
    expect(roleless.errors).toBeUndefined();
    expect((await read(losing.url)).status).toBe(404);

    const leaving = await person('feed.leaving');
    expect((await read(leaving.url)).status).toBe(200);
    const deleted = await gqlPersisted(
      server.url,
      AdminDeleteUserDocument,
      { userID: leaving.userID },
      admin,
    );
    expect(deleted.errors).toBeUndefined();
    expect((await read(leaving.url)).status).toBe(404);
  });

  it('refuses wrong and malformed tokens with 404, then the address with 429', async () => {
    const ip = '203.0.113.77';
    const wrong = `${server.url}/agenda/${randomCode(32)}.ics`;
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await fetch(wrong, { headers: { 'x-forwarded-for': ip } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await read(`${server.url}/agenda/short.ics`)).status).toBe(404);
    expect((await read(`${server.url}/agenda/${randomCode(32)}`)).status).toBe(404);
    expect((await fetch(wrong, { method: 'POST' })).status).toBe(405);
  });

  it('is the user’s own: not for an API key, nor for an admin signed in as the user', async () => {
    const made = await gqlPersisted<{ createApiKey: { key: string | null } }>(
      server.url,
      CreateApiKeyDocument,
      { input: { workshopID: milano, name: 'Feed', scopes: ['appointments:read'] } },
      admin,
    );
    const key = made.data?.createApiKey.key;
    expect(key, JSON.stringify(made)).toBeTruthy();
    expect(errorCode(await gql(server.url, CREATE, {}, { token: key! }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, CREATE, {}))).toBe('AUTH_NOT_AUTHORIZED');
    const booking = await signIn(server.url, 'booking', DEMO_PASSWORD);
    const as = await gql<{ loginAs: { token: string } }>(
      server.url,
      'mutation ($userID: ID!) { loginAs(userID: $userID) { token } }',
      { userID: booking.userID },
      admin,
    );
    const impersonating = { token: as.data!.loginAs.token };
    expect(errorCode(await gql(server.url, CREATE, {}, impersonating))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.url, REVOKE, {}, impersonating))).toBe('FORBIDDEN');
  });
});
