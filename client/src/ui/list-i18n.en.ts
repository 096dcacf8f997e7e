import type { administrationCommonIt } from './list-i18n.it.ts';

export const administrationCommonEn: typeof administrationCommonIt = {
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {{page}} · {{count}} in all',
  actions: 'Actions',
  actionsFor: 'Actions for {{name}}',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  edit: 'Edit',
  retry: 'Try again',
  loadError: 'The list could not be loaded. Try again.',
  never: 'never',
};
