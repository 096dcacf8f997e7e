import { graphql } from '../../graphql/generated/index.ts';

// The documents of the screens list (/Schermi): read every 30 seconds, and again after a forget.

export const ScreenDevicesQuery = graphql(`
  query ScreenDevices($workshopID: ID!) {
    screenDevices(workshopID: $workshopID) {
      screenDeviceID
      kind
      screenID
      screenName
      version
      userAgent
      firstSeenAt
      lastSeenAt
      state
    }
  }
`);

export const ForgetScreenDeviceMutation = graphql(`
  mutation ForgetScreenDevice($screenDeviceID: ID!) {
    forgetScreenDevice(screenDeviceID: $screenDeviceID) {
      deletedID
      success
    }
  }
`);
