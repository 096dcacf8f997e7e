import { graphql } from '../../graphql/generated/index.ts';

/** The documents of the monitor slogans screens. Mutations select what the list shows, so the cache updates edited rows in place. */

export const AdminSloganFragment = graphql(`
  fragment AdminSlogan on Slogan {
    sloganID
    workshopID
    title
    text
    order
    duration
    isVisible
  }
`);

export const AdminSlogansQuery = graphql(`
  query AdminSlogans($workshopID: ID!) {
    allSlogans(workshopID: $workshopID) {
      ...AdminSlogan
    }
  }
`);

export const CreateSloganMutation = graphql(`
  mutation AdminCreateSlogan($input: CreateSloganInput!) {
    createSlogan(input: $input) {
      slogan {
        ...AdminSlogan
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const UpdateSloganMutation = graphql(`
  mutation AdminUpdateSlogan($input: UpdateSloganInput!) {
    updateSlogan(input: $input) {
      slogan {
        ...AdminSlogan
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteSloganMutation = graphql(`
  mutation AdminDeleteSlogan($sloganID: ID!) {
    deleteSlogan(sloganID: $sloganID) {
      deletedID
      success
    }
  }
`);
