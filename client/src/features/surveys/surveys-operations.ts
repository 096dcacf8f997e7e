import { graphql } from '../../graphql/generated/index.ts';

/** The documents of the exit-interview editor. */

export const AdminSurveyQuestionsQuery = graphql(`
  query AdminSurveyQuestions($workshopID: ID!) {
    surveyQuestions(workshopID: $workshopID) {
      customerSurveyQuestionID
      workshopID
      text
      questionTypeID
      position
    }
  }
`);

export const SaveSurveyQuestionsMutation = graphql(`
  mutation AdminSaveSurveyQuestions($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {
    saveSurveyQuestions(workshopID: $workshopID, questions: $questions) {
      questions {
        customerSurveyQuestionID
        workshopID
        text
        questionTypeID
        position
      }
      formErrors {
        field
        code
        message
      }
    }
  }
`);
