import { graphql } from '../../graphql/generated/index.ts';

/**
 * The documents of the admin lists: reject reasons, SMS senders and news. Mutations select what the
 * lists show, so the normalized cache updates edited rows in place; creations and deletions refetch
 * their list.
 */

export const AdminRejectReasonsQuery = graphql(`
  query AdminRejectReasons {
    rejectReasons {
      rejectReasonID
      name
    }
  }
`);

export const CreateRejectReasonMutation = graphql(`
  mutation AdminCreateRejectReason($input: CreateRejectReasonInput!) {
    createRejectReason(input: $input) {
      rejectReason {
        rejectReasonID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateRejectReasonMutation = graphql(`
  mutation AdminUpdateRejectReason($input: UpdateRejectReasonInput!) {
    updateRejectReason(input: $input) {
      rejectReason {
        rejectReasonID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteRejectReasonMutation = graphql(`
  mutation AdminDeleteRejectReason($rejectReasonID: ID!) {
    deleteRejectReason(rejectReasonID: $rejectReasonID) {
      deletedID
      success
    }
  }
`);

export const AdminSmsSendersQuery = graphql(`
  query AdminSmsSenders {
    smsSenders {
      smsSenderID
      name
    }
  }
`);

export const CreateSmsSenderMutation = graphql(`
  mutation AdminCreateSmsSender($input: CreateSmsSenderInput!) {
    createSmsSender(input: $input) {
      smsSender {
        smsSenderID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateSmsSenderMutation = graphql(`
  mutation AdminUpdateSmsSender($input: UpdateSmsSenderInput!) {
    updateSmsSender(input: $input) {
      smsSender {
        smsSenderID
        name
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteSmsSenderMutation = graphql(`
  mutation AdminDeleteSmsSender($smsSenderID: ID!) {
    deleteSmsSender(smsSenderID: $smsSenderID) {
      deletedID
      success
    }
  }
`);

export const AdminNewsQuery = graphql(`
  query AdminNews {
    allNews {
      newsID
      title
      description
      publicationDate
    }
  }
`);

export const CreateNewsMutation = graphql(`
  mutation AdminCreateNews($input: CreateNewsInput!) {
    createNews(input: $input) {
      news {
        newsID
        title
        description
        publicationDate
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateNewsMutation = graphql(`
  mutation AdminUpdateNews($input: UpdateNewsInput!) {
    updateNews(input: $input) {
      news {
        newsID
        title
        description
        publicationDate
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteNewsMutation = graphql(`
  mutation AdminDeleteNews($newsID: ID!) {
    deleteNews(newsID: $newsID) {
      deletedID
      success
    }
  }
`);
