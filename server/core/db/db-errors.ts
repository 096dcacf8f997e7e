/**
 * Whether a database error is a unique violation (SQLSTATE 23505), optionally of one constraint or
 * index. drizzle wraps the driver's error in `cause`; PostgreSQL and PGlite both set `code`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505')
      return !constraint || e.constraint === constraint || String(e).includes(constraint);
    e = e.cause as typeof e;
  }
  return false;
}
