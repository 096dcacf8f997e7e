import { graphql } from '../../graphql/generated/index.ts';

/** The Statistics screen's series (charts) and survey answers of a period (docs/statistics.md). */
export const AppointmentStatsQuery = graphql(`
  query AppointmentStats($input: StatsRangeInput!) {
    appointmentStats(input: $input) {
      fromDay
      toDay
      entryType
      arrivalsByHour {
        hour
        arrivals
      }
      waitsByDay {
        day
        arrivals
        averageWaitingMinutes
        globalWaitingMinutes
      }
      timingStatus {
        status
        count
        percentage
      }
      perAcceptor {
        userID
        name
        served
        averageWaitingMinutes
        averageJobMinutes
      }
    }
  }
`);

export const ExitInterviewStatsQuery = graphql(`
  query ExitInterviewStats($input: StatsRangeInput!) {
    exitInterviewStats(input: $input) {
      fromDay
      toDay
      answeredSurveys
      skippedSurveys
      questions {
        position
        text
        questionTypeID
        answered
        skipped
        average
        distribution {
          value
          count
          percentage
        }
      }
    }
  }
`);

export const WorkshopKpisQuery = graphql(`
  query WorkshopKpis($workshopID: ID!) {
    kpis(workshopID: $workshopID) {
      workshopID
      day
      waitingNow
      inBoxNow
      inWorkshopNow
      longestWaitMinutes
      bookedToday
      expectedToday
      arrivedToday
      checkedOutToday
      averageWaitingMinutesToday
    }
  }
`);
