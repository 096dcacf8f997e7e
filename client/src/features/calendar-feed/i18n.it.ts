/** Testi italiani della schermata del calendario personale (/Calendario). */
export const calendarFeedIt = {
  cardTitle: 'Il tuo link del calendario',
  intro:
    'Aggiungi le prenotazioni e i ritiri delle tue officine al calendario del telefono o del computer (Google Calendar, Outlook, Calendario di Apple): crea il link e incollalo come “calendario da URL” o “iscrizione”.',
  contents:
    'Il calendario mostra gli appuntamenti da una settimana fa a due mesi avanti, con la coda e la targa in parte nascosta: niente nomi né numeri dei clienti. Si aggiorna ogni 15 minuti circa.',
  none: 'Non hai ancora un link del calendario.',
  active: 'Link attivo, creato il {{date}}.',
  lastFetched: 'Ultima lettura da un calendario: {{date}}.',
  neverFetched: 'Nessun calendario l’ha ancora letto.',
  noRole: 'Non hai ruoli in un’officina: non c’è un’agenda da mostrare.',
  create: 'Crea il link',
  regenerate: 'Crea un nuovo link',
  revoke: 'Disattiva il link',
  createError: 'Non è stato possibile creare il link. Riprova.',
  revokeError: 'Non è stato possibile disattivare il link. Riprova.',
  revoked: 'Link disattivato.',
  createdTitle: 'Link del calendario',
  secretWarning:
    'Copia il link ora: non lo vedrai più. Chi lo conosce vede i tuoi appuntamenti: non condividerlo. Se lo perdi, creane uno nuovo.',
  secretLabel: 'Link del calendario',
  copy: 'Copia il link',
  copied: 'Link copiato.',
  copyError: 'Copia non riuscita: seleziona il testo e copialo a mano.',
  done: 'Ho copiato il link',
  regenerateTitle: 'Creare un nuovo link?',
  regenerateMessage:
    'Il link attuale smetterà subito di funzionare: i calendari che lo usano non si aggiorneranno più finché non inserisci quello nuovo.',
  revokeTitle: 'Disattivare il link?',
  revokeMessage:
    'Il link smetterà subito di funzionare e i calendari che lo usano non riceveranno più appuntamenti.',
  cancel: 'Annulla',
};
