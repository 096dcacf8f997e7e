import { graphql } from '../../graphql/generated/index.ts';

// Every CustomerVisit selection asks for the same fields, so a booking's reply updates the page
// through graphcache (CustomerVisit and WithdrawalState are keyed by code).
export const WithdrawalVisitFragment = graphql(`
  fragment WithdrawalScreen_visit on CustomerVisit {
    code
    tracking {
      ...TrackingScreen_tracking
    }
    withdrawal {
      code
      ready
      booking {
        day
        start
        end
        bookingDateTime
      }
    }
  }
`);

export const WithdrawalScreenVisitQuery = graphql(`
  query WithdrawalScreenVisit($access: WithdrawalAccessInput!) {
    customerVisit(access: $access) {
      ...WithdrawalScreen_visit
    }
  }
`);

export const WithdrawalScreenCalendarQuery = graphql(`
  query WithdrawalScreenCalendar($access: WithdrawalAccessInput!) {
    withdrawalCalendar(access: $access) {
      code
      workshopName
      days {
        day
        weekDay
        slots {
          start
          end
          free
          mine
        }
      }
    }
  }
`);

/** The reply of the three pickup mutations: success or the refusal's code, and the visit as it now is. */
export const WithdrawalScreenResultFragment = graphql(`
  fragment WithdrawalScreen_result on WithdrawalResult {
    success
    errorCode
    errorMessage
    visit {
      ...WithdrawalScreen_visit
    }
  }
`);

export const WithdrawalScreenCreateMutation = graphql(`
  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {
    createWithdrawalAppointment(input: $input) {
      ...WithdrawalScreen_result
    }
  }
`);

export const WithdrawalScreenUpdateMutation = graphql(`
  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {
    updateWithdrawalAppointment(input: $input) {
      ...WithdrawalScreen_result
    }
  }
`);

export const WithdrawalScreenCancelMutation = graphql(`
  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {
    cancelWithdrawalAppointment(access: $access) {
      ...WithdrawalScreen_result
    }
  }
`);

export const MobileTrackingLoginMutation = graphql(`
  mutation MobileTrackingLogin($licensePlate: String, $code: String) {
    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {
      success
      token
      linkSent
      errorCode
      errorMessage
      appointment {
        ...WithdrawalScreen_visit
      }
      otherAppointments {
        workshopName
        type
        statusCode
        statusName
        bookingDateTime
      }
    }
  }
`);
