import { graphql } from '../../graphql/generated/index.ts';

/** The /Gestione-Upload screen's documents (docs/upload.md). */

export const UploadStateFragment = graphql(`
  fragment UploadState on AppointmentsUpload {
    uploadID
    workshopID
    fileName
    fileSize
    status
    errorCode
    isProcessed
    isSuccessful
    successful
    created
    updated
    skipped
    errors
    totalRows
    processedRows
    undone
    kept
    from
    to
    createdAt
    appliedAt
    undoneAt
    fileDeletedAt
    userName
  }
`);

export const UploadsListQuery = graphql(`
  query UploadsList($workshopID: ID!, $first: Int) {
    appointmentsUploads(workshopID: $workshopID, first: $first) {
      ...UploadState
    }
  }
`);

export const UploadReportQuery = graphql(`
  query UploadReport($uploadID: ID!, $first: Int) {
    appointmentsUpload(uploadID: $uploadID) {
      ...UploadState
      messages(first: $first) {
        messageID
        messageType
        message
        code
        rowNumber
        field
      }
    }
  }
`);

/** The preview's rows, a page at a time, each with its messages (docs/upload.md "Preview pages"). */
export const UploadPreviewRowsQuery = graphql(`
  query UploadPreviewRows(
    $uploadID: ID!
    $first: Int
    $after: String
    $action: AppointmentsUploadRowAction
  ) {
    appointmentsUpload(uploadID: $uploadID) {
      uploadID
      previewRows(first: $first, after: $after, action: $action) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          rowNumber
          action
          licensePlate
          name
          bookingDateTime
          queueName
          appointmentID
          messages {
            messageID
            code
            message
            field
          }
        }
      }
    }
  }
`);

/** The columns of the workshop's file, for the hint (names in the interface language). */
export const UploadFormatQuery = graphql(`
  query UploadFormat($workshopID: ID!) {
    appointmentsUploadFormat(workshopID: $workshopID) {
      field
      name
      required
      headers
    }
  }
`);

export const UploadProgressSubscription = graphql(`
  subscription UploadProgress($uploadID: ID!) {
    uploadProgress(uploadID: $uploadID) {
      ...UploadState
    }
  }
`);

export const ApplyUploadMutation = graphql(`
  mutation ApplyUpload($uploadID: ID!) {
    applyAppointmentUpload(uploadID: $uploadID) {
      ...UploadState
    }
  }
`);

export const UndoUploadMutation = graphql(`
  mutation UndoUpload($uploadID: ID!) {
    undoAppointmentUpload(uploadID: $uploadID) {
      ...UploadState
    }
  }
`);
