import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ExportLanguage, StatisticsExportTable } from '../../../shared/statistics/exports.ts';
import { EXPORT_LABELS, type ExportLabels, fill } from './export-labels.ts';
import type { Cell } from './spreadsheet-cells.ts';
import { STATISTICS_TABLES, type WorkshopStatistics } from './statistics-tables.ts';

// PDF's own Helvetica: no font file to ship or read, and its encoding covers Italian's accents.
const FONT = 'Helvetica';
pdfmake.setFonts({
  [FONT]: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});
// The document is made of our own words and numbers: it never fetches a URL or reads a file
// other than the standard fonts' metrics, whatever a workshop or queue is called.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith('Helvetica'));

const INK = '#1f2937';
const BAR = '#2563eb';
const RULE = '#9ca3af';
const BAR_WIDTH = 260;

export interface StatisticsPdfInput {
  stats: WorkshopStatistics;
  workshopName: string;
  language: ExportLanguage;
  now: Date;
  timeZone: string;
}

/**
 * The workshop's statistics as a PDF (docs/statistics.md, "Exports"): title, workshop, period and
 * entry type, the figures, bar charts drawn as vector shapes (pdfmake's canvas, no browser), and
 * the tables of the Statistics screen — the same registry the CSV and XLSX files come from.
 */
export async function statisticsPdf(input: StatisticsPdfInput): Promise<Buffer> {
  return pdfmake.createPdf(statisticsDocument(input)).getBuffer();
}

export function statisticsDocument({
  stats,
  workshopName,
  language,
  now,
  timeZone,
}: StatisticsPdfInput): TDocumentDefinitions {
  const labels = EXPORT_LABELS[language];
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const show = (cell: Cell) => (typeof cell === 'number' ? numbers.format(cell) : (cell ?? '—'));
  const day = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const made = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    now,
  );

  const tableOf = (id: StatisticsExportTable): Content => {
    const table = STATISTICS_TABLES[id];
    const body = table.body(stats, labels);
    if (body.length === 0) return [heading(table.title(labels)), { text: labels.pdf.nothing, italics: true }];
    const header: TableCell[] = table.headers(labels).map((text) => ({ text, bold: true }));
    const rows: TableCell[][] = body.map((row) =>
      row.map((cell) => ({ text: show(cell), alignment: typeof cell === 'string' ? 'left' : 'right' })),
    );
    return {
      stack: [
        heading(table.title(labels)),
        {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: ['*', ...header.slice(1).map(() => 'auto')],
            body: [header, ...rows],
          },
          layout: 'lightHorizontalLines',
        },
      ],
      unbreakable: body.length < 25,
    };
  };

  return {
    info: { title: `${labels.pdf.title} — ${workshopName}`, creator: 'Turno' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: FONT, fontSize: 10, color: INK },
    footer: (page, pages) => ({
      columns: [
        { text: fill(labels.pdf.generated, { when: made }), fontSize: 8 },
        { text: fill(labels.pdf.page, { page, pages }), alignment: 'right', fontSize: 8 },
      ],
      margin: [40, 16, 40, 0],
    }),
    content: [
      { text: labels.pdf.title, fontSize: 20, bold: true },
      { text: workshopName, fontSize: 14, margin: [0, 4, 0, 0] },
      {
        text: [
          fill(labels.pdf.period, { from: day(stats.fromDay), to: day(stats.toDay) }),
          ' · ',
          fill(labels.pdf.entryType, { type: labels.pdf.entryTypes[stats.entryType] }),
        ],
        margin: [0, 4, 0, 8],
      },
      tableOf('kpis'),
      barChart(
        labels.pdf.arrivalsByQueue,
        stats.perQueue.map((row) => [row.name, row.checkins]),
        labels,
        show,
      ),
      barChart(
        labels.pdf.servedByAcceptor,
        stats.perAcceptor.map((row) => [row.name, row.served]),
        labels,
        show,
      ),
      barChart(
        labels.pdf.timingChart,
        (['early', 'onTime', 'late'] as const).map((key) => [labels.figures[key], stats.timing[key]]),
        labels,
        show,
      ),
      tableOf('perAcceptor'),
      tableOf('perQueue'),
      tableOf('timing'),
      tableOf('workingDetails'),
    ],
  };
}

function heading(text: string): Content {
  return { text, fontSize: 13, bold: true, margin: [0, 14, 0, 6] };
}

/**
 * A horizontal bar chart: a row per label, its bar drawn to scale against the largest value and
 * the value written beside it, so the chart reads in black and white and the numbers are text.
 */
function barChart(
  title: string,
  bars: [string, number][],
  labels: ExportLabels,
  show: (cell: Cell) => string,
): Content {
  if (bars.every(([, value]) => value === 0))
    return [heading(title), { text: labels.pdf.nothing, italics: true }];
  const largest = Math.max(...bars.map(([, value]) => value));
  return {
    stack: [
      heading(title),
      {
        table: {
          widths: [120, BAR_WIDTH, '*'],
          body: bars.map(([label, value]) => [
            { text: label, alignment: 'right' },
            {
              canvas: [
                { type: 'rect', x: 0, y: 1, w: BAR_WIDTH, h: 10, lineColor: RULE, lineWidth: 0.3 },
                {
                  type: 'rect',
                  x: 0,
                  y: 1,
                  w: Math.max((BAR_WIDTH * value) / largest, 0.5),
                  h: 10,
                  color: BAR,
                },
              ],
            },
            { text: show(value) },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    unbreakable: bars.length < 30,
  };
}
