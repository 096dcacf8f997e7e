import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';

/**
 * The server's whole configuration, read from environment variables once, here. Nothing else reads
 * `process.env`. A wrong value stops the server with one line naming the variable (see main.ts).
 * The README's configuration table lists the same variables with the same defaults.
 */

const integerFrom = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const booleanFrom = (name: string) =>
  v.pipe(
    v.string(),
    v.picklist(['true', 'false', '1', '0'], `${name} must be true or false`),
    v.transform((value) => value === 'true' || value === '1'),
  );

const urlFrom = (name: string, protocols: readonly string[]) =>
  v.pipe(
    v.string(),
    v.url(`${name} must be a URL`),
    v.check(
      (value) => protocols.includes(new URL(value).protocol),
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    ),
  );

/**
 * A page that may show Turno in a frame (a signage player showing the monitor): `'self'`, `'none'`
 * or an origin such as `https://signage.example.com` (a `*.` subdomain wildcard allowed), as
 * CSP's `frame-ancestors` takes them. Anything else could widen the policy, so it stops the server.
 */
const FRAME_ANCESTOR = /^(?:'self'|'none'|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i;

/** FRAME_ANCESTORS split on spaces or commas; `self` and `none` may be written without quotes. */
export function frameAncestorList(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => (/^(self|none)$/i.test(entry) ? `'${entry.toLowerCase()}'` : entry));
}

