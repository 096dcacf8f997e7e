import type { IncomingMessage } from 'node:http';
import { statusName } from '../../../shared/appointments/appointment-status.ts';
import { EVENT_LABELS } from '../../../shared/appointments/event-labels.ts';
import { LOG_EXPORT_COLUMNS, LOG_EXPORT_PARAMETERS } from '../../../shared/appointments/log-export.ts';
import type { AppServices, RequestContext } from '../../core/context/context.ts';
import { badInput } from '../../core/graphql/errors.ts';
import { loaders } from '../../core/loaders/loaders.ts';
import { logFilter } from '../appointments/workshop-log-filter.ts';
import { listWorkshopLogs } from '../appointments/workshop-logs-repository.ts';
import { instantText } from './appointment-list-columns.ts';
import { createExportHandler, requiredParam } from './export-http.ts';
import { EXPORT_LABELS } from './export-labels.ts';
import type { Cell } from './spreadsheet-cells.ts';

/** Log lines read per page (keyset on insertion order, newest first). */
const PAGE = 500;

/**
 * `GET /api/exports/logs/log.{csv|xlsx}`: the /Logs screen's lines as a file, with its filters,
 * checked and authorised as the `logs` query does it (the workshop's managers and admins), then
 * read a page at a time and written as they come.
 */
export function createLogExportHandler(
  services: AppServices,
  contextOf: (req: IncomingMessage) => Promise<RequestContext>,
) {
  return createExportHandler(services, contextOf, {
    what: 'activity log',
    apiKeyScope: null,
    isTable: (id) => id === 'log',
    prepare: async ({ ctx, params, language }) => {
      for (const name of params.keys()) {
        if (
          name !== 'workshopID' &&
          name !== 'lang' &&
          !(LOG_EXPORT_PARAMETERS as readonly string[]).includes(name)
        )
          throw badInput(`The log takes no ${name} parameter.`, name);
      }
      const workshopID = requiredParam(params, 'workshopID');
      const types = params.get('actionTypes');
      const filter = await logFilter(ctx, {
        workshopID,
        fromDay: params.get('fromDay'),
        toDay: params.get('toDay'),
        actionTypes: types ? types.split(',') : null,
        userID: params.get('userID'),
      });
      const l = loaders(ctx);
      const settings = await l.workshopSettings.load(workshopID);
      const zone = settings?.timeZone ?? 'UTC';
      const labels = EXPORT_LABELS[language];
      const events: Record<string, string> = EVENT_LABELS[language];
      const status = (code: number | null) => (code === null ? '' : labels.lists.statuses[statusName(code)]);
      async function cells(line: Awaited<ReturnType<typeof listWorkshopLogs>>[number]): Promise<Cell[]> {
        const [appointment, user] = await Promise.all([
          l.appointmentById.load(line.appointmentID),
          line.userID ? l.userById.load(line.userID) : null,
        ]);
        const change =
          line.fromStatus === null || line.fromStatus === line.toStatus || line.toStatus === null
            ? status(line.toStatus)
            : `${status(line.fromStatus)} → ${status(line.toStatus)}`;
        return [
          instantText(line.dateTime, zone),
          events[line.actionType] ?? line.actionType,
          appointment?.licensePlate ?? null,
          change,
          user ? `${user.firstname} ${user.lastname}`.trim() || user.userName : labels.logs.noUser,
          line.notes,
        ];
      }
      async function* rows(): AsyncGenerator<Cell[]> {
        let before: number | undefined;
        for (;;) {
          const page = await listWorkshopLogs(ctx.db, filter, PAGE, before);
          const lines = page.slice(0, PAGE);
          yield* await Promise.all(lines.map(cells));
          if (page.length <= PAGE) return;
          before = lines[lines.length - 1]?.seq;
        }
      }
      const days = [params.get('fromDay'), params.get('toDay')].filter(Boolean);
      return {
        fileName: [labels.logs.title, ...new Set(days)].join(' '),
        table: {
          title: labels.logs.title,
          headers: LOG_EXPORT_COLUMNS.map((column) => labels.logs.columns[column]),
          rows: rows(),
        },
        log: { workshopId: workshopID },
      };
    },
  });
}
