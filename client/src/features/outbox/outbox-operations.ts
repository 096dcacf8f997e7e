import { graphql } from '../../graphql/generated/index.ts';

/** The Messaggi screen's documents: a workshop's outbox, and sending a failed message again. */

export const OutboxListQuery = graphql(`
  query OutboxList($filter: OutboxFilter!, $first: Int, $after: String) {
    outboxMessages(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...OutboxRow
      }
    }
  }
`);

export const OutboxRowFragment = graphql(`
  fragment OutboxRow on OutboxMessage {
    outboxMessageID
    channel
    kind
    recipient
    recipientMasked
    subject
    body
    contentHidden
    status
    attempts
    lastError
    appointmentID
    createdAt
    scheduledAt
    sentAt
    canResend
  }
`);

export const OutboxResendMutation = graphql(`
  mutation OutboxResend($outboxMessageID: ID!) {
    resendMessage(outboxMessageID: $outboxMessageID) {
      ...OutboxRow
    }
  }
`);
