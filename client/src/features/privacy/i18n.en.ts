import type { privacyIt } from './i18n.it.ts';

/** English texts of the customers' personal data screen (/Privacy-Clienti). */
export const privacyEn: typeof privacyIt = {
  title: 'Customers’ data',
  intro:
    'Find a customer’s visits by plate or mobile in every workshop, to export their data or erase it at their request (GDPR, articles 15 and 17).',
  plate: 'Plate',
  mobile: 'Mobile',
  search: 'Search',
  searchHint: 'At least one of the two. With both, visits must match both.',
  needOne: 'Give a plate or a mobile number.',
  badPlate: 'Not a valid plate.',
  badMobile: 'Not a valid mobile number.',
  loadError: 'The search failed. Try again.',
  caption: 'The customer’s visits',
  empty: 'No visits found.',
  found_one: '{{count}} visit found.',
  found_other: '{{count}} visits found.',
  columns: {
    workshop: 'Workshop',
    created: 'Created',
    customer: 'Customer',
    plate: 'Plate',
    status: 'Status',
    data: 'Personal data',
  },
  erasedOn: 'Erased on {{date}}',
  inProgress: 'Visit in progress',
  held: 'Held',
  export: 'Export the data (JSON)',
  exporting: 'Preparing the file…',
  exportError: 'The export failed. Try again.',
  erase: 'Erase personal data',
  eraseTitle: 'Erase the customer’s personal data?',
  eraseMessage_one:
    'The name, mobile, e-mail, plate and notes of {{count}} ended visit will be erased for good. Times, statuses and statistics stay.',
  eraseMessage_other:
    'The name, mobile, e-mail, plate and notes of {{count}} ended visits will be erased for good. Times, statuses and statistics stay.',
  eraseLive_one: '{{count}} visit in progress is left as it is: erase it once it has ended.',
  eraseLive_other: '{{count}} visits in progress are left as they are: erase them once they have ended.',
  nothingToErase: 'No ended visit to erase.',
  confirmErase: 'Erase for good',
  cancel: 'Cancel',
  erased_one: 'Personal data of {{count}} visit erased.',
  erased_other: 'Personal data of {{count}} visits erased.',
  eraseError: 'The erasure failed. Nothing was changed.',
};
