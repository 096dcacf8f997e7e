import { notExists, sql } from 'drizzle-orm';
import { apiKeys, users } from './schema/index.ts';

/**
 * A condition on `users`: a person's or a device's account, not the integration user behind a
 * workshop API key. Those users hold a role only so that the key passes the per-workshop checks;
 * no list of people, count or recipient choice shows them (the API keys screen does).
 */
export const notIntegrationUser = () =>
  notExists(sql`(select 1 from ${apiKeys} where ${apiKeys.integrationUserID} = ${users.userID})`);
