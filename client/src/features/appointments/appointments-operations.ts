import { graphql } from '../../graphql/generated/index.ts';

/**
 * The documents of the staff list screens (processings, history, agenda, anomalies, spare parts,
 * vehicles in the workshop, actions). Lists use the shared `StaffAppointment` fragment, so the live
 * payloads of the workshop's subscriptions update their rows in place.
 */

export const StaffListsPageQuery = graphql(`
  query StaffListsPage($filter: AppointmentFilter!, $first: Int, $after: String, $orderBy: AppointmentOrder) {
    appointments(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...StaffAppointment
        type
      }
    }
  }
`);

export const StaffListsDetailQuery = graphql(`
  query StaffListsDetail($appointmentID: ID!) {
    appointment(appointmentID: $appointmentID) {
      ...StaffAppointment
      type
      email
      assignedQueue {
        queueID
        name
      }
      acceptedBox {
        boxID
        name
      }
      rejectReason {
        rejectReasonID
        name
      }
    }
  }
`);

export const StaffListsHistoryQuery = graphql(`
  query StaffListsHistory($appointmentID: ID!) {
    appointmentHistory(appointmentID: $appointmentID) {
      appointmentLogID
      phase
      dateTime
      action
      resource
      notes
    }
  }
`);

export const AgendaCreateAppointmentMutation = graphql(`
  mutation AgendaCreateAppointment($input: AppointmentInput!) {
    createAppointment(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const AgendaUpdateAppointmentMutation = graphql(`
  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {
    updateAppointment(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const AgendaDeleteAppointmentMutation = graphql(`
  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {
    deleteAppointment(input: $input) {
      ...StaffActionResult
    }
  }
`);
