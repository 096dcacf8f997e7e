import type { statisticsExportsIt } from './exports-i18n.it.ts';

export const statisticsExportsEn: typeof statisticsExportsIt = {
  exportMenu: 'Export',
  exportMenuLabel: 'Export the statistics tables',
  item: '{{table}} ({{format}})',
  tables: {
    kpis: 'Figures',
    perQueue: 'By queue',
    perAcceptor: 'By acceptor',
    timing: 'Timing',
    workingDetails: 'Jobs',
  },
  downloadPdf: 'Download PDF',
  downloading: 'Downloading…',
  exportError: 'Export error: try again.',
  pdfError: 'PDF download error',
};
