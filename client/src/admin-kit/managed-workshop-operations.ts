import { graphql } from '../graphql/generated/index.ts';

// The workshops a manager can configure, for the workshop picker of the configuration screens.

export const SetupWorkshopsQuery = graphql(`
  query SetupWorkshops {
    workshops(first: 200) {
      nodes {
        workshopID
        name
      }
    }
  }
`);