const frameAncestors = v.pipe(
  v.string(),
  v.transform(frameAncestorList),
  v.check(
    (list) => list.length > 0 && list.every((entry) => FRAME_ANCESTOR.test(entry)),
    "FRAME_ANCESTORS must be 'self', 'none' or origins such as https://signage.example.com, separated by spaces or commas",
  ),
  v.check(
    (list) => !list.includes("'none'") || list.length === 1,
    "FRAME_ANCESTORS: 'none' cannot be combined with other entries",
  ),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    'development',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  PORT: v.optional(integerFrom('PORT', 0, 65535), '4000'),
  DATABASE_URL: v.optional(urlFrom('DATABASE_URL', ['postgres:', 'postgresql:'])),
  DATABASE_POOL_SIZE: v.optional(integerFrom('DATABASE_POOL_SIZE', 1, 200), '10'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  UPLOAD_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('UPLOAD_DIR must not be empty'))),
  UPLOAD_FILE_RETENTION_DAYS: v.optional(integerFrom('UPLOAD_FILE_RETENTION_DAYS', 1, 3650), '30'),
  REDIS_URL: v.optional(urlFrom('REDIS_URL', ['redis:', 'rediss:'])),
  SEED: v.optional(v.picklist(['auto', 'demo', 'never'], 'SEED must be auto, demo or never'), 'auto'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters')),
  ),
  ACCESS_TOKEN_MINUTES: v.optional(integerFrom('ACCESS_TOKEN_MINUTES', 1, 1440), '15'),
  REFRESH_SESSION_DAYS: v.optional(integerFrom('REFRESH_SESSION_DAYS', 1, 365), '30'),
  LOGIN_MAX_FAILED_ATTEMPTS: v.optional(integerFrom('LOGIN_MAX_FAILED_ATTEMPTS', 1, 100), '5'),
  LOGIN_LOCKOUT_MINUTES: v.optional(integerFrom('LOGIN_LOCKOUT_MINUTES', 1, 10080), '15'),
  LOGIN_MAX_FAILED_ATTEMPTS_PER_ACCOUNT: v.optional(
    integerFrom('LOGIN_MAX_FAILED_ATTEMPTS_PER_ACCOUNT', 1, 1000),
    '20',
  ),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: v.optional(integerFrom('LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 1, 10000), '100'),
  PUBLIC_LOOKUP_FAILURES_PER_MINUTE: v.optional(
    integerFrom('PUBLIC_LOOKUP_FAILURES_PER_MINUTE', 1, 10000),
    '30',
  ),
  LINK_SMS_PER_ADDRESS_PER_HOUR: v.optional(integerFrom('LINK_SMS_PER_ADDRESS_PER_HOUR', 1, 10000), '10'),
  SUBSCRIPTIONS_PER_SOCKET: v.optional(integerFrom('SUBSCRIPTIONS_PER_SOCKET', 1, 1000), '20'),
  SUBSCRIPTIONS_PER_ANONYMOUS_ADDRESS: v.optional(
    integerFrom('SUBSCRIPTIONS_PER_ANONYMOUS_ADDRESS', 1, 100000),
    '300',
  ),
  PUBLIC_URL: v.optional(urlFrom('PUBLIC_URL', ['http:', 'https:'])),
  ALLOWED_ORIGINS: v.optional(v.string()),
  TRUST_PROXY: v.optional(booleanFrom('TRUST_PROXY'), 'false'),
  FRAME_ANCESTORS: v.optional(frameAncestors, "'self'"),
  SMTP_URL: v.optional(urlFrom('SMTP_URL', ['smtp:', 'smtps:'])),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.email('MAIL_FROM must be an e-mail address')),
    'no-reply@turno.local',
  ),
  SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('SUPPORT_EMAIL must be an e-mail address')),
    'support@turno.local',
  ),
  SMS_PROVIDER: v.optional(
    v.picklist(['outbox', 'http', 'twilio'], 'SMS_PROVIDER must be outbox, http or twilio'),
    'outbox',
  ),
  SMS_FROM: v.optional(
    v.pipe(v.string(), v.maxLength(20, 'SMS_FROM must be at most 20 characters')),
    'Turno',
  ),
  SMS_DEFAULT_REGION: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Z]{2}$/, 'SMS_DEFAULT_REGION must be a two-letter country code such as IT'),
    ),
    'IT',
  ),
  SMS_HTTP_URL: v.optional(urlFrom('SMS_HTTP_URL', ['http:', 'https:'])),
  SMS_HTTP_TOKEN: v.optional(v.string()),
  SMS_HTTP_HEADERS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          const parsed: unknown = JSON.parse(dataset.value);
          if (
            parsed &&
            typeof parsed === 'object' &&
            !Array.isArray(parsed) &&
            Object.values(parsed).every((value) => typeof value === 'string')
          ) {
            return parsed as Record<string, string>;
          }
        } catch {}
        addIssue({ message: 'SMS_HTTP_HEADERS must be a JSON object of header names to text values' });
        return NEVER;
      }),
    ),
  ),
  SMS_HTTP_BODY_TEMPLATE: v.optional(v.string()),
  SMS_HTTP_CONTENT_TYPE: v.optional(v.string(), 'application/json'),
  SMS_HTTP_TIMEOUT_SECONDS: v.optional(integerFrom('SMS_HTTP_TIMEOUT_SECONDS', 1, 120), '10'),
  SMS_HTTP_REPORT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'SMS_HTTP_REPORT_SECRET must be at least 16 characters')),
  ),
  TWILIO_ACCOUNT_SID: v.optional(v.string()),
  TWILIO_AUTH_TOKEN: v.optional(v.string()),
  TWILIO_FROM: v.optional(v.string()),
  TWILIO_MESSAGING_SERVICE_SID: v.optional(v.string()),
  MESSAGE_MAX_ATTEMPTS: v.optional(integerFrom('MESSAGE_MAX_ATTEMPTS', 1, 50), '5'),
  MESSAGE_RETRY_SECONDS: v.optional(integerFrom('MESSAGE_RETRY_SECONDS', 1, 86400), '60'),
  MESSAGE_LEASE_SECONDS: v.optional(integerFrom('MESSAGE_LEASE_SECONDS', 1, 3600), '120'),
  MESSAGE_SEND_RATE: v.optional(integerFrom('MESSAGE_SEND_RATE', 0, 10000), '150'),
  WEBHOOK_TIMEOUT_SECONDS: v.optional(integerFrom('WEBHOOK_TIMEOUT_SECONDS', 1, 60), '10'),
  WEBHOOK_RETRY_SECONDS: v.optional(integerFrom('WEBHOOK_RETRY_SECONDS', 1, 3600), '5'),
  WEBHOOK_MAX_ATTEMPTS: v.optional(integerFrom('WEBHOOK_MAX_ATTEMPTS', 1, 50), '10'),
  GRAPHQL_INTROSPECTION: v.optional(booleanFrom('GRAPHQL_INTROSPECTION')),
  GRAPHQL_ARBITRARY_OPERATIONS: v.optional(
    v.picklist(['none', 'staff', 'all'], 'GRAPHQL_ARBITRARY_OPERATIONS must be none, staff or all'),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['debug', 'info', 'warn', 'error', 'silent'],
      'LOG_LEVEL must be debug, info, warn, error or silent',
    ),
    'info',
  ),
  LOG_FORMAT: v.optional(v.picklist(['json', 'pretty'], 'LOG_FORMAT must be json or pretty')),
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('BACKUP_DIR must not be empty')), './backups'),
  BACKUP_BEFORE_MIGRATE: v.optional(booleanFrom('BACKUP_BEFORE_MIGRATE')),
  JOB_WORKERS: v.optional(booleanFrom('JOB_WORKERS')),
});

