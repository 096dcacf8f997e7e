import type { slogansIt } from './slogans-i18n.it.ts';

export const slogansEn: typeof slogansIt = {
  slogans: {
    listTitle: 'Monitor slogans',
    new: 'New slogan',
    empty: 'No slogans: the monitors show only the calls.',
    newTitle: 'New slogan',
    editTitle: 'Edit slogan',
    notFound: 'Slogan not found in this workshop.',
    title: 'Title',
    text: 'Text',
    order: 'Order',
    orderHint: 'Slogans rotate from the lowest number',
    duration: 'Duration (seconds)',
    durationHint: '1 to 3600 seconds on screen',
    durationColumn: 'Duration',
    visible: 'Shown on the monitors',
    visibleColumn: 'Visible',
    seconds: '{{count}} s',
    editLabel: 'Edit the slogan {{title}}',
    deleteLabel: 'Delete the slogan {{title}}',
    deleteTitle: 'Delete the slogan?',
    deleteMessage: 'The slogan “{{title}}” will no longer be shown on the monitors.',
    saveError: 'The slogan could not be saved.',
    deleteError: 'The slogan could not be deleted.',
  },
};
