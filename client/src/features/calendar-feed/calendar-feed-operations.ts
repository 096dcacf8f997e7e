import { graphql } from '../../graphql/generated/index.ts';

export const MyAgendaFeedQuery = graphql(`
  query MyAgendaFeed {
    myAgendaFeed {
      agendaFeedID
      createdAt
      lastFetchedAt
    }
  }
`);

export const CreateAgendaFeedMutation = graphql(`
  mutation CreateAgendaFeed {
    createAgendaFeed {
      feed {
        agendaFeedID
        createdAt
        lastFetchedAt
      }
      url
    }
  }
`);

export const RevokeAgendaFeedMutation = graphql(`
  mutation RevokeAgendaFeed {
    revokeAgendaFeed {
      success
    }
  }
`);
