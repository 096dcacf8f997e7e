import { graphql } from '../../graphql/generated/index.ts';

// The documents of the queue setup screen (queue groups, queues, boxes). Lists are refetched after
// each write and on every workshop change event.

export const SetupQueueStructureQuery = graphql(`
  query SetupQueueStructure($workshopID: ID!) {
    queueGroups(workshopID: $workshopID) {
      queueGroupID
      name
      color
      queues {
        queueID
        queueGroupID
        name
        color
        message
        isDefault
        viewOrderNumber
        waitingCount
      }
    }
    boxes(workshopID: $workshopID) {
      boxID
      queueGroupID
      name
      aliases
      orderNumber
      notAvailable
      visible
      userID
      user {
        userID
        firstname
        lastname
        userName
      }
      currentAppointment {
        appointmentID
        licensePlate
      }
    }
    workshop(workshopID: $workshopID) {
      workshopID
      userWorkshopRoles {
        userWorkshopRoleID
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

export const SetupCreateQueueGroupMutation = graphql(`
  mutation SetupCreateQueueGroup($input: CreateQueueGroupInput!) {
    createQueueGroup(input: $input) {
      queueGroup {
        queueGroupID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupUpdateQueueGroupMutation = graphql(`
  mutation SetupUpdateQueueGroup($input: UpdateQueueGroupInput!) {
    updateQueueGroup(input: $input) {
      queueGroup {
        queueGroupID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupDeleteQueueGroupMutation = graphql(`
  mutation SetupDeleteQueueGroup($queueGroupID: ID!) {
    deleteQueueGroup(queueGroupID: $queueGroupID) {
      deletedID
    }
  }
`);

export const SetupCreateQueueMutation = graphql(`
  mutation SetupCreateQueue($input: CreateQueueInput!) {
    createQueue(input: $input) {
      queue {
        queueID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupUpdateQueueMutation = graphql(`
  mutation SetupUpdateQueue($input: UpdateQueueInput!) {
    updateQueue(input: $input) {
      queue {
        queueID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupDeleteQueueMutation = graphql(`
  mutation SetupDeleteQueue($queueID: ID!) {
    deleteQueue(queueID: $queueID) {
      deletedID
    }
  }
`);

export const SetupCreateBoxMutation = graphql(`
  mutation SetupCreateBox($input: CreateBoxInput!) {
    createBox(input: $input) {
      box {
        boxID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupUpdateBoxMutation = graphql(`
  mutation SetupUpdateBox($input: UpdateBoxInput!) {
    updateBox(input: $input) {
      box {
        boxID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

export const SetupDeleteBoxMutation = graphql(`
  mutation SetupDeleteBox($boxID: ID!) {
    deleteBox(boxID: $boxID) {
      deletedID
    }
  }
`);
