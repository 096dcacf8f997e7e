export const statisticsExportsIt = {
  exportMenu: 'Esporta',
  exportMenuLabel: 'Esporta le tabelle delle statistiche',
  item: '{{table}} ({{format}})',
  tables: {
    kpis: 'Indicatori',
    perQueue: 'Per coda',
    perAcceptor: 'Per accettatore',
    timing: 'Puntualità',
    workingDetails: 'Lavorazioni',
  },
  downloadPdf: 'Scarica PDF',
  downloading: 'Download in corso…',
  exportError: 'Errore nell’esportazione: riprova.',
  pdfError: 'Errore nel download del PDF',
};
