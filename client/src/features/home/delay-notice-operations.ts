import { graphql } from '../../graphql/generated/index.ts';

// The documents of the managers' delay notices (the current notice comes with StaffQueue).

export const HomeBroadcastDelayNoticeMutation = graphql(`
  mutation HomeBroadcastDelayNotice($input: BroadcastDelayNoticeInput!) {
    broadcastDelayNotice(input: $input) {
      delayNotice {
        queueID
        text
        minutes
        createdAt
        expiresAt
      }
      waitingCount
      smsCount
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const HomeClearDelayNoticeMutation = graphql(`
  mutation HomeClearDelayNotice($queueID: ID!) {
    clearDelayNotice(queueID: $queueID) {
      success
    }
  }
`);
