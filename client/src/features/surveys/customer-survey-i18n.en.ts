import type { customerSurveyIt } from './customer-survey-i18n.it.ts';

export const customerSurveyEn: typeof customerSurveyIt = {
  title: 'How did it go?',
  intro: 'Help us improve: it only takes a few seconds. Answer every question, or choose not to answer.',
  yes: 'Yes',
  no: 'No',
  scaleHint: '1 = not at all, 10 = very much',
  notes: 'Notes (optional)',
  submit: 'Send answers',
  skip: 'I’d rather not answer',
  answerEveryQuestion: 'Please answer every question, or choose not to answer.',
  required: 'Choose an answer',
  sendError: 'Your answers could not be sent. Please try again.',
  thanksTitle: 'Thank you!',
  thanksText: 'We have received your answers.',
  skippedTitle: 'That’s fine',
  skippedText: 'We won’t ask again for this visit. Safe travels!',
  invalidTitle: 'Link no longer valid',
  invalidText: 'This link has already been used or has expired. There is nothing else to do.',
  rateLimited: 'Too many attempts from this network. Please try again in a minute.',
  connectionError: 'The survey could not be loaded. Please check your connection.',
  retry: 'Try again',
};
