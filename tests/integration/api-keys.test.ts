import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAssignRolesDocument,
  AdminCreateWorkshopDocument,
  AdminDeleteWorkshopDocument,
  AdminForcePasswordDocument,
  AdminUsersDocument,
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
} from '../../client/src/graphql/generated/graphql.ts';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { apiKeys, auditLog, rateLimitWindows, users } from '../../server/core/db/schema/index.ts';
import { touchLastUsed } from '../../server/features/api-keys/api-keys-repository.ts';
import { workshopIDs } from '../support/admin-support.ts';
import { errorCode, gql, gqlPersisted, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { PNG_1PX_DATA_URL } from '../support/images.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

// Workshop API keys (docs/integrations.md) over real HTTP. The server takes no document text from
// anyone (GRAPHQL_ARBITRARY_OPERATIONS=none): the admin uses the client's persisted documents, and
// a key sends its own documents all the same.

let server: TestServer;
let admin: Session;
let manager: Session;
let milano: string;
let roma: string;
let brandID: string;

type Created = {
  createApiKey: {
    apiKey: { apiKeyID: string; prefix: string; scopes: string[] } | null;
    key: string | null;
    formErrors: { field: string; code: string }[];
  };
};

const create = (input: Record<string, unknown>, session = admin) =>
  gqlPersisted<Created>(server.url, CreateApiKeyDocument, { input }, { token: session.token });

async function newKey(scopes: string[], workshopID = milano, name = 'DMS Rossi') {
  const reply = await create({ workshopID, name, scopes });
  const made = reply.data?.createApiKey;
  if (!made?.key || !made.apiKey) throw new Error(`no key: ${JSON.stringify(reply)}`);
  return { key: made.key, apiKeyID: made.apiKey.apiKeyID, prefix: made.apiKey.prefix };
}

/** An integrator's own document, sent with the key as bearer. */
const byKey = <T = Record<string, unknown>>(key: string, query: string, variables = {}) =>
  gql<T>(server.url, query, variables, { token: key });

const romeDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);

const LIST = `query Today($filter: AppointmentFilter!) {
  appointments(filter: $filter) { totalCount nodes { appointmentID licensePlate } }
}`;
const CREATE = `mutation Book($input: AppointmentInput!) {
  createAppointment(input: $input) { appointment { appointmentID } formErrors { field code } }
}`;
const KPIS = 'query ($workshopID: ID!) { kpis(workshopID: $workshopID) { __typename } }';

beforeAll(async () => {
  server = await startTestServer({ GRAPHQL_ARBITRARY_OPERATIONS: 'none' });
  admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
  manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  ({ milano, roma } = await workshopIDs(server));
  brandID = (await demoWorkshop(server, 'MI01')).vehicleBrandID;
});

afterAll(async () => {
  await server?.stop();
});

