import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_EXPORT_PATH } from '../../shared/appointments/log-export.ts';
import { STAFF_LIST_EXPORT_PATH } from '../../shared/appointments/staff-lists.ts';
import { AGENDA_FEED_PATH, PICKUP_CALENDAR_PATH } from '../../shared/calendar/calendar-paths.ts';
import { STATISTICS_EXPORT_PATH } from '../../shared/statistics/exports.ts';
import type { Config } from '../core/config/env.ts';
import type { AppServices } from '../core/context/context.ts';
import { createTokenSigner } from '../core/context/tokens.ts';
import { inMemory, openDatabase } from '../core/db/client.ts';
import { migrateDatabase } from '../core/db/migrate.ts';
import { loadTrustedDocuments } from '../core/graphql/trusted-documents.ts';
import { bodyRefusal } from '../core/http/body-limit.ts';
import { createMetricsHandler, METRICS_PATH } from '../core/http/metrics-endpoint.ts';
import { startRequestLog } from '../core/http/request-log.ts';
import { createSecurityHeaders, styleNonce } from '../core/http/security-headers.ts';
import { createStaticHandler } from '../core/http/static-files.ts';
import { createLogger, type Logger } from '../core/logger/logger.ts';
import { inRequestScope } from '../core/logger/request-scope.ts';
import { measuredPubSub } from '../core/metrics/measured-pubsub.ts';
import { createMetrics } from '../core/metrics/metrics.ts';
import { createRealtimeBus } from '../core/realtime/pubsub.ts';
import { loadJwtSecret } from '../features/auth/jwt-secret.ts';
import { createAgendaFeedHandler } from '../features/calendar/agenda-feed-http.ts';
import { createPickupCalendarHandler } from '../features/calendar/pickup-calendar-http.ts';
import { createAppointmentListExportHandler } from '../features/exports/appointment-list-export-http.ts';
import { createLogExportHandler } from '../features/exports/log-export-http.ts';
import { createStatisticsExportHandler } from '../features/exports/statistics-export-http.ts';
import { createDeliveryReportHandler, DELIVERY_REPORT_PATH } from '../features/messaging/delivery-reports.ts';
import { createUploadFileHandler, UPLOAD_FILE_PATH } from '../features/uploads/upload-http.ts';
import { createBackupHandler, OPERATOR_BACKUP_PATH } from './backup-http.ts';
import { accountsWithDemoPassword, demoPasswordRefusal } from './demo-password-check.ts';
import { httpRequestContext } from './http-context.ts';
import { startBackgroundWork } from './jobs.ts';
import { registerScrapedGauges } from './metrics.ts';
import { loopbackUrl, type OperatorAccessFile, writeOperatorAccess } from './operator-access.ts';
import { buildSchema } from './schema.ts';
import { seedDemo } from './seed/demo.ts';
import { attachWebSocketServer } from './ws.ts';
import { createGraphQLHandler, GRAPHQL_PATH } from './yoga.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Written by `npm run codegen` (codegen.ts) and committed: hash -> text of every client document. */
const TRUSTED_DOCUMENTS_FILE = 'client/src/graphql/generated/persisted-documents.json';

export interface StartOptions {
  /** Where the built client lives (default client/dist). */
  clientDir?: string;
  /** Replace the clock (tests). */
  now?: () => Date;
  logger?: Logger;
  /** Test-only switches (see AppServices.testHooks). */
  testHooks?: AppServices['testHooks'];
}

