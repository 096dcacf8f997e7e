import { useEffect, useRef, useState } from 'react';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation, useQuery, useSubscription } from 'urql';
import type { AppointmentsUploadStatus, UploadStateFragment } from '../../graphql/generated/graphql.ts';
import { isTokenExpired } from '../../graphql/token-expiry.ts';
import { formatDate, formatDateTime } from '../../i18n/dates.ts';
import { currentToken } from '../../session/session.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { type StaffDesk, StaffListPage } from '../../workshop/staff-list-page.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { downloadUploadFile, sendUploadFile } from './upload-files.ts';
import { UploadFormatHint } from './upload-format-hint.tsx';
import { UploadPreview } from './upload-preview.tsx';
import { codeText, fieldLabel } from './upload-texts.ts';
import {
  ApplyUploadMutation,
  UndoUploadMutation,
  UploadProgressSubscription,
  UploadReportQuery,
  UploadsListQuery,
} from './uploads-operations.ts';
import './uploads.css';

/** File notes come first in the report; the rows' own messages come with the preview's pages. */
const REPORT_MESSAGES = 50;
const HISTORY = 20;
const RUNNING: readonly AppointmentsUploadStatus[] = ['checking', 'applying'];

/**
 * Caricamento appuntamenti (`/Gestione-Upload`, docs/upload.md): send a CSV or XLSX, follow its
 * dry run live, read the preview by row and field, apply it, undo it; earlier uploads below.
 */
export function UploadsScreen() {
  const { t } = useTranslation();
  return (
    <StaffListPage title={t('nav.uploads')} testId="uploads-screen">
      {(desk) => <UploadsDesk desk={desk} />}
    </StaffListPage>
  );
}

/** The token for the file route, renewed first when it has expired (a GraphQL request does that). */
function useFreshToken() {
  const client = useClient();
  return async (workshopID: string) => {
    const token = currentToken();
    if (token && isTokenExpired(token, Date.now())) {
      await client
        .query(UploadsListQuery, { workshopID, first: 1 }, { requestPolicy: 'network-only' })
        .toPromise();
    }
    return currentToken();
  };
}

