import type { setupCommonIt } from './setup-i18n.it.ts';

export const setupCommonEn: typeof setupCommonIt = {
  loadError: 'The workshop configuration could not be loaded.',
  retry: 'Try again',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  remove: 'Remove',
  choose: 'Choose…',
  saved: 'Changes saved',
  deleted: '{{name}} deleted',
  saveError: 'Saving failed. Please try again.',
  deleteTitle: 'Delete {{name}}?',
  deleteMessage: 'It will disappear from every screen of the workshop.',
  unsavedFields: 'Fix the highlighted fields before saving.',
  errors: {
    GROUP_IN_USE: 'The group still has queues or boxes: move or delete them first.',
    QUEUE_HAS_WAITING_one: 'Cannot delete: {{count}} customer is waiting in this queue.',
    QUEUE_HAS_WAITING_other: 'Cannot delete: {{count}} customers are waiting in this queue.',
    BOX_OCCUPIED: 'Cannot delete: a customer is in this box. Finish their job first.',
    FORBIDDEN: 'You do not manage this workshop.',
    NOT_FOUND: 'Not found: it may have been deleted already.',
  },
};
