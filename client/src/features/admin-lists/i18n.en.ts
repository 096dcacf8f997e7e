import type { adminListsIt } from './i18n.it.ts';

export const adminListsEn: typeof adminListsIt = {
  rejectReasons: {
    title: 'Reject reasons',
    intro: 'The reasons an acceptor chooses from when a customer refuses the job.',
    name: 'Reason',
    empty: 'No reject reasons.',
    add: 'Add reason',
    editTitle: 'Edit reason',
    inUse: 'The reason has been used for appointments: it cannot be deleted.',
  },
  smsSenders: {
    title: 'SMS senders',
    intro: 'The name a customer’s phone shows as the sender: letters and digits, at most 11.',
    name: 'Sender',
    empty: 'No senders.',
    add: 'Add sender',
    editTitle: 'Edit sender',
    inUse: 'A workshop sends its SMS with this sender: choose another in its parameters first.',
  },
  news: {
    title: 'News',
    intro: 'Turno news shown to staff from their publication date.',
    empty: 'No news.',
    new: 'New item',
    newTitle: 'New news item',
    editTitle: 'Edit news item',
    titleField: 'Title',
    description: 'Description',
    publicationDate: 'Publication date',
    scheduled: 'Scheduled',
  },
  list: {
    editLabel: 'Edit {{name}}',
    deleteLabel: 'Delete {{name}}',
    deleteTitle: 'Delete?',
    deleteMessage: '“{{name}}” will be deleted.',
  },
};
