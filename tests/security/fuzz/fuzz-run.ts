import { buildSchema } from '../../../server/app/schema.ts';
import { DEMO_PASSWORD } from '../../../server/app/seed/demo-users.ts';
import { signIn } from '../../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { invariantProblems, workshopDigest } from './database-invariants.ts';
import { HOSTILE_STRINGS, TELLTALE_STRINGS } from './hostile-values.ts';
import { readIDPools } from './id-pools.ts';
import { capturingLogger, type LogLine } from './log-capture.ts';
import { CALLERS, type CallerName, type FuzzOperation, generateOperations } from './operation-generator.ts';

// One fuzzing run: a real server, the five callers signed in once, the generated operations sent
// over HTTP a few at a time, every reply and the server's log checked, the database compared.

export interface FuzzResult {
  seed: number;
  count: number;
  /** Operations by outcome: `OK`, `FORM_ERRORS`, an error code, or `HTTP <status>`. */
  outcomes: Map<string, number>;
  /** Every reply, log line or invariant that broke a rule; empty when the run is sound. */
  problems: string[];
  milliseconds: number;
  /** Milliseconds spent sending operations, by root field (to find what makes a run slow). */
  timeByField: Map<string, number>;
}

/** Words of SQL and of PostgreSQL's errors that must never reach a reply or the error log. */
const SQL_TEXT = [
  /\bselect\b[^.]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bdelete from\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bviolates\b/i,
  /relation "/i,
  /syntax error at/i,
  /column "/i,
  /duplicate key value/i,
  /failed query/i,
  /invalid input syntax/i,
];
const STACK_TEXT = [/\n\s+at\s/, /\bat\s+[\w.<>]+\s+\(/, /\.(ts|js|mjs|cjs):\d+/];
const PATH_TEXT = [/\/(work|home|usr|app|srv|opt|tmp)\/[\w.-]+/, /node_modules/, /file:\/\//];

/**
 * Fields sent by anonymous callers only: a signed-in caller's `logout` would end its session, and
 * every later operation would only test the sign-in check.
 */
const CALLERS_OF: Record<string, readonly CallerName[]> = { logout: ['anonymous'] };

export async function runFuzz(options: {
  seed: number;
  count: number;
  concurrency?: number;
  onProgress?: (done: number) => void;
}): Promise<FuzzResult> {
  const started = Date.now();
  const logger = capturingLogger();
  // Public forms and failed sign-ins are counted per address: the fuzzer sends them all from one.
  const server = await startTestServer({}, { logger });
  try {
    const tokens = await signInCallers(server);
    const pools = await readIDPools(server);
    const operations = generateOperations(
      buildSchema(),
      { idPools: pools.byCaller, callersOf: CALLERS_OF },
      options.seed,
      options.count,
    );
    const problems = await invariantProblems(server);
    const problemsBefore = new Set(problems);
    const foreignBefore = await workshopDigest(server, pools.foreignWorkshopID);
    const outcomes = new Map<string, number>();
    const timeByField = new Map<string, number>();
    const found: string[] = problems.map((p) => `before the run: ${p}`);

    let next = 0;
    const worker = async () => {
      while (next < operations.length) {
        const index = next++;
        const operation = operations[index] as FuzzOperation;
        const sentAt = Date.now();
        const { outcome, problems: replyProblems } = await send(server, operation, tokens[operation.caller]);
        timeByField.set(operation.field, (timeByField.get(operation.field) ?? 0) + Date.now() - sentAt);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        for (const problem of replyProblems) found.push(`#${index} ${describe(operation)}: ${problem}`);
        if (index % 250 === 0) options.onProgress?.(index);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));

    for (const problem of await invariantProblems(server)) {
      if (!problemsBefore.has(problem)) found.push(`invariant broken: ${problem}`);
    }
    const foreignAfter = await workshopDigest(server, pools.foreignWorkshopID);
    for (const [table, digest] of Object.entries(foreignBefore)) {
      if (foreignAfter[table] !== digest)
        found.push(`the other workshop's ${table} changed: ${digest} -> ${foreignAfter[table]}`);
    }
    found.push(...logProblems(logger.lines));
    return {
      seed: options.seed,
      count: options.count,
      outcomes,
      problems: found,
      milliseconds: Date.now() - started,
      timeByField,
    };
  } finally {
    await server.stop();
  }
}

async function signInCallers(server: TestServer): Promise<Record<CallerName, string | null>> {
  const tokens = { anonymous: null } as Record<CallerName, string | null>;
  for (const caller of CALLERS) {
    if (caller !== 'anonymous') tokens[caller] = (await signIn(server.url, caller, DEMO_PASSWORD)).token;
  }
  return tokens;
}

async function send(server: TestServer, operation: FuzzOperation, token: string | null) {
  const problems: string[] = [];
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: operation.query, variables: operation.variables }),
  });
  const text = await response.text();
  if (response.status >= 500) problems.push(`HTTP ${response.status}`);
  let body: {
    data?: Record<string, unknown> | null;
    errors?: { message?: string; extensions?: { code?: string } }[];
  };
  try {
    body = JSON.parse(text);
  } catch {
    problems.push(`not JSON: ${text.slice(0, 200)}`);
    return { outcome: `HTTP ${response.status}`, problems };
  }
  for (const error of body.errors ?? []) {
    const code = error.extensions?.code;
    if (!code || code === 'INTERNAL_SERVER_ERROR') problems.push(`${code ?? 'no code'}: ${error.message}`);
  }
  problems.push(...leaks(body, echoable(operation.variables)));
  const reply = body.data?.[operation.field] as { formErrors?: unknown[] } | null | undefined;
  const outcome =
    response.status !== 200 && !body.errors?.length
      ? `HTTP ${response.status}`
      : (body.errors?.[0]?.extensions?.code ?? (reply?.formErrors?.length ? 'FORM_ERRORS' : 'OK'));
  return { outcome, problems };
}