/** Which SMS gateway sends, and how to reach it (docs/messaging.md). */
export type SmsSettings =
  | { provider: 'outbox' }
  | {
      provider: 'http';
      url: string;
      token: string | undefined;
      headers: Record<string, string>;
      /** Body with `{{to}}`, `{{from}}`, `{{text}}`, `{{reference}}`; unset: the default JSON. */
      bodyTemplate: string | undefined;
      contentType: string;
      timeoutSeconds: number;
      /** Key of the HMAC-SHA256 that signs the gateway's delivery reports; unset: reports refused. */
      reportSecret: string | undefined;
    }
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      from: string | undefined;
      messagingServiceSid: string | undefined;
      timeoutSeconds: number;
    };

/** How sending is retried (docs/messaging.md). */
/** Signed webhooks to dealer systems (docs/integrations.md, "Webhooks"). */
export interface WebhookSettings {
  /** A receiver that has not answered in this long is a failed attempt (`timeout`). */
  timeoutSeconds: number;
  /** Wait after the first failed attempt; four times longer after each further one, at most 10 h. */
  retrySeconds: number;
  /** Attempts of one delivery before it is given up (`failed`); a replay is one more. */
  maxAttempts: number;
}

/**
 * How many subscriptions may run at once (docs/security.md, "Live subscriptions"). The busiest
 * screen, the staff desk, runs five on its socket; customers' phones in one waiting room may share
 * a NAT address, each page running one.
 */
export interface SubscriptionCaps {
  /** On one WebSocket, whoever holds it. */
  perSocket: number;
  /** On every anonymous WebSocket of one client address, on this process. */
  perAnonymousAddress: number;
}

