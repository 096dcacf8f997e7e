import { is, Param, Placeholder, type Query, sql } from 'drizzle-orm';
import {
  PgDatabase,
  PgDialect,
  type PgPreparedQuery,
  type PgQueryResultHKT,
  PgSession,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Statements built once. A drizzle query builder rebuilds its SQL text on every call (walking the
 * SQL tree, column casing, the selection), which on the hot paths of a desk cost more CPU than
 * the rest of the request. A `statement` is written with the builder, using `sql.placeholder` for
 * every value that changes, and built once, the first time it runs: its SQL text, its parameters
 * and its result fields are kept, and each run hands them to the session of the given executor
 * (the pool or the caller's transaction, PostgreSQL or PGlite alike), which fills the
 * placeholders, sends the constant text and maps the rows as the builder would have.
 *
 * On PostgreSQL the statement is sent with a name, so postgres.js prepares it once per connection
 * (keyed by its text) and later runs skip parsing and planning on the server too.
 * See docs/decisions/0014-statements-built-once.md.
 */

/** What a builder's `.prepare()` handed to the session, recorded instead of run. */
interface Recorded {
  query: Query;
  fields: SelectedFieldsOrdered | undefined;
  arrayMode: boolean;
  mapper: ((rows: unknown[][]) => unknown) | undefined;
  joinsNotNullableMap?: Record<string, boolean>;
}

class RecordingSession extends PgSession<PgQueryResultHKT> {
  prepareQuery<T extends PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    _name: string | undefined,
    arrayMode: boolean,
    mapper?: (rows: unknown[][]) => T['execute'],
  ): PgPreparedQuery<T> {
    const recorded: Recorded & { setToken(): Recorded } = {
      query: { sql: query.sql, params: query.params.map(nullPassing) },
      fields,
      arrayMode,
      mapper,
      // The builders hand an auth token (Neon's) to what they prepared; there is none here.
      setToken: () => recorded,
    };
    return recorded as unknown as PgPreparedQuery<T>;
  }
  transaction(): Promise<never> {
    throw new Error('a statement is built, never run, on the recording session');
  }
}

/**
 * A column's encoder for a placeholder, letting null through as SQL NULL. The builder never
 * encodes a null value (`jsonb` would make it JSON `null`, a timestamp would throw), but drizzle's
 * placeholder filling does; a statement's nulls must mean what they mean in the builder.
 */
function nullPassing(param: unknown): unknown {
  if (!is(param, Param) || !is(param.value, Placeholder)) return param;
  const { encoder } = param;
  return new Param(param.value, {
    mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)),
  });
}

const dialect = new PgDialect({ casing: 'snake_case' });
/** A database handle that only builds: its builders' `.prepare()` returns what it recorded. */
const builder = new PgDatabase(dialect, new RecordingSession(dialect), undefined) as unknown as Executor;

interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

/**
 * A placeholder where the builder's types want a column's value (`.set()`, `.values()`): the
 * builder wraps it with the column, so its value is encoded as the column's (a Date, JSON) on
 * every run. The cast is for the types only.
 */
export function bind<T = never>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}

export interface Statement<Result> {
  readonly name: string;
  /** The SQL text sent on every run (for tests and for reading plans). */
  readonly text: string;
  run(db: Executor, values?: Record<string, unknown>): Promise<Result>;
}

/**
 * A statement built once from `build` (a query written on the handle it is given, values as
 * `sql.placeholder(name)`). `name` must be unique: it names the statement in logs and errors.
 */
export function statement<Result>(
  name: string,
  build: (qb: Executor) => Preparable<Result>,
): Statement<Result> {
  let recorded: Recorded | undefined;
  const built = (): Recorded => {
    recorded ??= build(builder).prepare(name) as unknown as Recorded;
    return recorded;
  };
  return {
    name,
    get text() {
      return built().query.sql;
    },
    run(db, values = {}) {
      const { query, fields, arrayMode, mapper, joinsNotNullableMap } = built();
      const prepared = db._.session.prepareQuery(query, fields, name, arrayMode, mapper) as PgPreparedQuery<
        PreparedQueryConfig & { execute: Result }
      > & { joinsNotNullableMap?: Record<string, boolean> };
      if (joinsNotNullableMap) prepared.joinsNotNullableMap = joinsNotNullableMap;
      return prepared.execute(values);
    },
  };
}
