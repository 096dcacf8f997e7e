import { graphql } from '../../graphql/generated/index.ts';

/** The documents of the workshops screens (/Officine, /OfficineDettaglio). Every entity asks for its id, so graphcache keeps one copy of each. */

export const AdminWorkshopsQuery = graphql(`
  query AdminWorkshops($first: Int, $after: String, $search: String) {
    workshops(first: $first, after: $after, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        workshopID
        workshopCode
        name
        city
        zipCode
        timeZone
      }
    }
  }
`);

/** Everything the workshop form edits (the logo only here: lists never load it). */
export const AdminWorkshopFragment = graphql(`
  fragment AdminWorkshop on Workshop {
    workshopID
    workshopCode
    name
    city
    address
    zipCode
    logoUrl
    timeZone
    withdrawalQueueID
    maxSlots
    returningCustomerDaysThreshold
    videoFolderPath
  }
`);

export const AdminWorkshopDetailQuery = graphql(`
  query AdminWorkshopDetail($workshopID: ID!) {
    workshop(workshopID: $workshopID) {
      ...AdminWorkshop
      userWorkshopRoles {
        userWorkshopRoleID
        roleID
        roleName
        user {
          userID
          userName
          firstname
          lastname
        }
      }
    }
  }
`);

export const AdminCreateWorkshopMutation = graphql(`
  mutation AdminCreateWorkshop($input: CreateWorkshopInput!, $logo: File) {
    createWorkshop(input: $input, logo: $logo) {
      workshop {
        ...AdminWorkshop
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const AdminUpdateWorkshopMutation = graphql(`
  mutation AdminUpdateWorkshop($input: UpdateWorkshopInput!, $logo: File) {
    updateWorkshop(input: $input, logo: $logo) {
      workshop {
        ...AdminWorkshop
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const AdminDeleteWorkshopMutation = graphql(`
  mutation AdminDeleteWorkshop($workshopID: ID!) {
    deleteWorkshop(workshopID: $workshopID) {
      success
    }
  }
`);
