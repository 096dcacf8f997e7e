import type { Db as IDatabase } from 'pg-boss';
import type postgres from 'postgres';

/**
 * pg-boss's database interface over our postgres.js pool, so the queue shares the application's
 * connections instead of opening a second pool with `pg`.
 *
 * pg-boss sends two shapes of SQL: single statements with `$n` parameters, and parameterless
 * multi-statement scripts (`BEGIN; … COMMIT;` for installs, migrations and locked maintenance).
 * postgres.js sends a parameterless `unsafe` through the simple protocol, so a script runs whole;
 * it refuses a transaction on the shared pool, so a script that opens one runs on a connection
 * reserved for it.
 */
export function fromPostgresJs(sql: postgres.Sql): IDatabase {
  return {
    async executeSql(text, values) {
      const params = (values ?? []).map(asText);
      if (params.length)
        return { rows: unwrap(await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) };
      if (!STARTS_TRANSACTION.test(text)) return { rows: unwrap(await sql.unsafe(text)) };
      const reserved = await sql.reserve();
      try {
        return { rows: unwrap(await reserved.unsafe(text)) };
      } finally {
        reserved.release();
      }
    },
  };
}

/**
 * A parameter as pg sends it: text for the server to parse by the parameter's type. postgres.js
 * serialises by the type the server describes and cannot turn, say, a Date given for a text
 * parameter, or an object for json, into bytes.
 */
function asText(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map(asText);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const STARTS_TRANSACTION = /^\s*BEGIN\b/i;

/**
 * A single statement comes back as an array of rows; a script as one such array per statement.
 * Rows of every statement are joined so a RETURNING in the middle of a script is not lost behind
 * the trailing COMMIT (as pg-boss does with pg's results).
 */
function unwrap(result: unknown): Record<string, unknown>[] {
  if (!Array.isArray(result)) return [];
  return result.some(Array.isArray)
    ? (result as unknown[]).flatMap((r) => (Array.isArray(r) ? r : []))
    : result;
}