describe('a workshop API key', () => {
  it('books and reads today’s appointments with its own documents, where staff may send none', async () => {
    const { key, apiKeyID } = await newKey(['appointments:read', 'appointments:write']);
    // Staff (the admin) may not send text on this server: the key's exception is the key's alone.
    expect(errorCode(await gql(server.url, '{ ping }', {}, { token: admin.token }))).toBe(
      'PERSISTED_QUERY_ONLY',
    );
    const at = new Date(Date.now() + 20 * 60_000);
    const booked = await byKey<{ createAppointment: { appointment: { appointmentID: string } | null } }>(
      key,
      CREATE,
      {
        input: {
          workshopID: milano,
          licensePlate: 'AK123PI',
          name: 'Cliente Integrazione',
          mobile: '+393331112222',
          vehicleBrandID: brandID,
          vehicleModel: 'Panda',
          bookingDateTime: at.toISOString(),
          sendConfirmationSms: false,
        },
      },
    );
    const appointmentID = booked.data?.createAppointment.appointment?.appointmentID;
    expect(appointmentID, JSON.stringify(booked)).toBeTruthy();
    const today = await byKey<{ appointments: { nodes: { appointmentID: string }[] } }>(key, LIST, {
      filter: { workshopID: milano, day: romeDay(at) },
    });
    expect(today.errors).toBeUndefined();
    expect(today.data?.appointments.nodes.map((n) => n.appointmentID)).toContain(appointmentID);
    const [row] = await server.services.db.select().from(apiKeys).where(eq(apiKeys.apiKeyID, apiKeyID));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('runs only the root fields of its scopes, naming the scope missing', async () => {
    const { key } = await newKey(['appointments:read']);
    const write = await byKey(
      key,
      'mutation ($id: ID!) { deleteAppointment(input: { appointmentID: $id }) { __typename } }',
      { id: crypto.randomUUID() },
    );
    expect(errorCode(write)).toBe('FORBIDDEN');
    expect(write.errors?.[0]?.message).toContain('appointments:write');
    const stats = await byKey(key, KPIS, { workshopID: milano });
    expect(errorCode(stats)).toBe('FORBIDDEN');
    expect(stats.errors?.[0]?.message).toContain('statistics:read');
    const users = await byKey(key, '{ users(first: 5) { totalCount } }');
    expect(errorCode(users)).toBe('FORBIDDEN');
    // A root field hidden in a fragment is seen all the same.
    const hidden = await byKey(key, 'query { ...F } fragment F on Query { users(first: 5) { totalCount } }');
    expect(errorCode(hidden)).toBe('FORBIDDEN');
    const { key: statsKey } = await newKey(['statistics:read']);
    const kpis = await byKey(statsKey, KPIS, { workshopID: milano });
    expect(kpis.errors).toBeUndefined();
    expect(kpis.data).toBeTruthy();
  });

  it('acts in its own workshop only', async () => {
    const { key } = await newKey(['appointments:read', 'statistics:read']);
    const other = await byKey(key, LIST, { filter: { workshopID: roma, day: romeDay(new Date()) } });
    expect(errorCode(other)).toBe('FORBIDDEN');
    expect(errorCode(await byKey(key, KPIS, { workshopID: roma }))).toBe('FORBIDDEN');
  });

  it('keeps the operation limits', async () => {
    const { key } = await newKey(['appointments:read']);
    // Depth 12, past the staff limit of 10, through fields the key's scope opens.
    const children = `${'children { '.repeat(9)}appointmentID${' }'.repeat(9)}`;
    const deep = `query ($filter: AppointmentFilter!) { appointments(filter: $filter) { nodes { ${children} } } }`;
    const filter = { filter: { workshopID: milano, day: romeDay(new Date()) } };
    expect(errorCode(await byKey(key, deep, filter))).toBe('OPERATION_TOO_COMPLEX');
  });

  it('is refused with a wrong secret behind a right prefix, malformed, or over the WebSocket', async () => {
    const { key, prefix } = await newKey(['appointments:read']);
    const other = await newKey(['appointments:read']);
    const forged = `turno_${prefix}_${other.key.slice(-43)}`;
    const filter = { filter: { workshopID: milano, day: romeDay(new Date()) } };
    expect(errorCode(await byKey(forged, LIST, filter))).toBe('AUTH_NOT_AUTHORIZED');
    expect(errorCode(await byKey(`${key}x`, LIST, filter))).toBe('AUTH_NOT_AUTHORIZED');
    expect(errorCode(await byKey('turno_nope', LIST, filter))).toBe('AUTH_NOT_AUTHORIZED');
    const ws = wsClient(server.url, key);
    const outcome = await new Promise<string>((resolve) => {
      ws.subscribe(
        { query: '{ ping }' },
        { next: () => resolve('data'), error: () => resolve('refused'), complete: () => resolve('complete') },
      );
    });
    await ws.dispose();
    expect(outcome).toBe('refused');
  });

  it('stops working at once when revoked, and the audit log names it without its secret', async () => {
    const { key, apiKeyID, prefix } = await newKey(['appointments:read']);
    const filter = { filter: { workshopID: milano, day: romeDay(new Date()) } };
    expect((await byKey(key, LIST, filter)).errors).toBeUndefined();
    const revoked = await gqlPersisted<{ revokeApiKey: { success: boolean } }>(
      server.url,
      RevokeApiKeyDocument,
      { apiKeyID },
      { token: admin.token },
    );
    expect(revoked.data?.revokeApiKey.success).toBe(true);
    expect(errorCode(await byKey(key, LIST, filter))).toBe('AUTH_NOT_AUTHORIZED');
    const listed = await gqlPersisted<{ apiKeys: { apiKeyID: string; revokedAt: string | null }[] }>(
      server.url,
      ApiKeysDocument,
      { workshopID: milano },
      { token: admin.token },
    );
    expect(listed.data?.apiKeys.find((k) => k.apiKeyID === apiKeyID)?.revokedAt).toBeTruthy();
    expect(JSON.stringify(listed)).not.toContain(key.slice(-43));
    const audit = await server.services.db.select().from(auditLog);
    const lines = audit.filter(
      (line) => (line.details as { apiKeyID?: string } | null)?.apiKeyID === apiKeyID,
    );
    expect(lines.map((line) => line.action).sort()).toEqual(['apiKey.created', 'apiKey.revoked']);
    expect(JSON.stringify(lines)).toContain(prefix);
    expect(JSON.stringify(lines)).not.toContain(key.slice(-43));
  });

  it('moves its last use at most once a minute', async () => {
    const { key, apiKeyID } = await newKey(['appointments:read']);
    const lastUse = async () => {
      const [row] = await server.services.db.select().from(apiKeys).where(eq(apiKeys.apiKeyID, apiKeyID));
      return row?.lastUsedAt?.getTime() ?? null;
    };
    expect(await lastUse()).toBeNull();
    await byKey(key, '{ ping }');
    const first = await lastUse();
    expect(first).not.toBeNull();
    // The write the caller's lookup makes: none within the minute, one after it.
    await touchLastUsed(server.services.db, apiKeyID, new Date((first ?? 0) + 59_000));
    expect(await lastUse()).toBe(first);
    await touchLastUsed(server.services.db, apiKeyID, new Date((first ?? 0) + 61_000));
    expect(await lastUse()).toBe((first ?? 0) + 61_000);
  });
});

describe('managing API keys', () => {
  it('is for admins only', async () => {
    const reply = await create({ workshopID: milano, name: 'x', scopes: ['appointments:read'] }, manager);
    expect(errorCode(reply)).toBe('FORBIDDEN');
    const list = await gqlPersisted(
      server.url,
      ApiKeysDocument,
      { workshopID: milano },
      { token: manager.token },
    );
    expect(errorCode(list)).toBe('FORBIDDEN');
    expect(
      errorCode(
        await create({ workshopID: milano, name: 'x', scopes: ['appointments:read'] }, {
          token: '',
        } as Session),
      ),
    ).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('refuses a bad form field by field and writes nothing', async () => {
    const before = await server.services.db.$count(apiKeys);
    const fields = async (input: Record<string, unknown>) =>
      (await create({ workshopID: milano, ...input })).data?.createApiKey.formErrors.map(
        (e) => `${e.field}:${e.code}`,
      );
    expect(await fields({ name: '  ', scopes: [] })).toEqual([
      'name:validation.required',
      'scopes:validation.atLeastOne',
    ]);
    expect(await fields({ name: 'x'.repeat(81), scopes: ['appointments:read'] })).toEqual([
      'name:validation.maxLength',
    ]);
    expect(await fields({ name: 'ok', scopes: ['admin:all'] })).toEqual(['scopes.0:validation.invalid']);
    expect(
      errorCode(await create({ workshopID: crypto.randomUUID(), name: 'ok', scopes: ['statistics:read'] })),
    ).toBe('NOT_FOUND');
    expect(await server.services.db.$count(apiKeys)).toBe(before);
  });

  it('makes distinct working keys when asked at once, and lists no integration user among the users', async () => {
    const made = await Promise.all(
      Array.from({ length: 5 }, (_, i) => newKey(['appointments:read'], milano, `Parallel ${i}`)),
    );
    expect(new Set(made.map((m) => m.key)).size).toBe(5);
    for (const { key } of made) expect((await byKey(key, '{ ping }')).errors).toBeUndefined();
    const users = await gqlPersisted<{ users: { nodes: { userName: string }[]; totalCount: number } }>(
      server.url,
      AdminUsersDocument,
      { first: 200 },
      { token: admin.token },
    );
    expect(users.data?.users.totalCount).toBeGreaterThan(0);
    expect(users.data?.users.nodes.some((u) => u.userName.startsWith('api-key-'))).toBe(false);
    // Nor can an admin edit one, unlock it or give it roles: only its key stands for it.
    const [row] = await server.services.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.prefix, made[0]?.prefix ?? ''));
    const roles = await gqlPersisted(
      server.url,
      AdminAssignRolesDocument,
      { userID: row?.integrationUserID, roles: [] },
      { token: admin.token },
    );
    expect(errorCode(roles)).toBe('NOT_FOUND');
  });
});

describe('plain download routes', () => {
  const listFile = (workshopID: string) =>
    `${server.url}/api/exports/appointments/agenda.csv?workshopID=${workshopID}&day=${romeDay(new Date())}`;
  const statsFile = (workshopID: string) => {
    const day = romeDay(new Date());
    return `${server.url}/api/exports/statistics/perQueue.csv?workshopID=${workshopID}&fromDay=${day}&toDay=${day}`;
  };
  const get = (url: string, key: string) => fetch(url, { headers: { authorization: `Bearer ${key}` } });
  const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it('give a key the appointment lists with appointments:read and the statistics with statistics:read', async () => {
    const { key } = await newKey(['appointments:read', 'statistics:read']);
    const list = await get(listFile(milano), key);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const stats = await get(statsFile(milano), key);
    expect(stats.status).toBe(200);
  });

  it('refuse a key without the matching scope, naming it, and another workshop’s files', async () => {
    const { key: readOnly } = await newKey(['appointments:read']);
    const stats = await get(statsFile(milano), readOnly);
    expect(stats.status).toBe(403);
    const body = (await stats.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('FORBIDDEN');
    expect(body.error.message).toContain('statistics:read');
    const { key: statsOnly } = await newKey(['statistics:read']);
    expect(await codeOf(await get(listFile(milano), statsOnly))).toBe('FORBIDDEN');
    const { key: both } = await newKey(['appointments:read', 'statistics:read']);
    expect((await get(listFile(roma), both)).status).toBe(403);
    expect((await get(statsFile(roma), both)).status).toBe(403);
  });

  it('refuse a key on the activity log, a revoked or wrong key, and keys on the WebSocket as before', async () => {
    const { key, apiKeyID } = await newKey(['appointments:read', 'statistics:read']);
    const log = await get(`${server.url}/api/exports/logs/log.csv?workshopID=${milano}`, key);
    expect(log.status).toBe(401);
    await gqlPersisted(server.url, RevokeApiKeyDocument, { apiKeyID }, { token: admin.token });
    const revoked = await get(listFile(milano), key);
    expect(revoked.status).toBe(401);
    expect(await codeOf(revoked)).toBe('AUTH_NOT_AUTHORIZED');
  });
});

describe('a key’s integration account', () => {
  it('cannot be given a password by an admin (INTEGRATION_ACCOUNT), and nothing changes', async () => {
    const { prefix } = await newKey(['appointments:read']);
    const [row] = await server.services.db.select().from(apiKeys).where(eq(apiKeys.prefix, prefix));
    const userID = row!.integrationUserID;
    const reply = await gqlPersisted(
      server.url,
      AdminForcePasswordDocument,
      { input: { userID, newPassword: 'Una-Password-Lunga-1!' } },
      { token: admin.token },
    );
    expect(errorCode(reply)).toBe('FORBIDDEN');
    expect((reply.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason).toBe(
      'INTEGRATION_ACCOUNT',
    );
    const [user] = await server.services.db.select().from(users).where(eq(users.userID, userID));
    expect(user?.passwordHash).toBeNull();
  });

  it('goes with its workshop: deleting the workshop revokes its keys in the same transaction', async () => {
    const created = await gqlPersisted<{ createWorkshop: { workshop: { workshopID: string } | null } }>(
      server.url,
      AdminCreateWorkshopDocument,
      {
        input: {
          workshopCode: `K${Date.now().toString(36).toUpperCase()}`,
          name: 'Officina da chiudere',
          city: 'Torino',
          address: 'Via Roma 1',
          zipCode: '10121',
          logoUrl: PNG_1PX_DATA_URL,
        },
      },
      { token: admin.token },
    );
    const workshopID = created.data?.createWorkshop.workshop?.workshopID;
    expect(workshopID, JSON.stringify(created)).toBeTruthy();
    const { key, apiKeyID } = await newKey(['appointments:read'], workshopID);
    expect((await byKey(key, '{ ping }')).errors).toBeUndefined();
    const deleted = await gqlPersisted<{ deleteWorkshop: { success: boolean } }>(
      server.url,
      AdminDeleteWorkshopDocument,
      { workshopID },
      { token: admin.token },
    );
    expect(deleted.data?.deleteWorkshop.success).toBe(true);
    const [row] = await server.services.db.select().from(apiKeys).where(eq(apiKeys.apiKeyID, apiKeyID));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const [user] = await server.services.db
      .select()
      .from(users)
      .where(eq(users.userID, row!.integrationUserID));
    expect(user?.deletedAt).toBeInstanceOf(Date);
    expect(errorCode(await byKey(key, '{ ping }'))).toBe('AUTH_NOT_AUTHORIZED');
    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'apiKey.revoked'));
    const line = audit.find((a) => (a.details as { apiKeyID?: string } | null)?.apiKeyID === apiKeyID);
    expect((line?.details as { reason?: string } | undefined)?.reason).toBe('workshopDeleted');
  });
});

describe('refused keys', () => {
  // Last in the file: the address's window of refusals stays full for the minutes after.
  it('from one address are rate-limited after 30, while a good key still works', async () => {
    const { key } = await newKey(['appointments:read']);
    // The refusals the tests above provoked on purpose start this count from zero.
    await server.services.db.delete(rateLimitWindows).where(like(rateLimitWindows.key, 'api-key:%'));
    const wrong = `turno_${'0'.repeat(16)}_${'A'.repeat(43)}`;
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 32; i++) codes.push(errorCode(await byKey(wrong, '{ ping }')));
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThan(0);
    expect(codes.slice(0, 25).every((code) => code === 'AUTH_NOT_AUTHORIZED')).toBe(true);
    expect((await byKey(key, '{ ping }')).errors).toBeUndefined();
  });
});
