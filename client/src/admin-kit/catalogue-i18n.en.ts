import type { catalogueCommonIt } from './catalogue-i18n.it.ts';

export const catalogueCommonEn: typeof catalogueCommonIt = {
  actions: {
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    cancel: 'Cancel',
    back: 'Back to the list',
  },
  loadError: 'The list could not be loaded. Try again later.',
  saveError: 'Saving failed. Try again.',
  deleteError: 'Deleting failed. Try again.',
  saved: 'Saved',
  deleted: 'Deleted',
  yes: 'Yes',
  no: 'No',
};
