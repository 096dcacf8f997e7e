/** Texts of `/survey/:token`: the customer's exit interview, opened from the SMS link. */
export const customerSurveyIt = {
  title: 'Com’è andata?',
  intro:
    'Ci aiuti a migliorare: bastano pochi secondi. Risponda a tutte le domande, oppure scelga di non rispondere.',
  yes: 'Sì',
  no: 'No',
  scaleHint: '1 = per niente, 10 = moltissimo',
  notes: 'Note (facoltative)',
  submit: 'Invia le risposte',
  skip: 'Preferisco non rispondere',
  answerEveryQuestion: 'Risponda a tutte le domande, oppure scelga di non rispondere.',
  required: 'Scelga una risposta',
  sendError: 'Non è stato possibile inviare le risposte. Riprovi.',
  thanksTitle: 'Grazie!',
  thanksText: 'Abbiamo ricevuto le sue risposte.',
  skippedTitle: 'Va bene così',
  skippedText: 'Non le chiederemo altro per questa visita. Buon viaggio!',
  invalidTitle: 'Link non più valido',
  invalidText: 'Questo link è già stato usato oppure è scaduto. Non serve fare altro.',
  rateLimited: 'Troppi tentativi da questa rete. Riprovi fra un minuto.',
  connectionError: 'Impossibile caricare il questionario. Controlli la connessione.',
  retry: 'Riprova',
};
