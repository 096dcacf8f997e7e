import type { appointmentSurveyIt } from './appointment-survey-i18n.it.ts';

export const appointmentSurveyEn: typeof appointmentSurveyIt = {
  title: 'Exit interview',
  notSent: 'No survey was sent for this visit.',
  send: 'Send the survey by SMS',
  sent: 'Survey sent',
  automatic: 'Sent automatically at the exit on {{date}}.',
  onDemand: 'Sent on request on {{date}}.',
  waiting: 'Waiting for an answer: the link expires on {{date}}.',
  expired: 'The link expired without an answer.',
  answered: 'Answered on {{date}}.',
  skipped: 'The customer chose not to answer ({{date}}).',
  answers: 'Answers',
  notes: 'Customer’s notes',
  yes: 'Yes',
  no: 'No',
  correct: 'Correct the answers',
  correctTitle: 'Correct the survey answers',
  correctIntro:
    'The questions as the customer was asked them. The change is recorded in the visit’s history.',
  scaleHint: 'From 1 (worst) to 10 (best)',
  save: 'Save',
  cancel: 'Cancel',
  corrected: 'Answers corrected',
  correctError: 'The answers could not be saved.',
};
