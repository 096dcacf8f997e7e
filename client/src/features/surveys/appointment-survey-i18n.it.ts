/** Texts of a visit's exit-interview section on its staff detail. */
export const appointmentSurveyIt = {
  title: 'Questionario di uscita',
  notSent: 'Nessun questionario inviato per questa visita.',
  send: 'Invia il questionario via SMS',
  sent: 'Questionario inviato',
  automatic: 'Inviato automaticamente all’uscita il {{date}}.',
  onDemand: 'Inviato su richiesta il {{date}}.',
  waiting: 'In attesa di risposta: il link scade il {{date}}.',
  expired: 'Il link è scaduto senza risposta.',
  answered: 'Risposto il {{date}}.',
  skipped: 'Il cliente ha preferito non rispondere ({{date}}).',
  answers: 'Risposte',
  notes: 'Note del cliente',
  yes: 'Sì',
  no: 'No',
};
