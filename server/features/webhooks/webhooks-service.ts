import {
  WEBHOOK_ENDPOINTS_PER_WORKSHOP,
  WEBHOOK_TEST_EVENT,
} from '../../../shared/integrations/webhook-events.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import {
  createWebhookEndpointInputSchema,
  updateWebhookEndpointInputSchema,
} from '../../../shared/validation/webhooks.ts';
import type { RequestContext } from '../../core/context/context.ts';
import type { Executor } from '../../core/db/client.ts';
import { AppError } from '../../core/graphql/errors.ts';
import { fieldError, refused } from '../../core/graphql/form-result.ts';
import { decodeCursor, encodeCursor, pageSize, toConnection } from '../../core/graphql/paging.ts';
import { requireAdmin } from '../../core/policies/roles.ts';
import { requireEntity } from '../../core/policies/workshop-access.ts';
import { insertAudit } from '../auth/auth-repository.ts';
import { findWorkshop } from '../workshops/workshops-repository.ts';
import { urlAllowed } from './webhook-address.ts';
import { newWebhookSecret } from './webhook-sender.ts';
import * as repo from './webhooks-repository.ts';

/**
 * Webhook endpoints and their delivery log (docs/integrations.md, "Webhooks"): admins only, as the
 * API keys. Creation, changes, rotation and deletion go into the audit log with the endpoint's id,
 * never its secret or address (which may carry a receiver's token in its query).
 */

const CURSOR_ORDER = 'webhookDeliveries';

export async function listWebhookEndpoints(ctx: RequestContext, workshopID: string) {
  requireAdmin(ctx);
  await requireEntity(workshopID, 'Workshop', (id) => findWorkshop(ctx.db, id));
  return repo.listEndpoints(ctx.db, workshopID);
}

export async function listWebhookDeliveries(
  ctx: RequestContext,
  endpointID: string,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  requireAdmin(ctx);
  await requireEntity(endpointID, 'Webhook endpoint', (id) => repo.findEndpoint(ctx.db, id));
  const size = pageSize(first);
  let keyset: { createdAt: Date; id: string } | undefined;
  if (after) {
    const cursor = decodeCursor(after, CURSOR_ORDER);
    const createdAt = new Date(cursor.v);
    if (Number.isNaN(createdAt.getTime()))
      throw new AppError('BAD_USER_INPUT', 'The cursor is not valid.', { argument: 'after' });
    keyset = { createdAt, id: cursor.id };
  }
  const [rows, total] = await Promise.all([
    repo.listDeliveries(ctx.db, endpointID, size, keyset),
    repo.countDeliveries(ctx.db, endpointID),
  ]);
  return toConnection(rows, size, total, keyset !== undefined, (row) =>
    encodeCursor({ o: CURSOR_ORDER, v: row.createdAt.toISOString(), id: row.webhookDeliveryID }),
  );
}

export async function createWebhookEndpoint(ctx: RequestContext, input: unknown) {
  const auth = requireAdmin(ctx);
  const parsed = parseForm(createWebhookEndpointInputSchema, input);
  if (!parsed.ok) return { ...refused('webhookEndpoint', parsed.errors), secret: null };
  const { workshopID, url, description, eventTypes } = parsed.value;
  if (!urlAllowed(url))
    return { ...refused('webhookEndpoint', [fieldError('url', 'webhookAddress')]), secret: null };
  await requireEntity(workshopID, 'Workshop', (id) => findWorkshop(ctx.db, id));
  const secret = newWebhookSecret();
  const created = await ctx.db.transaction(async (tx) => {
    // The limit is counted under the workshop's lock: two creations at once cannot both pass it.
    await repo.lockWorkshopEndpoints(tx, workshopID);
    if ((await repo.countEndpoints(tx, workshopID)) >= WEBHOOK_ENDPOINTS_PER_WORKSHOP) return null;
    const row = await repo.insertEndpoint(tx, {
      workshopID,
      url,
      description,
      eventTypes: [...eventTypes],
      secret,
      createdByUserID: auth.userID,
    });
    await audit(tx, ctx, 'webhookEndpoint.created', row, { eventTypes: row.eventTypes });
    return row;
  });
  if (!created) return { ...refused('webhookEndpoint', [fieldError('url', 'webhookLimit')]), secret: null };
  ctx.logger.info('webhook endpoint created', {
    webhookEndpointId: created.webhookEndpointID,
    workshopId: workshopID,
  });
  // The only time the secret leaves the server.
  return { webhookEndpoint: created, secret, formErrors: [] };
}