function UploadsDesk({ desk }: { desk: StaffDesk }) {
  const { t } = useTranslation();
  const freshToken = useFreshToken();
  const [selected, setSelected] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [history, refetchHistory] = useQuery({
    query: UploadsListQuery,
    variables: { workshopID: desk.workshopID, first: HISTORY },
  });

  async function send(files: FileList | null) {
    const file = files?.[0];
    if (!file || sending) return;
    setSending(true);
    setSendError(null);
    const outcome = await sendUploadFile(await freshToken(desk.workshopID), desk.workshopID, file);
    setSending(false);
    if (!outcome.ok) {
      setSendError(codeText(t, outcome.code));
      return;
    }
    setSelected(outcome.uploadID);
    refetchHistory({ requestPolicy: 'network-only' });
  }

  const uploads = history.data?.appointmentsUploads ?? [];
  return (
    <div className="uploads">
      <Card title={t('uploads.chooseTitle')} data-testid="uploads-choose">
        <p className="muted">{t('uploads.chooseHint')}</p>
        <UploadFormatHint workshopID={desk.workshopID} />
        <div className="uploads__choose">
          <FileTrigger
            acceptedFileTypes={[
              '.csv',
              '.xlsx',
              'text/csv',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            ]}
            onSelect={(files) => void send(files)}
          >
            <BusyButton busy={sending} busyLabel={t('uploads.sending')} data-testid="uploads-choose-file">
              {t('uploads.choose')}
            </BusyButton>
          </FileTrigger>
        </div>
        {sendError ? (
          <Banner tone="error" data-testid="uploads-send-error">
            {t('uploads.sendError', { reason: sendError })}
          </Banner>
        ) : null}
      </Card>

      {selected ? (
        <UploadReportCard
          key={selected}
          uploadID={selected}
          workshopID={desk.workshopID}
          onClose={() => setSelected(null)}
          onChanged={() => refetchHistory({ requestPolicy: 'network-only' })}
        />
      ) : null}

      <Card title={t('uploads.historyTitle')} data-testid="uploads-history">
        {history.error && !history.data ? <Banner tone="error">{t('uploads.loadError')}</Banner> : null}
        {history.fetching && !history.data ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <DataTable
            caption={t('uploads.historyTitle')}
            rows={uploads}
            rowKey={(row) => row.uploadID}
            rowTestId={(row) => `upload-${row.uploadID}`}
            isRowCurrent={(row) => row.uploadID === selected}
            empty={t('uploads.historyEmpty')}
            columns={[
              {
                id: 'createdAt',
                header: t('uploads.columns.createdAt'),
                cell: (row) => (
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, WORKSHOP_TIME_ZONE)}</time>
                ),
              },
              { id: 'file', header: t('uploads.columns.file'), cell: (row) => row.fileName },
              { id: 'user', header: t('uploads.columns.user'), cell: (row) => row.userName ?? '' },
              {
                id: 'status',
                header: t('uploads.columns.status'),
                cell: (row) => <StatusTag upload={row} />,
              },
              {
                id: 'result',
                header: t('uploads.columns.result'),
                cell: (row) => <Counts upload={row} compact />,
              },
              {
                id: 'open',
                header: t('uploads.open'),
                headerHidden: true,
                cell: (row) => (
                  <Button
                    variant="secondary"
                    onPress={() => setSelected(row.uploadID)}
                    aria-label={`${t('uploads.open')} ${row.fileName}`}
                    data-testid={`upload-open-${row.uploadID}`}
                  >
                    {t('uploads.open')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}

function StatusTag({ upload }: { upload: UploadStateFragment }) {
  const { t } = useTranslation();
  return (
    <span
      className={`tag uploads__status uploads__status--${upload.status}`}
      data-testid={`upload-status-${upload.uploadID}`}
    >
      {t(`uploads.statuses.${upload.status}`)}
    </span>
  );
}

function Counts({ upload, compact = false }: { upload: UploadStateFragment; compact?: boolean }) {
  const { t } = useTranslation();
  const labels =
    upload.status === 'applied' || upload.status === 'undone' || upload.status === 'applying'
      ? 'appliedCounts'
      : 'counts';
  // The report card says why in its banner; the list says it here.
  if (upload.status === 'failed') return compact ? <span>{codeText(t, upload.errorCode)}</span> : null;
  return (
    <dl
      className={compact ? 'uploads__counts uploads__counts--compact' : 'uploads__counts'}
      data-testid="upload-counts"
    >
      {(['created', 'updated', 'skipped', 'errors'] as const).map((key) => (
        <div key={key} className={`uploads__count uploads__count--${key}`}>
          <dt>{t(`uploads.${labels}.${key}`)}</dt>
          <dd data-testid={`upload-count-${key}`}>{upload[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One upload: live state, progress, the preview by row and field, apply, download, undo. */
function UploadReportCard({
  uploadID,
  workshopID,
  onClose,
  onChanged,
}: {
  uploadID: string;
  workshopID: string;
  onClose(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const freshToken = useFreshToken();
  const [report, refetch] = useQuery({
    query: UploadReportQuery,
    variables: { uploadID, first: REPORT_MESSAGES },
  });
  const [live] = useSubscription({ query: UploadProgressSubscription, variables: { uploadID } });
  const [applying, apply] = useMutation(ApplyUploadMutation);
  const [undoing, undo] = useMutation(UndoUploadMutation);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fileGone, setFileGone] = useState(false);

  const upload = live.data?.uploadProgress ?? report.data?.appointmentsUpload ?? null;
  const status = upload?.status;
  // The report (rows and messages) is read again each time a pass ends or the upload changes
  // state; the callbacks are held in a ref so that only a change of status triggers it.
  const reread = useRef({ refetch, onChanged });
  reread.current = { refetch, onChanged };
  useEffect(() => {
    if (status && !RUNNING.includes(status)) {
      reread.current.refetch({ requestPolicy: 'network-only' });
      reread.current.onChanged();
    }
  }, [status]);

  if (report.error && !report.data) return <Banner tone="error">{t('uploads.loadError')}</Banner>;
  if (!upload) return <Spinner label={t('common.loading')} />;
  const full = report.data?.appointmentsUpload;
  const messages = full?.messages ?? [];
  const fileMessages = messages.filter((message) => message.rowNumber == null);
  // The columns a refused file lacks, named as the screen names them.
  const missingColumns = fileMessages
    .find((message) => message.code === 'upload.missingColumns')
    ?.field?.split(', ')
    .map((field) => fieldLabel(t, field))
    .join(', ');
  const running = RUNNING.includes(upload.status);

  async function onApply() {
    setNotice(null);
    const reply = await apply({ uploadID }, { silentErrors: true } as never);
    if (reply.error) setNotice(t('uploads.applyError'));
  }
  async function onUndo() {
    const reply = await undo({ uploadID }, { silentErrors: true } as never);
    setConfirmUndo(false);
    if (reply.error) setNotice(t('uploads.undoError'));
  }
  async function onDownload() {
    const outcome = await downloadUploadFile(await freshToken(workshopID), uploadID);
    if (outcome === 'failed') setNotice(t('uploads.downloadError'));
    // Deleted since the screen read the upload: the note replaces the button.
    if (outcome === 'gone') setFileGone(true);
  }

  return (
    <Card title={t('uploads.previewTitle', { fileName: upload.fileName })} data-testid="upload-report">
      <div className="uploads__head">
        <StatusTag upload={upload} />
        {running ? (
          <ProgressBar
            className="uploads__progress"
            aria-label={t(`uploads.statuses.${upload.status}`)}
            value={upload.processedRows}
            maxValue={Math.max(upload.totalRows, 1)}
            isIndeterminate={upload.totalRows === 0}
            data-testid="upload-progress"
          >
            {({ percentage }) => (
              <>
                <span className="uploads__progress-text">
                  {t('uploads.progress', { done: upload.processedRows, total: upload.totalRows })}
                </span>
                <span className="uploads__progress-track" aria-hidden="true">
                  <span className="uploads__progress-fill" style={{ width: `${percentage ?? 0}%` }} />
                </span>
              </>
            )}
          </ProgressBar>
        ) : null}
      </div>
      <Counts upload={upload} />
      {upload.status === 'undone' ? (
        <Banner tone="info" data-testid="upload-undone">
          {t('uploads.undoneCounts', { undone: upload.undone, kept: upload.kept })}
        </Banner>
      ) : null}
      {notice ? (
        <Banner tone="error" data-testid="upload-notice">
          {notice}
        </Banner>
      ) : null}
      {fileMessages.length ? (
        <Banner tone={upload.status === 'failed' ? 'error' : 'warning'} data-testid="upload-file-messages">
          <strong>{t('uploads.fileMessages')}: </strong>
          {fileMessages.map((message) => codeText(t, message.code, message.message)).join(' · ')}
          {missingColumns ? ` (${missingColumns})` : null}
        </Banner>
      ) : null}
      <div className="uploads__actions">
        {upload.status === 'checked' ? (
          upload.created + upload.updated > 0 ? (
            <BusyButton
              busy={applying.fetching}
              busyLabel={t('common.loading')}
              onPress={() => void onApply()}
              data-testid="upload-apply"
            >
              {t('uploads.apply')}
            </BusyButton>
          ) : (
            <span className="muted">{t('uploads.applyNothing')}</span>
          )
        ) : null}
        {upload.status === 'applied' ? (
          <Button variant="danger" onPress={() => setConfirmUndo(true)} data-testid="upload-undo">
            {t('uploads.undo')}
          </Button>
        ) : null}
        {upload.fileDeletedAt || fileGone ? (
          <span className="muted" data-testid="upload-file-deleted">
            {upload.fileDeletedAt
              ? t('uploads.fileDeleted', { date: formatDate(upload.fileDeletedAt, WORKSHOP_TIME_ZONE) })
              : t('uploads.fileGone')}
          </span>
        ) : (
          <Button variant="secondary" onPress={() => void onDownload()} data-testid="upload-download">
            {t('uploads.download')}
          </Button>
        )}
        <Button variant="quiet" onPress={onClose} data-testid="upload-close">
          {t('uploads.close')}
        </Button>
      </div>
      <UploadPreview uploadID={uploadID} fileName={upload.fileName} status={upload.status} />
      <ConfirmDialog
        title={t('uploads.undoTitle')}
        isOpen={confirmUndo}
        onOpenChange={setConfirmUndo}
        message={t('uploads.undoMessage')}
        confirmLabel={t('uploads.undoConfirm')}
        cancelLabel={t('uploads.cancel')}
        onConfirm={() => void onUndo()}
        isPending={undoing.fetching}
        busyLabel={t('common.loading')}
        tone="danger"
        data-testid="upload-undo-dialog"
      />
    </Card>
  );
}
