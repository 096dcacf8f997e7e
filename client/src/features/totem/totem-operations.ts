import { graphql } from '../../graphql/generated/index.ts';

export const TotemScreenMyTotemsQuery = graphql(`
  query TotemScreenMyTotems {
    myTotems {
      totemID
      name
      workshopID
      workshopName
      timeZone
      totemQueues {
        queueID
        name
        color
        message
        activity
        position
      }
    }
  }
`);

export const TotemScreenBrandsQuery = graphql(`
  query TotemScreenBrands {
    vehicleBrands {
      vehicleBrandID
      name
      position
    }
  }
`);

export const TotemScreenFindBookingQuery = graphql(`
  query TotemScreenFindBooking($totemID: ID!, $search: String!) {
    totemFindBooking(totemID: $totemID, search: $search) {
      appointmentID
      maskedPlate
      displayName
      bookingDateTime
      kind
    }
  }
`);

export const TotemScreenCheckInMutation = graphql(`
  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {
    totemCheckIn(input: $input) {
      welcome {
        code
        trackingUrl
        maskedPlate
        queueName
        position
        estimatedWaitMinutes
      }
      problem
      bookingDateTime
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const TotemScreenRegisterWalkInMutation = graphql(`
  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {
    totemRegisterWalkIn(input: $input) {
      welcome {
        code
        trackingUrl
        maskedPlate
        queueName
        position
        estimatedWaitMinutes
      }
      problem
      bookingDateTime
      formErrors {
        field
        code
        message
      }
    }
  }
`);
