import { graphql } from '../../graphql/generated/index.ts';

export const TotemScreenMyTotemsQuery = graphql(`
  query TotemScreenMyTotems {
    myTotems {
      totemID
      name
      workshopID
      workshopName
      timeZone
      assistedCheckin
      assistedCheckout
      totemQueues {
        queueID
        name
        color
        message
        activity
        position
      }
      privacyNotice {
        workshopName
        version
        textIt
        textEn
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

export const TotemScreenFindVehicleQuery = graphql(`
  query TotemScreenFindVehicle($totemID: ID!, $search: String!) {
    totemFindVehicle(totemID: $totemID, search: $search) {
      appointmentID
      maskedPlate
      displayName
      state
      paid
      estimatedReadyAt
      pickupBookedAt
      inPickupQueue
      bookingToken
    }
  }
`);

/** Where a customer checked in at the totem stands: booked, walk-in or collecting a vehicle. */
export const TotemScreenWelcomeFragment = graphql(`
  fragment TotemScreen_welcome on TotemWelcome {
    code
    trackingUrl
    maskedPlate
    queueName
    position
    estimatedWaitMinutes
    estimatedWaitRange {
      lowMinutes
      highMinutes
    }
  }
`);

export const TotemScreenCheckInPickupMutation = graphql(`
  mutation TotemScreenCheckInPickup($input: TotemPickupInput!) {
    totemCheckInPickup(input: $input) {
      welcome {
        ...TotemScreen_welcome
      }
      problem
      estimatedReadyAt
    }
  }
`);

/** The kiosk's answer to a check-in, booked or walk-in alike: the welcome, or why not. */
export const TotemScreenAnswerFragment = graphql(`
  fragment TotemScreen_answer on TotemCheckInResult {
    welcome {
      ...TotemScreen_welcome
    }
    problem
    bookingDateTime
    formErrors {
      field
      code
      message
    }
  }
`);

export const TotemScreenCheckInMutation = graphql(`
  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {
    totemCheckIn(input: $input) {
      ...TotemScreen_answer
    }
  }
`);

export const TotemScreenRegisterWalkInMutation = graphql(`
  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {
    totemRegisterWalkIn(input: $input) {
      ...TotemScreen_answer
    }
  }
`);
