import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAFF_LIST_EXPORT_PATH,
  type StaffList,
  type StaffListParameter,
} from '../../../shared/appointments/staff-lists.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../../../shared/statistics/exports.ts';
import { Banner } from '../ui/banner.tsx';
import { BusyButton } from '../ui/busy-button.tsx';
import { downloadExport } from './download-file.ts';
import './list-export.css';

export interface ListExportProps {
  workshopID: string;
  /** A staff list, or the file at `basePath` (e.g. `log`). */
  list: StaffList | 'log';
  /** Where the list's files are served; the staff lists' route unless told. */
  basePath?: string;
  /** The list's name as the screen shows it, for the spoken name of the buttons' group. */
  listName: string;
  /** The screen's filters the list takes (shared/appointments/staff-lists.ts). */
  params?: Partial<Record<StaffListParameter | 'actionTypes' | 'userID', string | null>>;
}

/**
 * The export buttons of a staff list (docs/lists-export.md): CSV and XLSX of the rows the screen
 * shows, made on the server with the same filters; "Preparing…" while the file comes, a banner
 * when it fails.
 */
export function ListExport({
  workshopID,
  list,
  listName,
  basePath = STAFF_LIST_EXPORT_PATH,
  params = {},
}: ListExportProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(format: ExportFormat) {
    setBusy(format);
    setFailed(false);
    const query = new URLSearchParams({ workshopID, lang: i18n.language });
    for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
    try {
      await downloadExport(`${basePath}${list}.${format}?${query}`, `${list}.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="list-export" data-testid={`${list}-export`}>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset. */}
      <div className="action-bar" role="group" aria-label={t('staffLists.export.label', { list: listName })}>
        {EXPORT_FORMATS.map((format) => (
          <BusyButton
            key={format}
            variant="secondary"
            busy={busy === format}
            busyLabel={t('staffLists.export.preparing')}
            isDisabled={busy !== null && busy !== format}
            onPress={() => void download(format)}
            data-testid={`${list}-export-${format}`}
          >
            {busy === format ? t('staffLists.export.preparing') : t(`staffLists.export.${format}`)}
          </BusyButton>
        ))}
      </div>
      {failed ? (
        <Banner tone="error" data-testid={`${list}-export-error`}>
          {t('staffLists.export.error')}
        </Banner>
      ) : null}
    </div>
  );
}
