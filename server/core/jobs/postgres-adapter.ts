import type { Db as IDatabase } from 'pg-boss';
import type postgres from 'postgres';

/**
 * pg-boss's database interface over our postgres.js pool, so the queue shares the application's
 * connections instead of opening a second pool with `pg`.
 *
 * pg-boss sends two shapes of SQL: single statements with `$n` parameters, and parameterless
 * multi-statement scripts (`BEGIN; … COMMIT;` for installs, migrations and locked maintenance).
 * postgres.js sends a parameterless `unsafe` through the simple protocol on one connection, so a
 * script runs whole on one session, as it does with pg's pool.
 */
export function fromPostgresJs(sql: postgres.Sql): IDatabase {
  return {
    async executeSql(text, values) {
      // pg reads `undefined` as NULL; postgres.js refuses it.
      const params = (values ?? []).map((value) => (value === undefined ? null : value));
      const result = params.length
        ? await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])
        : await sql.unsafe(text);
      return { rows: unwrap(result) };
    },
  };
}

/**
 * A single statement comes back as an array of rows; a script as one such array per statement.
 * Rows of every statement are joined so a RETURNING in the middle of a script is not lost behind
 * the trailing COMMIT (as pg-boss does with pg's results).
 */
function unwrap(result: unknown): Record<string, unknown>[] {
  if (!Array.isArray(result)) return [];
  return result.some(Array.isArray) ? (result as unknown[]).flatMap((r) => (Array.isArray(r) ? r : [])) : result;
}
