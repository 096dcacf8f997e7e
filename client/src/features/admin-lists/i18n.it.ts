/** Italian texts of the admin lists (reject reasons, SMS senders, news), under catalogue. */
export const adminListsIt = {
  rejectReasons: {
    title: 'Motivi di rifiuto',
    intro: 'I motivi tra cui l’accettatore sceglie quando il cliente rifiuta il lavoro.',
    name: 'Motivo',
    empty: 'Nessun motivo di rifiuto.',
    add: 'Aggiungi motivo',
    editTitle: 'Modifica motivo',
    inUse: 'Il motivo è già stato usato per degli appuntamenti: non può essere eliminato.',
  },
  smsSenders: {
    title: 'Mittenti SMS',
    intro: 'Il nome che il telefono del cliente mostra come mittente: lettere e cifre, al massimo 11.',
    name: 'Mittente',
    empty: 'Nessun mittente.',
    add: 'Aggiungi mittente',
    editTitle: 'Modifica mittente',
    inUse: 'Un’officina invia gli SMS con questo mittente: sceglierne un altro nei parametri prima.',
  },
  news: {
    title: 'Novità',
    intro: 'Le novità di Turno mostrate al personale dalla data di pubblicazione.',
    empty: 'Nessuna novità.',
    new: 'Nuova novità',
    newTitle: 'Nuova novità',
    editTitle: 'Modifica novità',
    titleField: 'Titolo',
    description: 'Descrizione',
    publicationDate: 'Data di pubblicazione',
    scheduled: 'Programmata',
  },
  list: {
    editLabel: 'Modifica {{name}}',
    deleteLabel: 'Elimina {{name}}',
    deleteTitle: 'Eliminare?',
    deleteMessage: '«{{name}}» sarà eliminato.',
  },
};