export async function updateWebhookEndpoint(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  const parsed = parseForm(updateWebhookEndpointInputSchema, input);
  if (!parsed.ok) return refused('webhookEndpoint', parsed.errors);
  const { webhookEndpointID, url, description, eventTypes, enabled } = parsed.value;
  if (url !== undefined && !urlAllowed(url))
    return refused('webhookEndpoint', [fieldError('url', 'webhookAddress')]);
  const updated = await ctx.db.transaction(async (tx) => {
    const current = await requireEntity(webhookEndpointID, 'Webhook endpoint', (id) =>
      repo.findEndpoint(tx, id, true),
    );
    const now = ctx.now();
    const switching =
      enabled === undefined || enabled === current.enabled
        ? {}
        : enabled
          ? // On again: the failure streak starts over, and what waited is sent.
            { enabled: true, disabledAt: null, disabledReason: null, firstFailureAt: null }
          : { enabled: false, disabledAt: now, disabledReason: 'admin' as const };
    const row = await repo.updateEndpoint(tx, current.webhookEndpointID, {
      ...(url !== undefined ? { url } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(eventTypes !== undefined ? { eventTypes: [...eventTypes] } : {}),
      ...switching,
      updatedAt: now,
    });
    await audit(tx, ctx, 'webhookEndpoint.updated', row, {
      eventTypes: row.eventTypes,
      enabled: row.enabled,
      urlChanged: url !== undefined && url !== current.url,
    });
    return row;
  });
  ctx.logger.info('webhook endpoint updated', {
    webhookEndpointId: updated.webhookEndpointID,
    workshopId: updated.workshopID,
    enabled: updated.enabled,
  });
  if (updated.enabled) ctx.dispatcher.kickWebhooks();
  return { webhookEndpoint: updated, formErrors: [] };
}

export async function deleteWebhookEndpoint(ctx: RequestContext, endpointID: string) {
  requireAdmin(ctx);
  const deleted = await ctx.db.transaction(async (tx) => {
    const current = await requireEntity(endpointID, 'Webhook endpoint', (id) =>
      repo.findEndpoint(tx, id, true),
    );
    await repo.deleteEndpoint(tx, current.webhookEndpointID);
    await audit(tx, ctx, 'webhookEndpoint.deleted', current, {});
    return current;
  });
  ctx.logger.info('webhook endpoint deleted', {
    webhookEndpointId: deleted.webhookEndpointID,
    workshopId: deleted.workshopID,
  });
  return { success: true, formErrors: [] };
}

export async function rotateWebhookEndpointSecret(ctx: RequestContext, endpointID: string) {
  requireAdmin(ctx);
  const secret = newWebhookSecret();
  const rotated = await ctx.db.transaction(async (tx) => {
    const current = await requireEntity(endpointID, 'Webhook endpoint', (id) =>
      repo.findEndpoint(tx, id, true),
    );
    const row = await repo.updateEndpoint(tx, current.webhookEndpointID, { secret, updatedAt: ctx.now() });
    await audit(tx, ctx, 'webhookEndpoint.secretRotated', row, {});
    return row;
  });
  ctx.logger.info('webhook secret rotated', { webhookEndpointId: rotated.webhookEndpointID });
  return { webhookEndpoint: rotated, secret, formErrors: [] };
}

export async function replayWebhookDelivery(ctx: RequestContext, deliveryID: string) {
  requireAdmin(ctx);
  const replayed = await ctx.db.transaction(async (tx) => {
    const delivery = await requireEntity(deliveryID, 'Webhook delivery', (id) =>
      repo.findDelivery(tx, id, true),
    );
    const endpoint = await repo.findEndpoint(tx, delivery.webhookEndpointID);
    if (!endpoint?.enabled)
      throw new AppError('CONFLICT', 'The endpoint is switched off: switch it on first.', {
        reason: 'ENDPOINT_DISABLED',
      });
    if (delivery.status === 'sending')
      throw new AppError('CONFLICT', 'The delivery is being sent.', { reason: 'DELIVERY_SENDING' });
    return repo.requeueDelivery(tx, delivery.webhookDeliveryID, ctx.now());
  });
  if (!replayed) throw new Error('replayed delivery missing');
  ctx.logger.info('webhook delivery replayed', {
    webhookDeliveryId: replayed.webhookDeliveryID,
    webhookEndpointId: replayed.webhookEndpointID,
  });
  ctx.dispatcher.kickWebhooks();
  return replayed;
}

export async function sendTestWebhookEvent(ctx: RequestContext, endpointID: string) {
  requireAdmin(ctx);
  const endpoint = await requireEntity(endpointID, 'Webhook endpoint', (id) => repo.findEndpoint(ctx.db, id));
  if (!endpoint.enabled)
    throw new AppError('CONFLICT', 'The endpoint is switched off: switch it on first.', {
      reason: 'ENDPOINT_DISABLED',
    });
  const now = ctx.now();
  const eventID = crypto.randomUUID();
  const [row] = await repo.insertDeliveries(ctx.db, [
    {
      webhookEndpointID: endpoint.webhookEndpointID,
      workshopID: endpoint.workshopID,
      eventID,
      eventType: WEBHOOK_TEST_EVENT,
      payload: {
        type: WEBHOOK_TEST_EVENT,
        timestamp: now.toISOString(),
        data: { workshopId: endpoint.workshopID, webhookEndpointId: endpoint.webhookEndpointID },
      },
      occurredAt: now,
      nextAttemptAt: now,
    },
  ]);
  const delivery = row ? await repo.findDelivery(ctx.db, row.id) : undefined;
  if (!delivery) throw new Error('test delivery missing');
  ctx.dispatcher.kickWebhooks();
  return delivery;
}

function audit(
  tx: Executor,
  ctx: RequestContext,
  action: string,
  endpoint: repo.EndpointRow,
  details: Record<string, unknown>,
) {
  const auth = requireAdmin(ctx);
  return insertAudit(tx, {
    actorUserID: auth.userID,
    impersonatorUserID: auth.impersonator?.userID ?? null,
    action,
    details: { webhookEndpointID: endpoint.webhookEndpointID, workshopID: endpoint.workshopID, ...details },
  });
}
