import type { followUpsIt } from './i18n.it.ts';

export const followUpsEn: typeof followUpsIt = {
  title: 'Follow-ups and proactive information',
  hint: 'What the workshop did towards its customers: who was called back or told, when and by whom.',
  period: 'Period',
  type: 'Type',
  types: {
    all: 'All',
    FollowUp: 'Follow-up',
    ProactiveInfo: 'Proactive information',
  },
  columns: {
    dateTime: 'Date and time',
    type: 'Type',
    plate: 'Plate',
    customer: 'Customer',
    notes: 'Notes',
    by: 'Recorded by',
  },
  count: '{{shown}} of {{total}}',
  empty: 'No action in the chosen period.',
  loadMore: 'Load more',
  record: 'Record an action',
  recordAgain: 'New action',
  recordAgainLabel: 'New action for {{plate}}',
  dialog: {
    title: 'Record an action',
    search: 'Find the customer (plate or surname)',
    searchHint: 'At least 2 characters',
    customer: 'Customer',
    customerPlaceholder: 'Choose the customer',
    noMatch: 'No customer found.',
    notes: 'What was said or done',
    save: 'Record',
    cancel: 'Cancel',
    done: 'Action recorded for {{plate}}.',
  },
};
