import { graphql } from '../../graphql/generated/index.ts';

// The documents of the bay board (/Tabellone-box, decision 0028).

export const BayBoardBoxFragment = graphql(`
  fragment BayBoardBox on Box {
    boxID
    workshopID
    name
    orderNumber
    notAvailable
    deletedAt
    currentAppointment {
      appointmentID
      statusCode
      type
      licensePlate
      name
    }
    bayClock {
      appointmentID
      stage
      stageStartedAt
      expectedMinutes
      expectedFromHistory
      expectedEndAt
      overrun
      overrunToldAt
    }
  }
`);

export const BayBoardQuery = graphql(`
  query BayBoard($workshopID: ID!) {
    bayBoard(workshopID: $workshopID) {
      workshopID
      serverTime
      boxes {
        ...BayBoardBox
      }
    }
  }
`);

// boxesChanged with the clock: a call, a job start or end, or an overrun notice reaches the board
// as a box change, and graphcache writes the new clock into the box.
export const BayBoardBoxesChangedSubscription = graphql(`
  subscription BayBoardBoxesChanged($workshopID: ID!) {
    boxesChanged(workshopID: $workshopID) {
      workshopID
      version
      initial
      boxes {
        ...BayBoardBox
      }
    }
  }
`);
