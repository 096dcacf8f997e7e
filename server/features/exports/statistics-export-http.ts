import type { IncomingMessage, ServerResponse } from 'node:http';
import { create as contentDisposition } from 'content-disposition';
import { GraphQLError } from 'graphql';
import {
  EXPORT_LANGUAGES,
  type ExportLanguage,
  isExportFormat,
  isStatisticsExportTable,
} from '../../../shared/statistics/exports.ts';
import { STATS_ENTRY_TYPES, type StatsEntryType } from '../../../shared/validation/statistics.ts';
import type { AppServices, RequestContext } from '../../core/context/context.ts';
import { requestLanguage } from '../../core/context/request-language.ts';
import { workshopStats } from '../statistics/statistics-service.ts';
import { EXPORT_LABELS } from './export-labels.ts';
import { CONTENT_TYPES, writeCsv, writeXlsx } from './spreadsheet-writers.ts';
import { STATISTICS_TABLES } from './statistics-tables.ts';

/** HTTP status of each expected refusal; anything else is a fault (500, logged). */
const STATUS_OF_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  AUTH_NOT_AUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

class Refusal extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * `GET /api/exports/statistics/{table}.{csv|xlsx}?workshopID&fromDay&toDay[&entryType][&lang]`:
 * one table of the Statistics screen as a file (docs/statistics.md, "Exports"). Authenticated by
 * the same bearer token as GraphQL, authorised and validated by the very service `workshopStats`
 * runs, so the file and the screen can never disagree on who may see what. Refusals are JSON
 * `{ error: { code, message } }` with a 4xx status.
 */
export function createStatisticsExportHandler(
  services: AppServices,
  contextOf: (req: IncomingMessage) => Promise<RequestContext>,
) {
  return async (req: IncomingMessage, res: ServerResponse, file: string) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw new Refusal(405, 'METHOD_NOT_ALLOWED', 'Exports are read with GET.');
      }
      const [tableID = '', format = '', ...extra] = file.split('.');
      if (extra.length || !isStatisticsExportTable(tableID)) {
        throw new Refusal(404, 'UNKNOWN_TABLE', 'No such table to export.');
      }
      if (!isExportFormat(format)) throw new Refusal(404, 'UNKNOWN_FORMAT', 'Exports are csv or xlsx.');
      const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
      const ctx = await contextOf(req);
      if (!ctx.auth) throw new Refusal(401, 'AUTH_NOT_AUTHORIZED', 'Not authorized: sign in again.');
      const language = exportLanguage(params.get('lang'), req.headers['accept-language']);
      const stats = await workshopStats(ctx, {
        workshopID: requiredParam(params, 'workshopID'),
        fromDay: requiredParam(params, 'fromDay'),
        toDay: requiredParam(params, 'toDay'),
        entryType: entryTypeParam(params.get('entryType')),
      });
      const labels = EXPORT_LABELS[language];
      const table = STATISTICS_TABLES[tableID];
      const title = table.title(labels);
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[format],
        'content-disposition': contentDisposition(`${title} ${stats.fromDay} ${stats.toDay}.${format}`),
        'cache-control': 'no-store',
      });
      if (req.method === 'HEAD') return void res.end();
      const rows = { title, headers: table.headers(labels), rows: table.body(stats, labels) };
      await (format === 'csv' ? writeCsv(rows, language, res) : writeXlsx(rows, res));
      services.logger.info('statistics exported', { workshopId: stats.workshopID, table: tableID, format });
    } catch (error) {
      refuse(services, res, error);
    }
  };
}

/** `lang=it|en` when given (the screen's language), else the browser's Accept-Language. */
export function exportLanguage(lang: string | null, acceptLanguage: string | undefined): ExportLanguage {
  return (EXPORT_LANGUAGES as readonly string[]).includes(lang ?? '')
    ? (lang as ExportLanguage)
    : requestLanguage(acceptLanguage);
}

function requiredParam(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (!value) throw new Refusal(400, 'BAD_USER_INPUT', `The ${name} parameter is required.`);
  return value;
}

function entryTypeParam(value: string | null): StatsEntryType {
  if (value === null) return 'ALL';
  if ((STATS_ENTRY_TYPES as readonly string[]).includes(value)) return value as StatsEntryType;
  throw new Refusal(400, 'BAD_USER_INPUT', 'entryType is ALL, BOOKED or WALK_IN.');
}

function refuse(services: AppServices, res: ServerResponse, error: unknown) {
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
  if (!refusal) services.logger.error('statistics export failed', { error: String(error) });
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
