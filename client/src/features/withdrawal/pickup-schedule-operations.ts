import { graphql } from '../../graphql/generated/index.ts';

/** The documents of the staff pickup schedule (`/Agenda-ritiri`): the bookings by day and the weekday slots. */

export const PickupScheduleQuery = graphql(`
  query PickupSchedule($workshopID: ID!, $fromDay: String!, $days: Int) {
    withdrawalSchedule(workshopID: $workshopID, fromDay: $fromDay, days: $days) {
      day
      weekDay
      slots {
        start
        end
        startsAt
        capacity
        booked
        bookings {
          appointmentID
          licensePlate
          name
          mobile
          statusCode
          statusName
        }
      }
      unscheduled {
        appointmentID
        licensePlate
        name
        mobile
        bookingDateTime
        statusCode
        statusName
      }
    }
  }
`);

/** One weekday slot as the editor reads it, from the query and from a save's reply alike. */
export const PickupSlotFragment = graphql(`
  fragment PickupSlot on AvailabilitySlot {
    availabilitySlotID
    day
    start
    end
    maxSlots
    capacity
  }
`);

export const PickupSlotsQuery = graphql(`
  query PickupSlots($workshopID: ID!) {
    workshop(workshopID: $workshopID) {
      workshopID
      maxSlots
    }
    availabilitySlots(workshopID: $workshopID) {
      ...PickupSlot
    }
  }
`);

export const SetPickupSlotsMutation = graphql(`
  mutation SetPickupSlots($workshopID: ID!, $slots: [AvailabilitySlotInput!]!) {
    setAvailabilitySlots(workshopID: $workshopID, slots: $slots) {
      success
      errorMessage
      formErrors {
        ...FormErrorFields
      }
      slots {
        ...PickupSlot
      }
    }
  }
`);
