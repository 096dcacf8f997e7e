import { graphql } from '../../graphql/generated/index.ts';

/** A period's figures as the statistics screens show them (docs/statistics.md). */
export const StatisticsFiguresFragment = graphql(`
  fragment StatisticsFigures on WorkshopStats {
    fromDay
    toDay
    entryType
    averageAcceptanceMinutes
    averageWaitingMinutes
    globalWaitingMinutes
    checkedOutVehicles
    exitInterviewPercentage
    proactiveInfoPercentage
    appointmentsCheckins
    appointmentsNoShow
    appointmentsRandom
    timing {
      early
      onTime
      late
      earlyPercentage
      onTimePercentage
      latePercentage
    }
    perAcceptor {
      userID
      name
      served
      averageWaitingMinutes
      averageJobMinutes
    }
    perQueue {
      queueID
      name
      checkins
      averageWaitingMinutes
    }
    workingDetails {
      key
      value
    }
  }
`);

export const WorkshopStatsQuery = graphql(`
  query WorkshopStats($input: StatsRangeInput!) {
    workshopStats(input: $input) {
      ...StatisticsFigures
    }
  }
`);

/** Per queue, the last seven days' accuracy of the waits told at check-in (docs/statistics.md). */
export const EstimateAccuracyQuery = graphql(`
  query EstimateAccuracy($workshopID: ID!) {
    estimateAccuracy(workshopID: $workshopID) {
      workshopID
      fromDay
      toDay
      queues {
        queueID
        name
        customers
        meanAbsoluteErrorMinutes
        within5Percentage
        biasMinutes
      }
    }
  }
`);
