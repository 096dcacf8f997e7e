import type { RequestContext } from '../../core/context/context.ts';
import { AppError, badInput } from '../../core/graphql/errors.ts';
import type { OutboxFilter, Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { decodeCursor, encodeCursor, pageSize, toConnection } from '../../core/graphql/paging.ts';
import { requireAdmin, requireUser } from '../../core/policies/roles.ts';
import { requireEntity, requireWorkshopManager } from '../../core/policies/workshop-access.ts';
import {
  countOutbox,
  findOutboxMessage,
  listOutbox,
  type OutboxListFilter,
  type OutboxListRow,
  requeueMessage,
} from './outbox-list-repository.ts';
import { outboxView } from './outbox-view.ts';

const CURSOR_ORDER = 'outbox';

/**
 * Who reads a workshop's messages: an admin, or a manager of that workshop. Messages of no workshop
 * (password recovery, support requests) are the admins' alone.
 */
function requireOutboxReader(ctx: RequestContext, workshopID: string | null) {
  return workshopID === null ? requireAdmin(ctx) : requireWorkshopManager(ctx, workshopID);
}

function checkedFilter(f: OutboxFilter): OutboxListFilter {
  if (f.kind != null && (f.kind.length > 60 || !/^[A-Za-z]+$/.test(f.kind)))
    throw badInput('kind is not a message kind.', 'filter.kind');
  return {
    workshopID: f.workshopID ?? null,
    statuses: f.statuses ?? undefined,
    channel: f.channel ?? undefined,
    kind: f.kind ?? undefined,
    from: f.from ? new Date(f.from) : undefined,
    to: f.to ? new Date(f.to) : undefined,
  };
}

/** The Outbox screen: the paged list and the resend of a failed message. */
export const outboxListResolvers: Resolvers = {
  Query: {
    outboxMessages: async (_root, { filter, first, after }, ctx) => {
      const auth = requireOutboxReader(ctx, filter.workshopID ?? null);
      const checked = checkedFilter(filter);
      const size = pageSize(first);
      let keyset: { createdAt: Date; id: string } | undefined;
      if (after) {
        const cursor = decodeCursor(after, CURSOR_ORDER);
        const createdAt = new Date(cursor.v);
        if (Number.isNaN(createdAt.getTime())) throw badInput('The cursor is not valid.', 'after');
        keyset = { createdAt, id: cursor.id };
      }
      const [rows, total] = await Promise.all([
        listOutbox(ctx.db, checked, size, keyset),
        countOutbox(ctx.db, checked),
      ]);
      const connection = toConnection(rows, size, total, keyset !== undefined, (row: OutboxListRow) =>
        encodeCursor({ o: CURSOR_ORDER, v: row.createdAt.toISOString(), id: row.outboxMessageID }),
      );
      const view = (row: OutboxListRow) => outboxView(row, auth.isAdmin);
      return {
        ...connection,
        nodes: connection.nodes.map(view),
        edges: connection.edges.map((edge) => ({ ...edge, node: view(edge.node) })),
      };
    },
  },
  Mutation: {
    resendMessage: async (_root, { outboxMessageID }, ctx) => {
      requireUser(ctx);
      const found = await requireEntity(outboxMessageID, 'Message', (id) => findOutboxMessage(ctx.db, id));
      const auth = requireOutboxReader(ctx, found.workshopID);
      const row = await requeueMessage(ctx.db, found.outboxMessageID, ctx.now());
      if (!row)
        throw new AppError('CONFLICT', 'Only a failed or kept message can be sent again.', {
          reason: 'NOT_RESENDABLE',
        });
      ctx.logger.info('message resent', { messageId: row.outboxMessageID, userID: auth.userID });
      ctx.dispatcher.resend(row.outboxMessageID);
      return outboxView(row, auth.isAdmin);
    },
  },
};
