import { graphql } from '../../graphql/generated/index.ts';

/** The Azioni screen's documents: the workshop's follow-up and proactive-info lines, and recording one. */

export const FollowUpsLogsQuery = graphql(`
  query FollowUpsLogs($filter: LogFilter!, $first: Int, $after: String) {
    logs(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        appointmentLogID
        appointmentID
        actionType
        dateTime
        notes
        user {
          userID
          userName
          firstname
          lastname
        }
        appointment {
          ...StaffAppointment
        }
      }
    }
  }
`);

export const FollowUpsCustomerSearchQuery = graphql(`
  query FollowUpsCustomerSearch($filter: AppointmentFilter!) {
    appointments(filter: $filter, first: 8, orderBy: CHECKIN_DATE_TIME_DESC) {
      nodes {
        ...StaffAppointment
      }
    }
  }
`);

export const FollowUpsRecordMutation = graphql(`
  mutation FollowUpsRecord($input: CreateAppointmentLogInput!) {
    createAppointmentLog(input: $input) {
      ...StaffActionResult
    }
  }
`);
