import { graphql } from '../../graphql/generated/index.ts';

export const CustomerVisitsQuery = graphql(`
  query CustomerVisits($input: CustomerSearchInput!) {
    customerVisits(input: $input) {
      appointmentID
      workshopID
      workshopName
      name
      licensePlate
      mobile
      email
      statusCode
      createdAt
      checkoutDateTime
      live
      anonymisedAt
    }
  }
`);

export const CustomerDataExportQuery = graphql(`
  query CustomerDataExport($input: CustomerSearchInput!) {
    customerDataExport(input: $input)
  }
`);

export const EraseCustomerDataMutation = graphql(`
  mutation EraseCustomerData($input: CustomerSearchInput!) {
    eraseCustomerData(input: $input) {
      erased
      live
    }
  }
`);
