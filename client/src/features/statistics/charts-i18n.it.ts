/** The Statistics screen's charts and survey answers (kept apart from the figures' texts). */
export const statisticsChartsIt = {
  charts: {
    showTable: 'Mostra i dati come tabella',
    loadError: 'I grafici non si sono potuti leggere.',
    byHour: 'Arrivi per ora del giorno',
    byHourSummary:
      'Grafico degli arrivi per ora: {{list}}. I dati sono anche nella tabella sotto il grafico.',
    hour: 'Ora',
    day: 'Giorno',
    status: 'Puntualità',
    count: 'Numero',
    share: 'Quota (%)',
    waitsOverTime: 'Attese nel tempo',
    waitsSummary:
      'Grafico delle attese per giorno: {{days}} giorni con attese, la media più alta il {{day}} con {{minutes}} minuti. I dati sono anche nella tabella sotto il grafico.',
    waitsSummaryNone: 'Grafico delle attese per giorno: nessuna attesa nel periodo.',
    timing: 'Puntualità degli appuntamenti',
    timingSummary: 'Grafico della puntualità: {{list}}. I dati sono anche nella tabella sotto il grafico.',
    timingStatus: {
      EARLY: 'In anticipo',
      ON_TIME: 'Puntuali',
      LATE: 'In ritardo',
      NO_SHOW: 'Non presentati',
    },
    byAcceptor: 'Chiamate per accettatore',
    byAcceptorSummary:
      'Grafico delle chiamate per accettatore: {{list}}. I dati sono anche nella tabella Per accettatore.',
  },
  kpis: {
    title: 'Adesso',
    waitingNow: 'In attesa',
    inBoxNow: 'Nei box',
    inWorkshopNow: 'Veicoli in officina',
    longestWaitMinutes: 'Attesa più lunga (min)',
    bookedToday: 'Appuntamenti di oggi',
    expectedToday: 'Ancora attesi oggi',
  },
  surveys: {
    title: 'Questionari di uscita',
    answered: 'Questionari compilati',
    skipped: 'Questionari rifiutati',
    none: 'Nessuna risposta nel periodo.',
    counts: '{{answered}} risposte, {{skipped}} senza risposta',
    average: 'media {{average}}',
    answer: 'Risposta',
    answersOf: 'Risposte a: {{question}}',
    chartSummary:
      'Grafico delle risposte a «{{question}}»: {{list}}. I dati sono anche nella tabella accanto.',
    values: { yes: 'Sì', no: 'No' },
  },
};
