/** The GraphQL documents several benches send, written once. */

/** A desk calls the next customer into a box (the hot path of every push and contention bench). */
export const NEXT_CUSTOMER = `mutation ($input: NextCustomerInput!) {
  nextCustomer(input: $input) { appointment { appointmentID } }
}`;

/** What a staff screen subscribes to for the boxes: small, and changed by every nextCustomer. */
export const BOXES_CHANGED = `subscription ($workshopID: ID!) {
  boxesChanged(workshopID: $workshopID) { version initial boxes { boxID currentAppointment { appointmentID } } }
}`;
