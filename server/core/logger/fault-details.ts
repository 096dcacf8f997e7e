/**
 * What the log keeps of an unexpected error. A failed database query carries its parameters in
 * its message and stack (drizzle's "Failed query: … params: …"): the plates, mobiles and e-mails
 * of the row being written, which the log must never hold. The statement stays (it says what
 * failed and holds no values), the parameters and PostgreSQL's own message, which may quote a
 * value, are left out; the SQLSTATE code says why.
 */
export function faultDetails(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const query = (error as { query?: unknown }).query;
  if (typeof query !== 'string') return error;
  const cause = (error as { cause?: { code?: unknown; name?: unknown } }).cause;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at\s/.test(line));
  return {
    name: error.name,
    message: `Failed query: ${query}`,
    sqlState: typeof cause?.code === 'string' ? cause.code : undefined,
    cause: typeof cause?.name === 'string' ? cause.name : undefined,
    stack: frames.join('\n'),
  };
}