/** Stack traces, SQL or file paths anywhere in a reply, once the caller's own strings are set aside. */
function leaks(body: unknown, sent: string[]): string[] {
  const problems: string[] = [];
  for (const value of strings(body)) {
    let text = value;
    for (const s of sent) if (s.length > 0) text = text.split(s).join('').split(JSON.stringify(s)).join('');
    for (const [kind, patterns] of [
      ['SQL', SQL_TEXT],
      ['stack', STACK_TEXT],
      ['path', PATH_TEXT],
    ] as const) {
      if (patterns.some((p) => p.test(text))) problems.push(`${kind} in the reply: ${value.slice(0, 300)}`);
    }
  }
  return problems;
}

/**
 * Strings a reply may rightly hold: what this operation sent, and any hostile value an earlier one
 * stored (a queue group named `' OR 1=1 --` is data). Longest first, so a short one does not split
 * a longer one.
 */
function echoable(variables: unknown): string[] {
  return [...new Set([...strings(variables), ...HOSTILE_STRINGS])].sort((a, b) => b.length - a.length);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The error log must not carry SQL, nor the hostile values callers sent. */
function logProblems(lines: LogLine[]): string[] {
  const problems: string[] = [];
  for (const line of lines) {
    if (line.level !== 'error') continue;
    const text = line.text.slice(0, 400);
    const value = TELLTALE_STRINGS.find(
      (s) => line.text.includes(s) || line.text.includes(JSON.stringify(s).slice(1, -1)),
    );
    if (SQL_TEXT.some((p) => p.test(line.text))) problems.push(`SQL in the error log: ${text}`);
    else if (value) problems.push(`a caller's value in the error log (${JSON.stringify(value)}): ${text}`);
    // Bad input is the caller's mistake, not the server's: it has no place in the error log at all.
    else problems.push(`error logged: ${text}`);
  }
  return problems;
}

function describe(operation: FuzzOperation): string {
  const variables = JSON.stringify(operation.variables, (_k, v) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v,
  );
  return `${operation.caller} ${operation.field} ${variables.slice(0, 400)}`;
}

/** The outcomes as a table, most frequent first, and the problems' count. */
export function formatSummary(result: FuzzResult): string {
  const rows = [...result.outcomes].sort((a, b) => b[1] - a[1]);
  const width = Math.max(...rows.map(([code]) => code.length), 'outcome'.length);
  const lines = [
    `seed ${result.seed}, ${result.count} operations in ${(result.milliseconds / 1000).toFixed(1)} s`,
    `${'outcome'.padEnd(width)}  operations`,
    ...rows.map(([code, n]) => `${code.padEnd(width)}  ${String(n).padStart(10)}`),
    `problems: ${result.problems.length}`,
  ];
  return lines.join('\n');
}
