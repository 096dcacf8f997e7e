import { graphql } from '../../graphql/generated/index.ts';

/** The check-in desk's own documents (the lists use the shared staff documents). */

export const CheckinVehicleBrandsQuery = graphql(`
  query CheckinVehicleBrands {
    vehicleBrands {
      vehicleBrandID
      name
      position
    }
  }
`);

export const CheckinReturningCustomerQuery = graphql(`
  query CheckinReturningCustomer($workshopID: ID!, $licensePlate: String!) {
    returningCustomer(workshopID: $workshopID, licensePlate: $licensePlate) {
      licensePlate
      isReturning
      daysSinceLastVisit
      lastVisit {
        appointmentID
        licensePlate
        name
        mobile
        vehicleBrandID
        vehicleModel
        checkinDateTime
        bookingDateTime
      }
    }
  }
`);

export const CheckinRegisterWalkInMutation = graphql(`
  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {
    registerNewAppointment(input: $input) {
      ...StaffActionResult
      existingAppointmentID
    }
  }
`);

export const CheckinCheckInBookedMutation = graphql(`
  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {
    checkInBooked(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const CheckinUndoCheckInMutation = graphql(`
  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {
    undoCheckIn(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const CheckinDeleteCheckInMutation = graphql(`
  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {
    deleteCheckIn(input: $input) {
      ...StaffActionResult
    }
  }
`);
