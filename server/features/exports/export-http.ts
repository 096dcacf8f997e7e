import type { IncomingMessage, ServerResponse } from 'node:http';
import { create as contentDisposition } from 'content-disposition';
import { GraphQLError } from 'graphql';
import type { ApiKeyScope } from '../../../shared/auth/api-key-scopes.ts';
import {
  EXPORT_LANGUAGES,
  type ExportFormat,
  type ExportLanguage,
  isExportFormat,
} from '../../../shared/statistics/exports.ts';
import type { AppServices, RequestContext } from '../../core/context/context.ts';
import { requestLanguage } from '../../core/context/request-language.ts';
import { CONTENT_TYPES, type TableRows, writeCsv, writeXlsx } from './spreadsheet-writers.ts';

/** HTTP status of each expected refusal; anything else is a fault (500, logged). */
const STATUS_OF_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  AUTH_NOT_AUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
};

export class Refusal extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** A download asked for: the table's id and format from the path, the caller, the query. */
export interface ExportRequest {
  id: string;
  format: ExportFormat;
  ctx: RequestContext;
  params: URLSearchParams;
  language: ExportLanguage;
}

/** What a route answers once it has authorised and validated: the file's name, table and log line. */
export interface ExportReply {
  fileName: string;
  table: TableRows;
  /** Ids only (workshop, table): never a name, a plate or a search text. */
  log: Record<string, string>;
}

export interface ExportRoute {
  /** Words of the log lines ("statistics", "appointment list"). */
  what: string;
  /**
   * The workshop API key scope that opens this route (docs/integrations.md); null: keys are refused.
   * A key is still held to its own workshop by the route's usual role check.
   */
  apiKeyScope: ApiKeyScope | null;
  isTable(id: string): boolean;
  /** Checks and authorises everything before the first byte: a refusal is still a status then. */
  prepare(request: ExportRequest): Promise<ExportReply>;
}

/**
 * `GET {path}{table}.{csv|xlsx}?…`: a table as a file, authenticated by the same bearer token as
 * GraphQL. Refusals are JSON `{ error: { code, message } }` with a 4xx status; rows are written as
 * they come, the writers waiting for the socket (constant memory however long the table).
 */
export function createExportHandler(
  services: AppServices,
  contextOf: (req: IncomingMessage) => Promise<RequestContext>,
  route: ExportRoute,
) {
  return async (req: IncomingMessage, res: ServerResponse, file: string) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw new Refusal(405, 'METHOD_NOT_ALLOWED', 'Exports are read with GET.');
      }
      const [id = '', format = '', ...extra] = file.split('.');
      if (extra.length || !route.isTable(id))
        throw new Refusal(404, 'UNKNOWN_TABLE', 'No such table to export.');
      if (!isExportFormat(format)) throw new Refusal(404, 'UNKNOWN_FORMAT', 'Exports are csv or xlsx.');
      const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
      const ctx = await contextOf(req);
      if (!ctx.auth) throw new Refusal(401, 'AUTH_NOT_AUTHORIZED', 'Not authorized: sign in again.');
      refuseKeyOutOfScope(ctx, route);
      const language = exportLanguage(params.get('lang'), req.headers['accept-language']);
      const reply = await route.prepare({ id, format, ctx, params, language });
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[format],
        'content-disposition': contentDisposition(`${reply.fileName}.${format}`),
        'cache-control': 'no-store',
      });
      if (req.method === 'HEAD') return void res.end();
      await (format === 'csv' ? writeCsv(reply.table, language, res) : writeXlsx(reply.table, res));
      services.logger.info(`${route.what} exported`, { ...reply.log, format });
    } catch (error) {
      refuse(services, route.what, res, error);
    }
  };
}

/** A workshop API key may download only what its scopes open (FORBIDDEN, naming the scope missing). */
function refuseKeyOutOfScope(ctx: RequestContext, route: ExportRoute): void {
  const key = ctx.auth?.apiKey;
  if (!key || (route.apiKeyScope && key.scopes.includes(route.apiKeyScope))) return;
  throw new Refusal(
    403,
    'FORBIDDEN',
    route.apiKeyScope
      ? `This API key may not download this file: it needs the ${route.apiKeyScope} scope.`
      : 'API keys may not download this file.',
  );
}

/** `lang=it|en` when given (the screen's language), else the browser's Accept-Language. */
export function exportLanguage(lang: string | null, acceptLanguage: string | undefined): ExportLanguage {
  return (EXPORT_LANGUAGES as readonly string[]).includes(lang ?? '')
    ? (lang as ExportLanguage)
    : requestLanguage(acceptLanguage);
}

export function requiredParam(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (!value) throw new Refusal(400, 'BAD_USER_INPUT', `The ${name} parameter is required.`);
  return value;
}

function refuse(services: AppServices, what: string, res: ServerResponse, error: unknown) {
  const refusal =
    error instanceof Refusal
      ? error
      : error instanceof GraphQLError && STATUS_OF_CODE[String(error.extensions.code)]
        ? new Refusal(
            STATUS_OF_CODE[String(error.extensions.code)] ?? 500,
            String(error.extensions.code),
            error.message,
          )
        : null;
  if (!refusal) services.logger.error(`${what} export failed`, { error: String(error) });
  // Once the file has started, a status can no longer be sent: cutting the connection tells the
  // browser the download failed rather than leaving it with half a file that looks whole.
  if (res.headersSent) return void res.destroy();
  const status = refusal?.status ?? 500;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    JSON.stringify({
      error: refusal
        ? { code: refusal.code, message: refusal.message }
        : { code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' },
    }),
  );
}
