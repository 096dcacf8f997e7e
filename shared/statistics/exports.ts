/**
 * The tables of the Statistics screen that can be downloaded (docs/statistics.md, "Exports"):
 * `GET /api/exports/statistics/{table}.{format}`. A table added to the screen is exported by adding
 * its id here and its columns to the server's registry (server/features/exports/statistics-tables.ts).
 */
export const STATISTICS_EXPORT_TABLES = [
  'kpis',
  'perQueue',
  'perAcceptor',
  'timing',
  'workingDetails',
] as const;
export type StatisticsExportTable = (typeof STATISTICS_EXPORT_TABLES)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_LANGUAGES = ['it', 'en'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** Where the files are served; the table and format follow (`perQueue.csv`). */
export const STATISTICS_EXPORT_PATH = '/api/exports/statistics/';

export function isStatisticsExportTable(value: string): value is StatisticsExportTable {
  return (STATISTICS_EXPORT_TABLES as readonly string[]).includes(value);
}

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}
