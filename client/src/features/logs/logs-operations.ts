import { graphql } from '../../graphql/generated/index.ts';

/**
 * The Logs screen's documents: a page of the workshop's log lines and the acceptors to filter by.
 * A line shows who did what and when, and the vehicle's plate: no customer contact, no SMS text.
 */
export const WorkshopLogPageQuery = graphql(`
  query WorkshopLogPage($filter: LogFilter!, $first: Int, $after: String) {
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
        fromStatus
        toStatus
        user {
          userID
          userName
          firstname
          lastname
        }
        appointment {
          appointmentID
          licensePlate
          statusCode
        }
      }
    }
  }
`);

export const SearchAcceptorsQuery = graphql(`
  query SearchAcceptors($workshopID: ID!, $term: String) {
    searchAcceptors(workshopID: $workshopID, term: $term) {
      userID
      userName
      firstname
      lastname
    }
  }
`);
