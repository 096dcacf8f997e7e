import { graphql } from '../../graphql/generated/index.ts';

/** The documents of the Webhook screen; mutations select what the list shows, so the cache updates rows in place. */

export const WebhookEndpointFieldsFragment = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    webhookEndpointID
    workshopID
    url
    description
    eventTypes
    enabled
    disabledAt
    disabledReason
    failingSince
    lastDeliveryAt
    lastDeliveryStatus
    createdAt
  }
`);

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints($workshopID: ID!) {
    webhookEndpoints(workshopID: $workshopID) {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($webhookEndpointID: ID!, $first: Int, $after: String) {
    webhookDeliveries(webhookEndpointID: $webhookEndpointID, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...WebhookDeliveryFields
      }
    }
  }
`);

export const WebhookDeliveryFieldsFragment = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    webhookDeliveryID
    webhookEndpointID
    eventID
    eventType
    status
    attempts
    lastStatusCode
    lastError
    lastDurationMs
    lastAttemptAt
    nextAttemptAt
    deliveredAt
    occurredAt
    createdAt
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      webhookEndpoint {
        ...WebhookEndpointFields
      }
      secret
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      webhookEndpoint {
        ...WebhookEndpointFields
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($webhookEndpointID: ID!) {
    deleteWebhookEndpoint(webhookEndpointID: $webhookEndpointID) {
      success
    }
  }
`);

export const RotateWebhookEndpointSecretMutation = graphql(`
  mutation RotateWebhookEndpointSecret($webhookEndpointID: ID!) {
    rotateWebhookEndpointSecret(webhookEndpointID: $webhookEndpointID) {
      webhookEndpoint {
        ...WebhookEndpointFields
      }
      secret
    }
  }
`);

export const ReplayWebhookDeliveryMutation = graphql(`
  mutation ReplayWebhookDelivery($webhookDeliveryID: ID!) {
    replayWebhookDelivery(webhookDeliveryID: $webhookDeliveryID) {
      ...WebhookDeliveryFields
    }
  }
`);

export const SendTestWebhookEventMutation = graphql(`
  mutation SendTestWebhookEvent($webhookEndpointID: ID!) {
    sendTestWebhookEvent(webhookEndpointID: $webhookEndpointID) {
      ...WebhookDeliveryFields
    }
  }
`);
