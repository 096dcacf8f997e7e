import { badInput } from '../../core/graphql/errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { decodeCursor, encodeCursor, pageSize, toConnection } from '../../core/graphql/paging.ts';
import { loaders } from '../../core/loaders/loaders.ts';
import { logFilter } from './workshop-log-filter.ts';
import { countWorkshopLogs, listWorkshopLogs } from './workshop-logs-repository.ts';

const CURSOR_ORDER = 'logs';

/** The workshop-wide log (spec §7 `logs`), read by the Azioni screen. */
export const workshopLogResolvers: Resolvers = {
  Query: {
    logs: async (_root, { filter, first, after }, ctx) => {
      const checked = await logFilter(ctx, filter);
      const size = pageSize(first);
      const beforeSeq = after ? Number(decodeCursor(after, CURSOR_ORDER).v) : undefined;
      if (beforeSeq !== undefined && !Number.isSafeInteger(beforeSeq))
        throw badInput('The cursor is not valid.', 'after');
      const [rows, total] = await Promise.all([
        listWorkshopLogs(ctx.db, checked, size, beforeSeq),
        countWorkshopLogs(ctx.db, checked),
      ]);
      return toConnection(rows, size, total, beforeSeq !== undefined, (row) =>
        encodeCursor({ o: CURSOR_ORDER, v: String(row.seq), id: row.appointmentLogID }),
      );
    },
  },
  AppointmentLog: {
    appointment: (log, _args, ctx, info) => loaders(ctx, info).appointmentById.load(log.appointmentID),
  },
};
