import { graphql } from '../graphql/generated/index.ts';

/** The box screen's own documents: one customer's detail, log and every lifecycle action. */

export const BoxAcceptanceAppointmentQuery = graphql(`
  query BoxAcceptanceAppointment($appointmentID: ID!) {
    appointment(appointmentID: $appointmentID) {
      ...StaffAppointment
    }
  }
`);

export const BoxAcceptanceLogsQuery = graphql(`
  query BoxAcceptanceLogs($appointmentID: ID!) {
    appointmentLogs(appointmentID: $appointmentID) {
      appointmentLogID
      appointmentID
      actionType
      dateTime
      notes
      smsText
      fromStatus
      toStatus
      undoneLogID
      user {
        userID
        userName
        firstname
        lastname
      }
    }
  }
`);

export const BoxAcceptanceRejectReasonsQuery = graphql(`
  query BoxAcceptanceRejectReasons {
    rejectReasons {
      rejectReasonID
      name
    }
  }
`);

export const BoxAcceptanceJobEndSmsDraftQuery = graphql(`
  query BoxAcceptanceJobEndSmsDraft($appointmentID: ID!) {
    appointment(appointmentID: $appointmentID) {
      appointmentID
      jobEndSmsDraft
    }
  }
`);

export const BoxAcceptanceJobStartMutation = graphql(`
  mutation BoxAcceptanceJobStart($input: JobStartInput!) {
    jobStart(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceJobRejectMutation = graphql(`
  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {
    jobReject(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceJobEndMutation = graphql(`
  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {
    jobEnd(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceUscitaMutation = graphql(`
  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {
    uscita(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceHandOverVehicleMutation = graphql(`
  mutation BoxAcceptanceHandOverVehicle($input: AppointmentActionInput!) {
    handOverVehicle(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceConfirmPaymentMutation = graphql(`
  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceConfirmExitMutation = graphql(`
  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {
    confirmExit(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceGoBackMutation = graphql(`
  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {
    goBack(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceReturnToQueueMutation = graphql(`
  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {
    returnToQueue(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceUndoLastOperationMutation = graphql(`
  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {
    undoLastOperation(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceSendJobEndSmsMutation = graphql(`
  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {
    sendJobEndSms(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceSetThanksSmsMutation = graphql(`
  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {
    setThanksSms(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceCreateLogMutation = graphql(`
  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {
    createAppointmentLog(input: $input) {
      ...StaffActionResult
    }
  }
`);

export const BoxAcceptanceSetWaitingSparePartsMutation = graphql(`
  mutation BoxAcceptanceSetWaitingSpareParts($input: SetWaitingSparePartsInput!) {
    setWaitingSpareParts(input: $input) {
      ...StaffActionResult
    }
  }
`);
