import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookEndpointSecret,
  sendTestWebhookEvent,
  updateWebhookEndpoint,
} from './webhooks-service.ts';

export const webhookResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_root, { workshopID }, ctx) => listWebhookEndpoints(ctx, workshopID),
    webhookDeliveries: (_root, { webhookEndpointID, first, after }, ctx) =>
      listWebhookDeliveries(ctx, webhookEndpointID, first, after),
  },
  Mutation: {
    createWebhookEndpoint: (_root, { input }, ctx) => createWebhookEndpoint(ctx, input),
    updateWebhookEndpoint: (_root, { input }, ctx) => updateWebhookEndpoint(ctx, input),
    deleteWebhookEndpoint: (_root, { webhookEndpointID }, ctx) =>
      deleteWebhookEndpoint(ctx, webhookEndpointID),
    rotateWebhookEndpointSecret: (_root, { webhookEndpointID }, ctx) =>
      rotateWebhookEndpointSecret(ctx, webhookEndpointID),
    replayWebhookDelivery: (_root, { webhookDeliveryID }, ctx) =>
      replayWebhookDelivery(ctx, webhookDeliveryID),
    sendTestWebhookEvent: (_root, { webhookEndpointID }, ctx) => sendTestWebhookEvent(ctx, webhookEndpointID),
  },
  WebhookEndpoint: {
    failingSince: (row) => row.firstFailureAt,
  },
  WebhookDelivery: {
    // A delivery that is not waiting has no next attempt.
    nextAttemptAt: (row) => (row.status === 'pending' ? row.nextAttemptAt : null),
    payload: (row) => JSON.stringify(row.payload),
  },
};
