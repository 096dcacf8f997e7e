import type { IncomingMessage } from 'node:http';
import { isStatisticsExportTable } from '../../../shared/statistics/exports.ts';
import { STATS_ENTRY_TYPES, type StatsEntryType } from '../../../shared/validation/statistics.ts';
import type { AppServices, RequestContext } from '../../core/context/context.ts';
import { workshopStats } from '../statistics/statistics-service.ts';
import { createExportHandler, Refusal, requiredParam } from './export-http.ts';
import { EXPORT_LABELS } from './export-labels.ts';
import { STATISTICS_TABLES } from './statistics-tables.ts';

/**
 * `GET /api/exports/statistics/{table}.{csv|xlsx}?workshopID&fromDay&toDay[&entryType][&lang]`:
 * one table of the Statistics screen as a file (docs/statistics.md, "Exports"). Authorised and
 * validated by the very service `workshopStats` runs, so the file and the screen can never
 * disagree on who may see what.
 */
export function createStatisticsExportHandler(
  services: AppServices,
  contextOf: (req: IncomingMessage) => Promise<RequestContext>,
) {
  return createExportHandler(services, contextOf, {
    what: 'statistics',
    apiKeyScope: 'statistics:read',
    isTable: isStatisticsExportTable,
    prepare: async ({ id, ctx, params, language }) => {
      const stats = await workshopStats(ctx, {
        workshopID: requiredParam(params, 'workshopID'),
        fromDay: requiredParam(params, 'fromDay'),
        toDay: requiredParam(params, 'toDay'),
        entryType: entryTypeParam(params.get('entryType')),
      });
      const labels = EXPORT_LABELS[language];
      const table = STATISTICS_TABLES[id as keyof typeof STATISTICS_TABLES];
      const title = table.title(labels);
      return {
        fileName: `${title} ${stats.fromDay} ${stats.toDay}`,
        table: { title, headers: table.headers(labels), rows: table.body(stats, labels) },
        log: { workshopId: stats.workshopID, table: id },
      };
    },
  });
}

function entryTypeParam(value: string | null): StatsEntryType {
  if (value === null) return 'ALL';
  if ((STATS_ENTRY_TYPES as readonly string[]).includes(value)) return value as StatsEntryType;
  throw new Refusal(400, 'BAD_USER_INPUT', 'entryType is ALL, BOOKED or WALK_IN.');
}
