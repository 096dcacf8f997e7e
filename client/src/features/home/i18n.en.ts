import type { homeIt } from './i18n.it.ts';

export const homeEn: typeof homeIt = {
  welcome: 'Welcome, {{name}}',
  rolesTitle: 'Your workshops and roles',
  noRoles: 'You do not hold a role in any workshop yet. Ask an administrator to assign one.',
  admin: 'You are an administrator: you can open every screen.',
  adminStart: 'To begin, create the workshops in Workshops and the users with their roles in Users.',
  news_one: 'Turno news (1)',
  news_other: 'Turno news ({{count}})',
  delay: {
    announce: 'Announce delay',
    title: 'Delay in queue {{queue}}',
    audience_zero: 'Nobody is waiting now: whoever arrives will see it on their page.',
    audience_one: '1 waiting customer will see it on their page at once.',
    audience_other: '{{count}} waiting customers will see it on their page at once.',
    replaces: 'It stays until you clear it or the day ends; a new notice replaces it.',
    minutes: 'Minutes of delay',
    minutesHint: 'From {{min}} to {{max}}.',
    text: 'Message (optional)',
    textHint:
      'At most {{max}} characters. Turno adds the sentence with the minutes in the customer’s language.',
    preview: 'SMS preview',
    smsHint:
      'The SMS goes out only if the workshop turned it on in its parameters, to customers who accept SMS, at most one per customer every 30 minutes.',
    send: 'Announce',
    sentToast_one: 'Delay announced to 1 customer in {{queue}}',
    sentToast_other: 'Delay announced to {{count}} customers in {{queue}}',
    current_one: 'Delay announced: about {{count}} minute.',
    current_other: 'Delay announced: about {{count}} minutes.',
    untilEndOfDay: 'It stays until the end of the day.',
    clear: 'Clear notice',
    clearLabel: 'Clear the delay notice of queue {{queue}}',
    clearedToast: 'Delay notice cleared from {{queue}}',
    clearError: 'The notice could not be cleared. Please try again.',
  },
};
