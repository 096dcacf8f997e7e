import type { StatisticsExportTable } from '../../../shared/statistics/exports.ts';
import type { workshopStats } from '../statistics/statistics-service.ts';
import type { ExportLabels } from './export-labels.ts';
import type { Cell } from './spreadsheet-cells.ts';

export type WorkshopStatistics = Awaited<ReturnType<typeof workshopStats>>;

/** One column of an exported table: its header in the reader's language and its cell per row. */
export interface ExportColumn<Row> {
  header(labels: ExportLabels): string;
  cell(row: Row, labels: ExportLabels): Cell;
}

/** A table of the Statistics screen as a file: where its rows come from and its columns. */
interface TableDefinition<Row> {
  title(labels: ExportLabels): string;
  rows(stats: WorkshopStatistics): Row[];
  columns: ExportColumn<Row>[];
}

/** What a file writer needs of a table: its title, headers and cells, rows already made. */
export interface ExportTable {
  title(labels: ExportLabels): string;
  headers(labels: ExportLabels): string[];
  body(stats: WorkshopStatistics, labels: ExportLabels): Cell[][];
}

/** A definition as the writers take it (each entry keeps its own row type until here). */
function table<Row>(definition: TableDefinition<Row>): ExportTable {
  return {
    title: definition.title,
    headers: (labels) => definition.columns.map((column) => column.header(labels)),
    body: (stats, labels) =>
      definition.rows(stats).map((row) => definition.columns.map((column) => column.cell(row, labels))),
  };
}

type FigureKey = keyof ExportLabels['figures'];
const KPI_KEYS = [
  'appointmentsCheckins',
  'appointmentsRandom',
  'appointmentsNoShow',
  'averageWaitingMinutes',
  'averageAcceptanceMinutes',
  'globalWaitingMinutes',
  'checkedOutVehicles',
  'proactiveInfoPercentage',
  'exitInterviewPercentage',
] as const satisfies readonly (FigureKey & keyof WorkshopStatistics)[];

const TIMING_KEYS = ['early', 'onTime', 'late'] as const;

/**
 * Every exportable table, by the id the URL names (shared/statistics/exports.ts). The screen's
 * tables, and its KPI tiles as a figure/value table. A new table: one entry here.
 */
export const STATISTICS_TABLES: Record<StatisticsExportTable, ExportTable> = {
  kpis: table({
    title: (l) => l.tables.kpis,
    rows: (stats) => KPI_KEYS.map((key) => ({ key, value: stats[key] as number | null })),
    columns: [
      { header: (l) => l.columns.figure, cell: (row, l) => l.figures[row.key] },
      { header: (l) => l.columns.value, cell: (row) => row.value },
    ],
  }),
  perQueue: table({
    title: (l) => l.tables.perQueue,
    rows: (stats) => stats.perQueue,
    columns: [
      { header: (l) => l.columns.queue, cell: (row) => row.name },
      { header: (l) => l.columns.checkins, cell: (row) => row.checkins },
      { header: (l) => l.columns.averageWaitingMinutes, cell: (row) => row.averageWaitingMinutes },
    ],
  }),
  perAcceptor: table({
    title: (l) => l.tables.perAcceptor,
    rows: (stats) => stats.perAcceptor,
    columns: [
      { header: (l) => l.columns.acceptor, cell: (row) => row.name },
      { header: (l) => l.columns.served, cell: (row) => row.served },
      { header: (l) => l.columns.averageWaitingMinutes, cell: (row) => row.averageWaitingMinutes },
      { header: (l) => l.columns.averageJobMinutes, cell: (row) => row.averageJobMinutes },
    ],
  }),
  timing: table({
    title: (l) => l.tables.timing,
    rows: (stats) =>
      TIMING_KEYS.map((key) => ({
        key,
        count: stats.timing[key],
        percentage: stats.timing[`${key}Percentage`],
      })),
    columns: [
      { header: (l) => l.columns.timing, cell: (row, l) => l.figures[row.key] },
      { header: (l) => l.columns.count, cell: (row) => row.count },
      { header: (l) => l.columns.percentage, cell: (row) => row.percentage },
    ],
  }),
  workingDetails: table({
    title: (l) => l.tables.workingDetails,
    rows: (stats) => stats.workingDetails,
    columns: [
      { header: (l) => l.columns.figure, cell: (row, l) => l.figures[row.key as FigureKey] ?? row.key },
      { header: (l) => l.columns.value, cell: (row) => row.value },
    ],
  }),
};
