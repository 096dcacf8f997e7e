import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, withSecretFiles } from './env.ts';

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      seed: 'auto',
      accessTokenMinutes: 15,
    });
  });

  it('runs the jobs in this process unless JOB_WORKERS is off, which needs PostgreSQL and Redis', () => {
    expect(loadConfig({}).jobWorkers).toBe(true);
    const shared = { DATABASE_URL: 'postgres://db/turno', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ ...shared, JOB_WORKERS: 'false' }).jobWorkers).toBe(false);
    for (const env of [{ JOB_WORKERS: 'false' }, { JOB_WORKERS: '0', DATABASE_URL: shared.DATABASE_URL }]) {
      expect(() => loadConfig(env)).toThrow(/^JOB_WORKERS: false needs DATABASE_URL and REDIS_URL/);
    }
    expect(() => loadConfig({ JOB_WORKERS: 'sometimes' })).toThrow('JOB_WORKERS must be true or false');
  });

  it('keeps upload files under the data folder, or where UPLOAD_DIR says', () => {
    expect(loadConfig({ DATA_DIR: '/srv/turno' }).uploadDir).toBe('/srv/turno/uploads');
    expect(loadConfig({ UPLOAD_DIR: '/mnt/files' }).uploadDir).toBe('/mnt/files');
    expect(loadConfig({ DATA_DIR: 'memory://' }).uploadDir).not.toContain('memory:');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(4000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/turno'],
    ['REDIS_URL', 'not a url'],
    ['SEED', 'sometimes'],
    ['JWT_SECRET', 'short'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['FRAME_ANCESTORS', '*'],
    ['FRAME_ANCESTORS', 'https:'],
    ['FRAME_ANCESTORS', 'https://signage.example/path'],
    ['FRAME_ANCESTORS', "https://a.example; script-src 'unsafe-inline'"],
    ['FRAME_ANCESTORS', "'none' https://a.example"],
    ['GRAPHQL_ARBITRARY_OPERATIONS', 'some'],
    ['SMS_PROVIDER', 'carrier-pigeon'],
    ['SMS_HTTP_URL', 'ftp://gateway.example'],
    ['SMS_HTTP_HEADERS', '{"X-Key": 1}'],
    ['SMS_HTTP_HEADERS', 'X-Key: 1'],
    ['SMS_DEFAULT_REGION', 'italy'],
    ['MESSAGE_MAX_ATTEMPTS', '0'],
  ])('names %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^${name}`));
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('lets only trusted documents run in production unless staff are allowed their own', () => {
    expect(loadConfig({}).graphqlArbitraryOperations).toBe('all');
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlArbitraryOperations).toBe('none');
    expect(
      loadConfig({ NODE_ENV: 'production', GRAPHQL_ARBITRARY_OPERATIONS: 'staff' })
        .graphqlArbitraryOperations,
    ).toBe('staff');
    // Anonymous callers and devices never send their own documents to a production server.
    expect(() => loadConfig({ NODE_ENV: 'production', GRAPHQL_ARBITRARY_OPERATIONS: 'all' })).toThrow(
      /^GRAPHQL_ARBITRARY_OPERATIONS: all is not allowed in production/,
    );
  });

  it('splits ALLOWED_ORIGINS on commas', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('reads FRAME_ANCESTORS as frame-ancestors sources, self by default', () => {
    expect(loadConfig({}).frameAncestors).toEqual(["'self'"]);
    expect(
      loadConfig({ FRAME_ANCESTORS: 'self, https://signage.example:8443 https://*.players.example' })
        .frameAncestors,
    ).toEqual(["'self'", 'https://signage.example:8443', 'https://*.players.example']);
    expect(loadConfig({ FRAME_ANCESTORS: 'none' }).frameAncestors).toEqual(["'none'"]);
  });

  it('keeps SMS in the outbox unless a provider is chosen, and asks for what the chosen one needs', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/^SMS_HTTP_URL: required/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /^TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: required/,
    );
    expect(() =>
      loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }),
    ).toThrow(/^TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(
      loadConfig({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example/send',
        SMS_HTTP_HEADERS: '{"X-Key":"k"}',
      }).sms,
    ).toEqual({
      provider: 'http',
      url: 'https://sms.example/send',
      token: undefined,
      headers: { 'X-Key': 'k' },
      bodyTemplate: undefined,
      contentType: 'application/json',
      timeoutSeconds: 10,
    });
    expect(loadConfig({}).delivery).toEqual({
      maxAttempts: 5,
      retrySeconds: 60,
      leaseSeconds: 120,
      sendRate: 150,
    });
  });
});

describe('secret settings from files (<NAME>_FILE)', () => {
  const files: Record<string, string> = {
    '/run/secrets/jwt': `${'s'.repeat(40)}\n`,
    '/run/secrets/db': 'postgres://turno:pw@db:5432/turno',
  };
  const read = (path: string) => {
    const content = files[path];
    if (content === undefined) throw new Error('ENOENT');
    return content;
  };

  it('reads each secret from its file, without the trailing newline', () => {
    const env = withSecretFiles(
      { JWT_SECRET_FILE: '/run/secrets/jwt', DATABASE_URL_FILE: '/run/secrets/db', PORT: '1' },
      read,
    );
    expect(env.JWT_SECRET).toBe('s'.repeat(40));
    expect(env.DATABASE_URL).toBe('postgres://turno:pw@db:5432/turno');
    expect(env.PORT).toBe('1');
  });

  it('refuses a setting given both ways, and a file it cannot read, naming each', () => {
    expect(() => withSecretFiles({ JWT_SECRET: 'x', JWT_SECRET_FILE: '/run/secrets/jwt' }, read)).toThrow(
      'JWT_SECRET_FILE: set JWT_SECRET or JWT_SECRET_FILE, not both',
    );
    expect(() => withSecretFiles({ METRICS_TOKEN_FILE: '/run/secrets/none' }, read)).toThrow(
      'METRICS_TOKEN_FILE: cannot read /run/secrets/none',
    );
  });

  it('only secrets have a file variant', () => {
    expect(withSecretFiles({ PORT_FILE: '/run/secrets/jwt' }, read).PORT).toBeUndefined();
  });
});
