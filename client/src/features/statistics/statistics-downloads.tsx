import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  EXPORT_FORMATS,
  type ExportFormat,
  STATISTICS_EXPORT_PATH,
  STATISTICS_EXPORT_TABLES,
  type StatisticsExportTable,
} from '../../../../shared/statistics/exports.ts';
import type { StatsEntryType } from '../../../../shared/validation/statistics.ts';
import { ActionMenu } from '../../ui/action-menu.tsx';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { base64Blob, downloadExport, saveFile } from '../../workshop/download-file.ts';
import { WorkshopStatsPdfQuery } from './export-operations.ts';
import './statistics-downloads.css';

export interface StatisticsDownloadsProps {
  workshopID: string;
  fromDay: string;
  toDay: string;
  entryType: StatsEntryType;
}

type Failure = 'export' | 'pdf' | null;

/**
 * The Statistics screen's downloads (docs/statistics.md, "Exports"): a menu of every table as CSV
 * or XLSX, fetched with the session's token, and the PDF of the whole period. The items come
 * from the shared list of tables, so a table the server learns to export appears here by itself.
 */
export function StatisticsDownloads({ workshopID, fromDay, toDay, entryType }: StatisticsDownloadsProps) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [busy, setBusy] = useState<'export' | 'pdf' | null>(null);
  const [failure, setFailure] = useState<Failure>(null);

  const items = STATISTICS_EXPORT_TABLES.flatMap((table) =>
    EXPORT_FORMATS.map((format) => ({
      id: `${table}.${format}`,
      label: t('statisticsExports.item', {
        table: t(`statisticsExports.tables.${table}`),
        format: format.toUpperCase(),
      }),
    })),
  );

  async function run(kind: 'export' | 'pdf', download: () => Promise<void>) {
    setBusy(kind);
    setFailure(null);
    try {
      await download();
    } catch {
      setFailure(kind);
    } finally {
      setBusy(null);
    }
  }

  const exportTable = (table: StatisticsExportTable, format: ExportFormat) =>
    run('export', async () => {
      const query = new URLSearchParams({ workshopID, fromDay, toDay, entryType, lang: i18n.language });
      await downloadExport(`${STATISTICS_EXPORT_PATH}${table}.${format}?${query}`, `${table}.${format}`);
    });

  const downloadPdf = () =>
    run('pdf', async () => {
      const result = await client
        .query(
          WorkshopStatsPdfQuery,
          { workshopID, appointmentsFromDate: fromDay, appointmentsToDate: toDay, entryType },
          { requestPolicy: 'network-only', silentErrors: true },
        )
        .toPromise();
      const file = result.data?.downloadWorkshopStatsPDF;
      if (!file) throw new Error('no pdf');
      saveFile(base64Blob(file.base64, file.contentType), file.fileName);
    });

  return (
    <div className="statistics__downloads" data-testid="statistics-downloads">
      <div className="statistics__download-actions">
        <ActionMenu
          label={t('statisticsExports.exportMenu')}
          ariaLabel={t('statisticsExports.exportMenuLabel')}
          items={items}
          onAction={(id) => {
            const [table, format] = id.split('.') as [StatisticsExportTable, ExportFormat];
            void exportTable(table, format);
          }}
          data-testid="statistics-export"
        />
        <BusyButton
          variant="secondary"
          busy={busy === 'pdf'}
          busyLabel={t('statisticsExports.downloading')}
          onPress={() => void downloadPdf()}
          data-testid="statistics-pdf"
        >
          {t('statisticsExports.downloadPdf')}
        </BusyButton>
      </div>
      {failure ? (
        <Banner tone="error" data-testid="statistics-download-error">
          {failure === 'pdf' ? t('statisticsExports.pdfError') : t('statisticsExports.exportError')}
        </Banner>
      ) : null}
    </div>
  );
}
