import type { IncomingMessage } from 'node:http';
import {
  isStaffList,
  STAFF_LISTS,
  type StaffList,
  type StaffListDefinition,
} from '../../../shared/appointments/staff-lists.ts';
import type { AppServices, RequestContext } from '../../core/context/context.ts';
import { loaders } from '../../core/loaders/loaders.ts';
import { readWholeList, staffListFilter } from '../appointments/appointment-list.ts';
import { listQueues } from '../queues/queue-repository.ts';
import { type ListNames, listCells, listHeaders } from './appointment-list-columns.ts';
import { createExportHandler, requiredParam } from './export-http.ts';
import { EXPORT_LABELS } from './export-labels.ts';
import type { Cell } from './spreadsheet-cells.ts';

const PARAMETERS = ['day', 'fromDay', 'toDay', 'entryType', 'search'] as const;

/**
 * `GET /api/exports/appointments/{list}.{csv|xlsx}?workshopID[&day|&fromDay&toDay][&entryType]
 * [&search][&lang]`: a staff list as a file (docs/lists-export.md). The filter is the list's entry
 * in the shared table with the screen's parameters, checked and authorised as the `appointments`
 * query does it (any role in the workshop) before the first byte; the rows are then read a page
 * at a time in the screen's order and written as they come.
 */
export function createAppointmentListExportHandler(
  services: AppServices,
  contextOf: (req: IncomingMessage) => Promise<RequestContext>,
) {
  return createExportHandler(services, contextOf, {
    what: 'appointment list',
    apiKeyScope: 'appointments:read',
    isTable: isStaffList,
    prepare: async ({ id, ctx, params, language }) => {
      const list = id as StaffList;
      const l = loaders(ctx);
      const workshopID = requiredParam(params, 'workshopID');
      const given = Object.fromEntries(PARAMETERS.map((name) => [name, params.get(name) ?? undefined]));
      const filter = await staffListFilter(ctx, l, list, { workshopID, ...given });
      const settings = await l.workshopSettings.load(workshopID);
      const labels = EXPORT_LABELS[language];
      const title = labels.lists.titles[list];
      const columns = STAFF_LISTS[list].columns;
      const names: ListNames = {
        box: async (boxID) => (await l.boxById.load(boxID))?.name ?? null,
        user: async (userID) => {
          const user = await l.userById.load(userID);
          return user ? `${user.firstname} ${user.lastname}`.trim() || user.userName : null;
        },
      };
      const definition: StaffListDefinition = STAFF_LISTS[list];
      async function* rows(): AsyncGenerator<Cell[]> {
        if (definition.fromQueues) {
          // The waiting list as the desk shows it: queue by queue, each in its call order.
          for (const queue of await listQueues(ctx.db, workshopID)) {
            const waiting = await l.waitingByQueue.load(queue.queueID);
            yield* await Promise.all(
              waiting.map((row) =>
                listCells(row, columns, labels, settings?.timeZone ?? 'UTC', names, queue.name),
              ),
            );
          }
          return;
        }
        for await (const page of readWholeList(ctx.db, filter, STAFF_LISTS[list].order)) {
          const cells = await Promise.all(
            page.map(({ row }) => listCells(row, columns, labels, settings?.timeZone ?? 'UTC', names)),
          );
          yield* cells;
        }
      }
      const days = [params.get('day') ?? params.get('fromDay'), params.get('toDay')].filter(Boolean);
      return {
        fileName: [title, ...new Set(days)].join(' '),
        table: { title, headers: listHeaders(columns, labels), rows: rows() },
        log: { workshopId: workshopID, list },
      };
    },
  });
}