export interface RunningServer {
  url: string;
  port: number;
  services: AppServices;
  /** Whether the demo installation was seeded during this start. */
  seeded: boolean;
  databaseKind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/**
 * Starts Turno: opens and migrates the database, seeds the demo where the config says so,
 * connects the realtime bus, and serves GraphQL (HTTP and WebSocket), health checks and the SPA
 * on one port.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel, { format: config.logFormat });
  const now = options.now ?? (() => new Date());
  // The client's persisted documents, the only ones anonymous callers and devices may run in
  // production (docs/security.md). Read first: a missing or broken file stops the start.
  const trusted = loadTrustedDocuments(join(projectRoot, TRUSTED_DOCUMENTS_FILE));
  // An embedded database is locked for this process first: a second program on the folder refuses.
  const connection = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    program: 'server',
  });
  // From here a failed start closes the database, which frees the embedded folder's lock.
  const embeddedOnDisk = connection.kind === 'pglite' && !inMemory(config.dataDir);
  let seeded: boolean;
  try {
    // An upgrade's migrations run on a copy kept aside first (not for a database in memory).
    await migrateDatabase(
      connection,
      config.backupBeforeMigrate && (connection.kind === 'postgres' || embeddedOnDisk)
        ? {
            dir: config.backupDir,
            target: { url: config.databaseUrl, dataDir: config.dataDir },
            log: logger,
          }
        : undefined,
    );
    seeded = await maybeSeed(config, connection.kind, connection.db, now());
    await refuseDemoPasswordsInProduction(config, connection.db);
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }

  const metrics = createMetrics();
  const bus = createRealtimeBus(config.redisUrl, logger);
  const pubsub = measuredPubSub(bus.pubsub, metrics);
  // Serve once Redis is connected (a few milliseconds), not before: a replica that accepts sockets
  // before its bus can deliver would answer /readyz with 503 and drop its first events.
  await bus.connected(5_000);
  const jwtSecret = config.jwtSecret ?? (await loadJwtSecret(connection.db));
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const background = await startBackgroundWork(connection, config, logger, {
    pubsub,
    now,
    publicUrl,
  });
  const { dispatcher, jobs } = background;
  const services: AppServices = {
    config,
    db: connection.db,
    logger,
    metrics,
    bus,
    pubsub,
    tokens: createTokenSigner(jwtSecret, config.accessTokenMinutes, now),
    dispatcher,
    jobs,
    now,
    publicUrl,
    ...(options.testHooks ? { testHooks: options.testHooks } : {}),
  };

  registerScrapedGauges(metrics, connection.db, background.jobs, now);
  const serveMetrics = createMetricsHandler({
    registry: metrics.registry,
    token: config.metricsToken,
    trustProxy: config.trustProxy,
  });
  const yoga = createGraphQLHandler(services, buildSchema(), trusted);
  const serveStatic = createStaticHandler(options.clientDir ?? join(projectRoot, 'client/dist'), {
    styleNonce,
  });

  const setSecurityHeaders = createSecurityHeaders({
    frameAncestors: config.frameAncestors,
    trustProxy: config.trustProxy,
    loopbackMedia: config.nodeEnv !== 'production',
  });

  const deliveryReports = createDeliveryReportHandler({
    db: connection.db,
    sms: config.sms,
    logger,
    publicUrl: () => services.publicUrl,
  });

  const contextOf = (req: IncomingMessage) => httpRequestContext(services, req);
  // The appointment lists and statistics files also take a workshop API key of the matching scope.
  const keyContextOf = (req: IncomingMessage) => httpRequestContext(services, req, 'staff-or-key');
  const publicContextOf = (req: IncomingMessage) => httpRequestContext(services, req, 'public');
  const statisticsExports = createStatisticsExportHandler(services, keyContextOf);
  const listExports = createAppointmentListExportHandler(services, keyContextOf);
  const logExports = createLogExportHandler(services, contextOf);
  const uploadFiles = createUploadFileHandler(contextOf, logger);
  // Set once listening (the access file names the port): `npm run backup` against this server.
  let operatorAccess: OperatorAccessFile | undefined;
  let operatorBackup: ReturnType<typeof createBackupHandler> | undefined;
  const pickupCalendars = createPickupCalendarHandler(services, publicContextOf);
  const agendaFeeds = createAgendaFeedHandler(services, publicContextOf);

  const handleRequest = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const graphql = path === GRAPHQL_PATH || (path === '/' && req.method !== 'GET' && req.method !== 'HEAD');
    setSecurityHeaders(req, res, graphql || path.startsWith('/api/') ? 'api' : 'page');
    if (path === '/healthz') return json(res, 200, { status: 'ok' });
    if (path === '/readyz') return void readiness(connection.ping, bus.ping, res);
    if (path === METRICS_PATH) return void serveMetrics(req, res);
    if (path.startsWith(DELIVERY_REPORT_PATH)) {
      return void deliveryReports(req, res, path.slice(DELIVERY_REPORT_PATH.length));
    }
    if (path.startsWith(STATISTICS_EXPORT_PATH)) {
      return void statisticsExports(req, res, path.slice(STATISTICS_EXPORT_PATH.length));
    }
    if (path.startsWith(STAFF_LIST_EXPORT_PATH)) {
      return void listExports(req, res, path.slice(STAFF_LIST_EXPORT_PATH.length));
    }
    if (path.startsWith(LOG_EXPORT_PATH)) {
      return void logExports(req, res, path.slice(LOG_EXPORT_PATH.length));
    }
    if (path.startsWith(PICKUP_CALENDAR_PATH)) {
      return void pickupCalendars(req, res, path.slice(PICKUP_CALENDAR_PATH.length));
    }
    if (path.startsWith(AGENDA_FEED_PATH)) {
      return void agendaFeeds(req, res, path.slice(AGENDA_FEED_PATH.length));
    }
    if (path === OPERATOR_BACKUP_PATH && operatorBackup) return void operatorBackup(req, res);
    if (path === UPLOAD_FILE_PATH || path.startsWith(`${UPLOAD_FILE_PATH}/`)) {
      return void uploadFiles(req, res, path.slice(UPLOAD_FILE_PATH.length));
    }
    // The API's paths never fall through to the single-page app: an unknown one is a 404.
    if (path === '/api' || path.startsWith('/api/'))
      return json(res, 404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    if (graphql) {
      // POST / is the spec's endpoint; yoga listens on /graphql, so / is rewritten to it.
      if (path === '/') req.url = GRAPHQL_PATH + (req.url?.slice(1) ?? '');
      // Every method that may carry a body: yoga reads none past this check (yoga.ts).
      const refusal = req.method !== 'GET' && req.method !== 'HEAD' ? bodyRefusal(req) : null;
      if (refusal) {
        // Shaped as a GraphQL error, so a client reads it as it reads any other. Node discards
        // the unread body after the response, without holding it.
        return json(res, refusal.status, {
          errors: [{ message: refusal.message, extensions: { code: refusal.code } }],
        });
      }
      return void yoga(req, res);
    }
    if (req.method === 'GET' || req.method === 'HEAD') return serveStatic(req, res);
    json(res, 405, { error: 'Method not allowed' });
  };
  const httpServer: Server = createServer((req, res) => {
    inRequestScope(startRequestLog(req, res, logger), () => handleRequest(req, res));
  });
  httpServer.keepAliveTimeout = 65_000;
  const ws = attachWebSocketServer(httpServer, services, yoga, trusted, ['/', GRAPHQL_PATH]);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  const displayHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  if (!config.publicUrl) services.publicUrl = `http://${displayHost}:${port}`;
  if (embeddedOnDisk && connection.driver.kind === 'pglite') {
    operatorAccess = await writeOperatorAccess(config.dataDir, loopbackUrl(config.host, port));
    operatorBackup = createBackupHandler(connection.driver.client, operatorAccess, logger);
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${displayHost}:${port}`,
    port,
    services,
    seeded,
    databaseKind: connection.kind,
    close() {
      closing ??= (async () => {
        await ws.close();
        httpServer.closeAllConnections();
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await background.stop();
        await bus.close();
        await operatorAccess?.remove();
        await connection.close();
      })();
      return closing;
    },
  };
}

async function maybeSeed(
  config: Config,
  kind: 'postgres' | 'pglite',
  db: AppServices['db'],
  now: Date,
): Promise<boolean> {
  // A production installation, and a PostgreSQL, are never filled with demo data unless asked for
  // by name (SEED=demo): the demo's password is public.
  const wanted =
    config.seed === 'demo' ||
    (config.seed === 'auto' && kind === 'pglite' && config.nodeEnv !== 'production');
  if (!wanted) return false;
  const { seeded } = await seedDemo(db, { now });
  return seeded;
}

/**
 * A production server does not start while a demo account still has the demo password (SEED=demo
 * is a demonstration on purpose, and the compose smoke test's).
 */
async function refuseDemoPasswordsInProduction(config: Config, db: AppServices['db']): Promise<void> {
  if (config.nodeEnv !== 'production' || config.seed === 'demo') return;
  const accounts = await accountsWithDemoPassword(db);
  if (accounts.length > 0) throw new Error(demoPasswordRefusal(accounts));
}

async function readiness(pingDb: () => Promise<void>, pingBus: () => Promise<void>, res: ServerResponse) {
  const check = async (ping: () => Promise<void>) => {
    try {
      await withTimeout(ping(), 2000);
      return 'ok';
    } catch {
      return 'unavailable';
    }
  };
  const [database, pubsub] = await Promise.all([check(pingDb), check(pingBus)]);
  // Without the database nothing works: not ready, and a proxy sends the request elsewhere. Without
  // Redis every write still commits and each screen catches up when the bus returns (decision 0018):
  // degraded, still ready, so a blip of Redis does not take every replica out of the proxy at once.
  const status = database !== 'ok' ? 'not ready' : pubsub === 'ok' ? 'ready' : 'degraded';
  json(res, database === 'ok' ? 200 : 503, { status, database, pubsub });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
