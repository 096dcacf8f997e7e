/** Italian texts the paged admin lists share (pager, list state, row actions, dialogs), under administration. */
export const administrationCommonIt = {
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  pageOf: 'Pagina {{page}} · {{count}} in totale',
  actions: 'Azioni',
  actionsFor: 'Azioni per {{name}}',
  cancel: 'Annulla',
  save: 'Salva',
  delete: 'Elimina',
  edit: 'Modifica',
  retry: 'Riprova',
  loadError: 'Impossibile caricare l’elenco. Riprova.',
  never: 'mai',
};
