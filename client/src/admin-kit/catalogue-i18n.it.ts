/** Italian texts every catalogue screen shares (actions, load and save outcomes), under catalogue. */
export const catalogueCommonIt = {
  actions: {
    edit: 'Modifica',
    delete: 'Elimina',
    save: 'Salva',
    cancel: 'Annulla',
    back: 'Torna all’elenco',
  },
  loadError: 'Impossibile caricare l’elenco. Riprova più tardi.',
  saveError: 'Salvataggio non riuscito. Riprova.',
  deleteError: 'Eliminazione non riuscita. Riprova.',
  saved: 'Salvato',
  deleted: 'Eliminato',
  yes: 'Sì',
  no: 'No',
};
