import { graphql } from '../../graphql/generated/index.ts';

// The documents of the monitor and totem configuration screens. Lists are refetched after each
// write and on every workshop change event.

export const SetupDisplaysQuery = graphql(`
  query SetupDisplays($workshopID: ID!) {
    monitors(workshopID: $workshopID) {
      monitorID
      name
      userID
      queueGroups {
        queueGroupID
        name
        color
        position
      }
    }
    totems(workshopID: $workshopID) {
      totemID
      name
      userID
      totemQueues {
        queueID
        name
        color
        position
        message
        activity
      }
    }
    deviceAccounts(workshopID: $workshopID) {
      userID
      userName
      firstname
      lastname
    }
    queueGroups(workshopID: $workshopID) {
      queueGroupID
      name
      queues {
        queueID
        name
      }
    }
  }
`);

export const SetupCreateMonitorMutation = graphql(`
  mutation SetupCreateMonitor($input: CreateMonitorInput!) {
    createMonitor(input: $input) {
      monitor {
        monitorID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupUpdateMonitorMutation = graphql(`
  mutation SetupUpdateMonitor($input: UpdateMonitorInput!) {
    updateMonitor(input: $input) {
      monitor {
        monitorID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupDeleteMonitorMutation = graphql(`
  mutation SetupDeleteMonitor($monitorID: ID!) {
    deleteMonitor(monitorID: $monitorID) {
      deletedID
    }
  }
`);

export const SetupCreateTotemMutation = graphql(`
  mutation SetupCreateTotem($input: CreateTotemInput!) {
    createTotem(input: $input) {
      totem {
        totemID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupUpdateTotemMutation = graphql(`
  mutation SetupUpdateTotem($input: UpdateTotemInput!) {
    updateTotem(input: $input) {
      totem {
        totemID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupDeleteTotemMutation = graphql(`
  mutation SetupDeleteTotem($totemID: ID!) {
    deleteTotem(totemID: $totemID) {
      deletedID
    }
  }
`);
