import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { roles, users, userWorkshopRoles, workshops } from '../../server/core/db/schema/index.ts';
import { type GraphQLReply, gql, type Session, signIn } from './graphql-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Helpers of the tests that act as the administrator (administration rules, uploads, hostile input).

// biome-ignore lint/suspicious/noExplicitAny: the tests read replies by shape, as a client would.
export type Call = <T = Record<string, any>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<GraphQLReply<T>>;

/** A caller bound to one signed-in session. */
export function caller(server: TestServer, session: Session): Call {
  return (query, variables = {}) => gql(server.url, query, variables, { token: session.token });
}

/** A server with the demo installation and the demo administrator signed in, for one test file. */
export interface AdminStage {
  server: TestServer;
  admin: Session;
  /** Calls as `admin`. */
  asAdmin: Call;
}

/**
 * Starts the stage before the file's tests and stops it after them, dropping its database; its
 * fields are set in beforeAll. Takes startTestServer's arguments (environment, test hooks, logger).
 */
export function adminStage(...start: Parameters<typeof startTestServer>): AdminStage {
  const stage = {} as AdminStage;
  beforeAll(async () => {
    stage.server = await startTestServer(...start);
    stage.admin = await signIn(stage.server.url, 'admin', DEMO_PASSWORD);
    stage.asAdmin = caller(stage.server, stage.admin);
  });
  afterAll(async () => {
    await stage.server?.stop();
  });
  return stage;
}

/** A caller signed in as a demo user, with the demo password. */
export async function demoCaller(server: TestServer, userName: string): Promise<Call> {
  return caller(server, await signIn(server.url, userName, DEMO_PASSWORD));
}

export async function workshopIDs(server: TestServer) {
  const rows = await server.services.db.select().from(workshops);
  return {
    milano: rows.find((w) => w.workshopCode === 'MI01')!.workshopID,
    roma: rows.find((w) => w.workshopCode === 'RM01')!.workshopID,
  };
}

/** Rows in a table (to prove a refused write changed nothing). */
export async function rowCount(server: TestServer, table: PgTable): Promise<number> {
  return server.services.db.$count(table);
}

/**
 * A manager of Roma only (every demo manager also holds a role in Milano), signed in with the demo
 * password (copied hash).
 */
export async function romaOnlyManager(server: TestServer, userName = 'manager.roma'): Promise<Session> {
  const db = server.services.db;
  const [model] = await db.select().from(users).where(eq(users.userName, 'manager'));
  const [created] = await db
    .insert(users)
    .values({
      userName,
      firstname: 'Romolo',
      lastname: 'Romani',
      email: `${userName}@turno.example`,
      emailConfirmed: true,
      passwordHash: model!.passwordHash,
    })
    .returning();
  const [role] = await db.select().from(roles).where(eq(roles.name, 'Workshop manager'));
  const { roma } = await workshopIDs(server);
  await db.insert(userWorkshopRoles).values({ userID: created!.userID, workshopID: roma, roleID: role!.id });
  return signIn(server.url, userName, DEMO_PASSWORD);
}

/** The first form error's field and code of a mutation reply, for short assertions. */
export function fieldsOf(result: { formErrors: { field: string; code: string }[] }) {
  return result.formErrors.map((e) => `${e.field}:${e.code}`);
}
