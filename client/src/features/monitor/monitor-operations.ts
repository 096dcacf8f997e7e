import { graphql } from '../../graphql/generated/index.ts';

export const MonitorScreenMyMonitorsQuery = graphql(`
  query MonitorScreenMyMonitors {
    myMonitors {
      monitorID
      name
      workshopID
      workshopName
      timeZone
      trackingEntryUrl
      queueGroups {
        queueGroupID
        name
        color
        position
      }
    }
  }
`);

export const MonitorScreenSlogansQuery = graphql(`
  query MonitorScreenSlogans($workshopID: ID!) {
    slogans(workshopID: $workshopID) {
      sloganID
      title
      text
      order
      duration
    }
  }
`);

/** The monitor's videos (decision 0006), read again with the slogans on a configuration change. */
export const MonitorScreenVideosQuery = graphql(`
  query MonitorScreenVideos($monitorID: ID!) {
    monitor(monitorID: $monitorID) {
      monitorID
      videos
    }
  }
`);

export const MonitorScreenCallsSubscription = graphql(`
  subscription MonitorScreenCalls($monitorID: ID!) {
    monitorCalls(monitorID: $monitorID) {
      monitorID
      version
      initial
      calls {
        callID
        appointmentID
        licensePlate
        boxID
        boxName
        queueName
        queueColor
        calledAt
      }
    }
  }
`);
