/** The estimate accuracy table of the statistics screen (docs/statistics.md). */
export const statisticsAccuracyIt = {
  accuracy: {
    title: 'Precisione delle attese stimate, ultimi 7 giorni',
    intro:
      'Per ogni coda, quanto l’attesa comunicata all’arrivo si è discostata da quella reale. Dal {{from}} al {{to}}, aggiornata a ogni chiamata.',
    caption: 'Precisione delle attese stimate per coda',
    queue: 'Coda',
    meanAbsoluteError: 'Scarto medio (min)',
    within5: 'Entro ±5 min (%)',
    customers: 'Clienti',
    bias: 'Differenza media (min)',
    biasHelp:
      'Differenza media: negativa quando i clienti hanno atteso più di quanto comunicato, positiva quando meno.',
    empty: 'Nessun cliente chiamato negli ultimi 7 giorni con un’attesa stimata all’arrivo.',
    loadError: 'Non è stato possibile leggere la precisione delle stime.',
  },
};
