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
      rows(first: $first) {
        rowNumber
        action
        licensePlate
        name
        bookingDateTime
        queueName
        appointmentID
      }
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