export interface DeliverySettings {
  /** Attempts before a message is `failed`. */
  maxAttempts: number;
  /** Wait before the second attempt; doubled for each further one. */
  retrySeconds: number;
  /** How long a claim holds; past it, a message whose sender died is claimed again. */
  leaseSeconds: number;
  /**
   * Messages a second one process's senders start at most (0: no pace): a backlog drains at this
   * pace and leaves the CPU and the database to the desks (docs/messaging.md, "Pace").
   */
  sendRate: number;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  /**
   * Where bulk upload files are kept: UPLOAD_DIR, else `<DATA_DIR>/uploads`, else (an in-memory
   * database) a folder in the system's temporary directory.
   */
  uploadDir: string;
  /** Days an upload's original file is kept; a daily job deletes older ones (docs/upload.md). */
  uploadFileRetentionDays: number;
  redisUrl: string | undefined;
  seed: 'auto' | 'demo' | 'never';
  jwtSecret: string | undefined;
  /** Where `npm run backup` and the backup before an upgrade's migrations write (docs/operations.md). */
  backupDir: string;
  /** Dump the database before applying an upgrade's migrations (default on). */
  backupBeforeMigrate: boolean;
  /**
   * Whether this process runs the background jobs (delivery, schedules, uploads), default on. Off,
   * it only queues them for a process that runs them (docs/operations.md "A process for the jobs").
   */
  jobWorkers: boolean;
  /** Bearer token `/metrics` asks for; unset, it answers loopback and private addresses only. */
  metricsToken: string | undefined;
  accessTokenMinutes: number;
  refreshSessionDays: number;
  /** Wrong passwords in a row on one account from one address before that address waits. */
  loginMaxFailedAttempts: number;
  /** Wrong passwords in a row on one account from any address before the account waits. */
  loginMaxFailedAttemptsPerAccount: number;
  /** The account's first wait, in minutes; each further run of failures doubles it. */
  loginLockoutMinutes: number;
  /** Failed sign-ins from one address, any account, before the address waits. */
  loginMaxAttemptsPerAddress: number;
  /** Failed public look-ups (unknown tracking code, token or plate) per client address per minute. */
  publicLookupFailuresPerMinute: number;
  /** Requests for the tracking link by SMS (a plate alone) per client address per hour. */
  linkSmsPerAddressPerHour: number;
  /** Subscriptions running at once on one WebSocket, and on all anonymous sockets of one address. */
  subscriptionCaps: SubscriptionCaps;
  publicUrl: string | undefined;
  allowedOrigins: string[];
  trustProxy: boolean;
  /** Who may show Turno's pages in a frame: CSP `frame-ancestors` sources (default `'self'`). */
  frameAncestors: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: SmsSettings;
  /** Sender name of SMS when the workshop names none (its `smsSenderID` parameter). */
  smsFrom: string;
  /** Country whose numbers may be written without the +prefix (ISO 3166 code). */
  smsDefaultRegion: string;
  delivery: DeliverySettings;
  webhooks: WebhookSettings;
  supportEmail: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** JSON lines for a collector; pretty for a person at a terminal (the default in development). */
  logFormat: 'json' | 'pretty';
  /** Schema introspection and "did you mean" suggestions: on by default outside production. */
  graphqlIntrospection: boolean;
  /**
   * Who may send a GraphQL document's text rather than the hash of one of the client's persisted
   * documents: `none` (the default in production), `staff` (integrators' tools), or `all` (the
   * default elsewhere; refused in production, where anonymous callers and devices run only the
   * client's documents).
   */
  graphqlArbitraryOperations: 'none' | 'staff' | 'all';
}

export class ConfigError extends Error {}

/**
 * Settings that are secrets: each may instead name a file holding it, `<NAME>_FILE` (Docker and
 * Kubernetes secrets are mounted as files, and a value in a file stays out of `docker inspect`).
 */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'METRICS_TOKEN',
  'SMTP_URL',
  'SMS_HTTP_TOKEN',
  'SMS_HTTP_REPORT_SECRET',
  'TWILIO_AUTH_TOKEN',
] as const;

/** The environment with every `<NAME>_FILE` of a secret setting read into `<NAME>`. */
export function withSecretFiles(
  env: Record<string, string | undefined>,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): Record<string, string | undefined> {
  const out = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      // A file written by `echo` ends with a newline that is no part of the secret.
      out[name] = read(file).replace(/\r?\n$/, '');
    } catch {
      problems.push(`${name}_FILE: cannot read ${file}`);
    }
  }
  if (problems.length) throw new ConfigError(problems.join('\n'));
  return out;
}

