import { graphql } from '../../graphql/generated/index.ts';

/** The documents of the customer's exit-interview page (`/survey/:token`, no account). */

export const CustomerSurveyQuery = graphql(`
  query CustomerSurveyPage($token: String!) {
    customerSurvey(token: $token) {
      workshopName
      expiresAt
      questions {
        questionID
        text
        questionTypeID
        position
      }
      privacyNotice {
        workshopName
        version
        textIt
        textEn
      }
    }
  }
`);

export const SubmitCustomerSurveyMutation = graphql(`
  mutation CustomerSurveySubmit($token: String!, $answers: [CustomerSurveyAnswerInput!]!, $notes: String) {
    submitCustomerSurvey(token: $token, answers: $answers, notes: $notes) {
      success
      errorCode
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const SkipCustomerSurveyMutation = graphql(`
  mutation CustomerSurveySkip($token: String!) {
    skipCustomerSurvey(token: $token) {
      success
      errorCode
    }
  }
`);

/**
 * A visit's exit interview as its staff detail shows it: the query's and the on-demand
 * invitation's reply select the same fields, so the reply updates the card through the cache.
 */
export const AppointmentSurveyCardFragment = graphql(`
  fragment AppointmentSurveyCard_survey on Appointment {
    appointmentID
    surveyRequestable
    surveyCorrectable
    survey {
      kind
      sentAt
      expiresAt
      closedAt
      outcome
      notes
      answers {
        customerSurveyAnswerID
        questionText
        answerTypeID
        answerText
        position
      }
    }
  }
`);

/** A visit's exit interview on its staff detail, and the on-demand invitation. */
export const AppointmentSurveyQuery = graphql(`
  query AppointmentSurveyCard($appointmentID: ID!) {
    appointment(appointmentID: $appointmentID) {
      ...AppointmentSurveyCard_survey
    }
  }
`);

/** Staff correct a visit's answers and notes; the card reads the visit again after it. */
export const CorrectSurveyAnswersMutation = graphql(`
  mutation AppointmentSurveyCorrect(
    $appointmentID: ID!
    $answers: [SurveyAnswerCorrectionInput!]!
    $notes: String
  ) {
    updateSurveyAnswers(appointmentID: $appointmentID, answers: $answers, notes: $notes) {
      answers {
        customerSurveyAnswerID
        answerText
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);

export const SendCustomerSurveyMutation = graphql(`
  mutation AppointmentSurveySend($appointmentID: ID!) {
    sendCustomerSurvey(appointmentID: $appointmentID) {
      ...AppointmentSurveyCard_survey
    }
  }
`);
