import { graphql } from './generated/index.ts';

/**
 * The GraphQL documents the staff screens share (home acceptor view, box, check-in). Every
 * selection of an appointment, queue or box uses the same fragment, so a live payload carries
 * every field any screen shows and graphcache updates all of them in place.
 */

export const StaffAppointmentFragment = graphql(`
  fragment StaffAppointment on Appointment {
    appointmentID
    workshopID
    statusCode
    statusName
    type
    mainAppointmentID
    walkIn
    priority
    licensePlate
    name
    mobile
    description
    note
    vehicleBrandID
    vehicleModel
    bookingDateTime
    checkinDateTime
    acceptanceDateTime
    jobStartDateTime
    jobEndDateTime
    jobRejectDateTime
    paymentDateTime
    checkoutDateTime
    jobEndSmsDateTime
    assignedQueueID
    acceptedBoxID
    acceptedUserID
    acceptedUser {
      userID
      userName
      firstname
      lastname
    }
    hiddenAcceptance
    thanksSmsEnabled
    checkinAnomaly
    waitingSpareParts
    rejectReasonID
    returningCustomerLastDate
    returningCustomerReason
    customerLanguage
    smsConsent
    smsConsentAt
    privacyNoticeVersion
    position
    estimatedWaitMinutes
    timing {
      status
      minutes
    }
    allowedActions
    deletedAt
    version
  }
`);

/** What every appointment action answers: the appointment as it now is, or the field errors. */
export const StaffActionResultFragment = graphql(`
  fragment StaffActionResult on AppointmentResult {
    appointment {
      ...StaffAppointment
    }
    formErrors {
      ...FormErrorFields
    }
  }
`);

export const StaffQueueFragment = graphql(`
  fragment StaffQueue on Queue {
    queueID
    workshopID
    queueGroupID
    name
    color
    isDefault
    viewOrderNumber
    waitingCount
    waiting {
      ...StaffAppointment
    }
    delayNotice {
      text
      minutes
      createdAt
      expiresAt
    }
  }
`);

export const StaffBoxFragment = graphql(`
  fragment StaffBox on Box {
    boxID
    workshopID
    queueGroupID
    name
    aliases
    orderNumber
    notAvailable
    visible
    userID
    user {
      userID
      userName
      firstname
      lastname
    }
    currentAppointment {
      ...StaffAppointment
    }
  }
`);

export const StaffCountsFragment = graphql(`
  fragment StaffCounts on QueueCounts {
    workshopID
    booked
    checkedInBooked
    checkedInRandom
    accepted
    managed
    perQueue {
      queueID
      waiting
    }
  }
`);

export const StaffQueueGroupsQuery = graphql(`
  query StaffQueueGroups($workshopID: ID!) {
    queueGroups(workshopID: $workshopID) {
      queueGroupID
      workshopID
      name
      color
      queues {
        queueID
        workshopID
        queueGroupID
        name
        color
        isDefault
        viewOrderNumber
      }
    }
  }
`);

export const StaffQueuesQuery = graphql(`
  query StaffQueues($workshopID: ID!, $queueGroupID: ID) {
    queues(workshopID: $workshopID, queueGroupID: $queueGroupID) {
      ...StaffQueue
    }
  }
`);

export const StaffBoxesQuery = graphql(`
  query StaffBoxes($workshopID: ID!, $queueGroupID: ID) {
    boxes(workshopID: $workshopID, queueGroupID: $queueGroupID) {
      ...StaffBox
    }
  }
`);

export const StaffQueueCountsQuery = graphql(`
  query StaffQueueCounts($workshopID: ID!) {
    queueCounts(workshopID: $workshopID) {
      ...StaffCounts
    }
  }
`);

export const StaffAppointmentsQuery = graphql(`
  query StaffAppointments($filter: AppointmentFilter!, $orderBy: AppointmentOrder) {
    appointments(filter: $filter, first: 200, orderBy: $orderBy) {
      totalCount
      nodes {
        ...StaffAppointment
      }
    }
  }
`);

export const StaffQueueChangedSubscription = graphql(`
  subscription StaffQueueChanged($workshopID: ID!) {
    queueChanged(workshopID: $workshopID) {
      workshopID
      version
      initial
      queues {
        ...StaffQueue
        deletedAt
      }
      queueGroups {
        queueGroupID
        workshopID
        name
        color
        deletedAt
      }
      counts {
        ...StaffCounts
      }
      appointments {
        ...StaffAppointment
      }
      deskSettings {
        workshopID
        timeZone
        criticalThresholdMinutes
        toleranceMinutes
      }
    }
  }
`);

export const StaffBoxesChangedSubscription = graphql(`
  subscription StaffBoxesChanged($workshopID: ID!) {
    boxesChanged(workshopID: $workshopID) {
      workshopID
      version
      initial
      boxes {
        ...StaffBox
        deletedAt
      }
    }
  }
`);

export const StaffAppointmentChangedSubscription = graphql(`
  subscription StaffAppointmentChanged($appointmentID: ID!) {
    appointmentChanged(appointmentID: $appointmentID) {
      appointmentID
      version
      initial
      appointment {
        ...StaffAppointment
      }
    }
  }
`);

export const StaffNextCustomerMutation = graphql(`
  mutation StaffNextCustomer($input: NextCustomerInput!) {
    nextCustomer(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const StaffPickAppointmentMutation = graphql(`
  mutation StaffPickAppointment($input: PickAppointmentInput!) {
    pickAppointment(input: $input) {
      ...StaffActionResult
    }
  }
`);
