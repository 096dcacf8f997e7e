import { graphql } from '../../graphql/generated/index.ts';

// The documents of the workshop parameters screen.

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
      nightSmsAllowed
      youAreNextPosition
      delayNoticeSmsEnabled
      autoRecalcQueueEnabled
      expectedJobMinutes
      jobOverrunSmsEnabled
      jobOverrunGraceMinutes
      bookingOfficeEmail
      bookingOfficeTelephone
      queueUploadColumn
      criticalThresholdAlertChannel
      criticalThresholdAlertRepeatMinutes
      globalWaitingTimeAlertChannel
      globalWaitingTimeAlertRepeatMinutes
      acceptorInactivityAlertChannel
      acceptorInactivityAlertRepeatMinutes
      screenOfflineAlertMinutes
      screenOfflineAlertChannel
      screenOfflineAlertRepeatMinutes
      automaticSurveyEnabled
      automaticSurveyText
      onDemandSurveyEnabled
      processingCompleted
      welcome
      thankYou
      thankYouSmsDelayInMinutes
      personalDataRetentionMonths
      privacyNoticeIt
      privacyNoticeEn
      privacyNoticeVersion
      privacyNotice {
        workshopName
        version
        textIt
        textEn
      }
      thankYouSmsDisabled
      completedCustomerSurvey
      onRequestCustomerSurvey
      payOnline
      reminder
      confirmAppointment
      withdrawReminder
      randomCheckinWelcome
      vehicleCollectionConfirmation
      youAreNext
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