/** Parses the environment; throws a ConfigError whose message is one line per wrong variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as a shell user writing `FOO= npm start` expects.
  const present = Object.fromEntries(
    Object.entries(withSecretFiles(env)).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present, { abortPipeEarly: true });
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const name = v.getDotPath(issue) ?? 'environment';
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = result.output;
  if (e.NODE_ENV === 'production' && e.GRAPHQL_ARBITRARY_OPERATIONS === 'all') {
    throw new ConfigError(
      'GRAPHQL_ARBITRARY_OPERATIONS: all is not allowed in production (anonymous callers and devices run only the client’s documents); use staff or none',
    );
  }
  if (e.JOB_WORKERS === false && !(e.DATABASE_URL && e.REDIS_URL)) {
    throw new ConfigError(
      'JOB_WORKERS: false needs DATABASE_URL and REDIS_URL (the process that runs the jobs shares PostgreSQL, and its alerts and progress reach this one through Redis)',
    );
  }
  return {
    sms: smsSettings(e),
    smsFrom: e.SMS_FROM,
    smsDefaultRegion: e.SMS_DEFAULT_REGION,
    webhooks: {
      timeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS,
      retrySeconds: e.WEBHOOK_RETRY_SECONDS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    },
    delivery: {
      maxAttempts: e.MESSAGE_MAX_ATTEMPTS,
      retrySeconds: e.MESSAGE_RETRY_SECONDS,
      leaseSeconds: e.MESSAGE_LEASE_SECONDS,
      sendRate: e.MESSAGE_SEND_RATE,
    },
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    uploadDir:
      e.UPLOAD_DIR ??
      (e.DATA_DIR.startsWith('memory://') ? join(tmpdir(), 'turno-uploads') : join(e.DATA_DIR, 'uploads')),
    uploadFileRetentionDays: e.UPLOAD_FILE_RETENTION_DAYS,
    redisUrl: e.REDIS_URL,
    seed: e.SEED,
    jwtSecret: e.JWT_SECRET,
    metricsToken: e.METRICS_TOKEN,
    backupDir: e.BACKUP_DIR,
    backupBeforeMigrate: e.BACKUP_BEFORE_MIGRATE ?? true,
    jobWorkers: e.JOB_WORKERS ?? true,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshSessionDays: e.REFRESH_SESSION_DAYS,
    loginMaxFailedAttempts: e.LOGIN_MAX_FAILED_ATTEMPTS,
    loginMaxFailedAttemptsPerAccount: e.LOGIN_MAX_FAILED_ATTEMPTS_PER_ACCOUNT,
    loginLockoutMinutes: e.LOGIN_LOCKOUT_MINUTES,
    loginMaxAttemptsPerAddress: e.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
    publicLookupFailuresPerMinute: e.PUBLIC_LOOKUP_FAILURES_PER_MINUTE,
    linkSmsPerAddressPerHour: e.LINK_SMS_PER_ADDRESS_PER_HOUR,
    subscriptionCaps: {
      perSocket: e.SUBSCRIPTIONS_PER_SOCKET,
      perAnonymousAddress: e.SUBSCRIPTIONS_PER_ANONYMOUS_ADDRESS,
    },
    publicUrl: e.PUBLIC_URL,
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    frameAncestors: e.FRAME_ANCESTORS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    graphqlArbitraryOperations:
      e.GRAPHQL_ARBITRARY_OPERATIONS ?? (e.NODE_ENV === 'production' ? 'none' : 'all'),
  };
}

function smsSettings(e: v.InferOutput<typeof EnvSchema>): SmsSettings {
  if (e.SMS_PROVIDER === 'http') {
    if (!e.SMS_HTTP_URL) throw new ConfigError('SMS_HTTP_URL: required when SMS_PROVIDER is http');
    return {
      provider: 'http',
      url: e.SMS_HTTP_URL,
      token: e.SMS_HTTP_TOKEN,
      headers: e.SMS_HTTP_HEADERS ?? {},
      bodyTemplate: e.SMS_HTTP_BODY_TEMPLATE,
      contentType: e.SMS_HTTP_CONTENT_TYPE,
      timeoutSeconds: e.SMS_HTTP_TIMEOUT_SECONDS,
      reportSecret: e.SMS_HTTP_REPORT_SECRET,
    };
  }
  if (e.SMS_PROVIDER === 'twilio') {
    if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN) {
      throw new ConfigError('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: required when SMS_PROVIDER is twilio');
    }
    if (!e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID) {
      throw new ConfigError(
        'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: one is required when SMS_PROVIDER is twilio',
      );
    }
    return {
      provider: 'twilio',
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_FROM,
      messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
      timeoutSeconds: e.SMS_HTTP_TIMEOUT_SECONDS,
    };
  }
  return { provider: 'outbox' };
}
