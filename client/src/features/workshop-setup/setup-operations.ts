import { graphql } from '../../graphql/generated/index.ts';

// The documents of the workshop configuration screens (parameters, boxes and queues, monitors,
// totems). Lists are refetched after each write and on every workshop change event.

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

export const SetupParametersQuery = graphql(`
  query SetupParameters($workshopID: ID!) {
    parameters(workshopID: $workshopID) {
      workshopID
      acceptanceDurationMinutes
      toleranceMinutes
      criticalThresholdAlertMinutes
      criticalGlobalWaitingTimeInMinutes
      maxWaitingTimeInMinutes
      acceptorInactivityTimeInMinutes
      assistedCheckin
      assistedCheckout
      preferredResourceEnabled
      warningsEnabled
      smsSenderID
      videosEnabled
      payOnlineSmsEnabled
      autoRecalcQueueEnabled
      bookingOfficeEmail
      bookingOfficeTelephone
      queueUploadColumn
      criticalThresholdAlertChannel
      criticalThresholdAlertRepeatMinutes
      globalWaitingTimeAlertChannel
      globalWaitingTimeAlertRepeatMinutes
      acceptorInactivityAlertChannel
      acceptorInactivityAlertRepeatMinutes
      automaticSurveyEnabled
      automaticSurveyText
      onDemandSurveyEnabled
      processingCompleted
      welcome
      thankYou
      thankYouSmsDelayInMinutes
      thankYouSmsDisabled
      completedCustomerSurvey
      onRequestCustomerSurvey
      payOnline
      reminder
      confirmAppointment
      withdrawReminder
      randomCheckinWelcome
      vehicleCollectionConfirmation
      workshopRoleWarnings {
        roleName
        alertTypeID
      }
      dailyStatisticsRoleNames
    }
    smsSenders {
      smsSenderID
      name
    }
  }
`);

export const SetupUpdateParametersMutation = graphql(`
  mutation SetupUpdateParameters($input: UpdateParametersInput!) {
    updateParameters(input: $input) {
      parameters {
        workshopID
      }
      formErrors {
        ...FormErrorFields
      }
    }
  }
`);

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
