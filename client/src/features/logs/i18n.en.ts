import type { activityLogIt } from './i18n.it.ts';

export const activityLogEn: typeof activityLogIt = {
  title: 'Activity log',
  range: 'From – to',
  action: 'Action',
  allActions: 'All actions',
  acceptor: 'Acceptor',
  anyAcceptor: 'Anyone',
  showAcceptors: 'Show the acceptors',
  noAcceptor: 'No acceptor found',
  count: '{{shown}} of {{total}} lines',
  empty: 'No lines for these filters.',
  loadError: 'The log could not be read.',
  badFilter: 'Filters not valid: the period runs from a date to a later one, three years at most.',
  retry: 'Try again',
  loadMore: 'Load more lines',
  noUser: 'Customer or system',
  columns: {
    dateTime: 'Date and time',
    action: 'Action',
    plate: 'Plate',
    status: 'Status',
    by: 'By',
    notes: 'Notes',
  },
};
