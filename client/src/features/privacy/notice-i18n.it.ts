/** Italian texts of the privacy notice and SMS consent where customers give their data. */
export const privacyNoticeIt = {
  open: 'Leggi l’informativa privacy',
  title: 'Informativa privacy · {{workshop}}',
  close: 'Chiudi',
  version: 'Versione {{version}}',
  totemSummary: '{{workshop}} usa i dati di questo modulo per gestire la coda e la tua visita.',
  surveySummary: '{{workshop}} usa le tue risposte e le tue note per migliorare il servizio.',
  smsConsent: 'Accetto di ricevere SMS su questa visita',
  smsConsentHint: 'Facoltativo: senza consenso fai il check-in lo stesso, ma non riceverai SMS.',
};
