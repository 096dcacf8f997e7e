import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import {
  UPLOAD_FILE_ERRORS,
  UPLOAD_ROW_MESSAGES,
  type UploadFileError,
  type UploadRowMessage,
} from '../../../shared/uploads/upload-format.ts';
import { mapHeader, readUploadRow } from '../../../shared/uploads/upload-rows.ts';
import { VALIDATION_MESSAGES } from '../../../shared/validation/messages.ts';
import type { Database, Executor } from '../../core/db/client.ts';
import type {
  appointmentLogs,
  appointmentUploadMessages,
  appointmentUploadRows,
} from '../../core/db/schema/index.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import type { TurnoPubSub } from '../../core/realtime/pubsub.ts';
import { updateAppointment } from '../appointments/appointment-write-repository.ts';
import { readSheetOffThread } from './sheet-thread.ts';
import { readStored } from './upload-files.ts';
import { type PlannedRow, type PlanReferences, planReferencesFrom, planRows } from './upload-plan.ts';
import type { SheetRow } from './upload-reader.ts';
import {
  clearReport,
  findUpload,
  insertAppointments,
  insertLogs,
  insertReport,
  moveUpload,
  planReferences,
  type UploadRow,
  updateUpload,
} from './upload-repository.ts';

/** What the background passes over an upload need of the running server. */
export interface UploadWorkDeps {
  db: Database;
  logger: Logger;
  uploadDir: string;
  now: () => Date;
  pubsub?: TurnoPubSub;
  /**
   * After a batch of the apply commits: the webhook deliveries its log lines wrote go out now,
   * as a desk's change sends them, rather than at the next minute's sweep.
   */
  onAppointmentsWritten?: () => void;
}

/** Rows per transaction of the apply, and per progress report of both passes. */
export const UPLOAD_BATCH_ROWS = 500;

/** The English text stored beside a message code (the screen shows its own translation). */
export function messageText(code: string): string {
  const [scope, key] = code.split('.') as [string, string];
  if (scope === 'upload' && key in UPLOAD_FILE_ERRORS) return UPLOAD_FILE_ERRORS[key as UploadFileError];
  if (scope === 'upload' && key in UPLOAD_ROW_MESSAGES) return UPLOAD_ROW_MESSAGES[key as UploadRowMessage];
  if (scope === 'validation' && key in VALIDATION_MESSAGES)
    return VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES];
  return code;
}

export function announceProgress(deps: Pick<UploadWorkDeps, 'pubsub'>, uploadID: string): void {
  deps.pubsub?.publish('uploadProgress', uploadID, { uploadID });
}

type Loaded =
  | { ok: true; refs: PlanReferences; rows: SheetRow[]; notes: string[] }
  | { ok: false; error: UploadFileError; detail?: string };

/** Reads the stored file and the references its rows are checked against. */
async function load(deps: UploadWorkDeps, upload: UploadRow): Promise<Loaded> {
  let bytes: Buffer;
  try {
    bytes = await readStored(deps.uploadDir, upload.filePath);
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  const started = performance.now();
  const sheet = await readSheetOffThread(upload.fileType, bytes);
  // How long a file took to read (off the server's thread) tells a slow or hostile one apart.
  deps.logger.info('upload file read', {
    uploadID: upload.uploadID,
    fileType: upload.fileType,
    readMs: Math.round(performance.now() - started),
    code: sheet.ok ? null : sheet.error,
  });
  if (!sheet.ok) return sheet;
  const found = await planReferences(deps.db, upload.workshopID);
  const header = mapHeader(sheet.header, found.workshop?.queueUploadColumn ?? null);
  if (header.missing.length) return { ok: false, error: 'missingColumns', detail: header.missing.join(', ') };
  if (sheet.rows.length === 0) return { ok: false, error: 'noRows' };
  return {
    ok: true,
    refs: planReferencesFrom(found, upload.workshopID, header, deps.now()),
    rows: sheet.rows,
    notes: sheet.notes,
  };
}

/** Ends a pass over a file that cannot be used: one message, status failed, no data touched. */
async function fail(deps: UploadWorkDeps, upload: UploadRow, error: UploadFileError, detail?: string) {
  await deps.db.transaction(async (tx) => {
    if (upload.status === 'checking') await clearReport(tx, upload.uploadID, 0);
    await insertReport(
      tx,
      [],
      [
        {
          uploadID: upload.uploadID,
          messageType: 'error',
          code: `upload.${error}`,
          message: detail ? `${UPLOAD_FILE_ERRORS[error]}: ${detail}` : UPLOAD_FILE_ERRORS[error],
          field: detail ?? null,
        },
      ],
    );
    await moveUpload(tx, upload.uploadID, upload.status, {
      status: 'failed',
      errorCode: `upload.${error}`,
      isProcessed: true,
      isSuccessful: false,
    });
  });
  deps.logger.info('upload refused', { uploadID: upload.uploadID, code: error });
  announceProgress(deps, upload.uploadID);
}

type Counts = Record<'created' | 'updated' | 'skipped' | 'errors', number>;

function countOf(planned: readonly PlannedRow[]): Counts {
  const counts: Counts = { created: 0, updated: 0, skipped: 0, errors: 0 };
  for (const row of planned) {
    if (row.action === 'create') counts.created++;
    else if (row.action === 'update') counts.updated++;
    else if (row.action === 'skip') counts.skipped++;
    else counts.errors++;
  }
  return counts;
}

function add(a: Counts, b: Counts): Counts {
  return {
    created: a.created + b.created,
    updated: a.updated + b.updated,
    skipped: a.skipped + b.skipped,
    errors: a.errors + b.errors,
  };
}

/** The preview's rows and messages of a planned batch. */
function reportOf(uploadID: string, planned: readonly PlannedRow[], appointmentIDs: Map<number, string>) {
  const rows: (typeof appointmentUploadRows.$inferInsert)[] = [];
  const messages: (typeof appointmentUploadMessages.$inferInsert)[] = [];
  for (const row of planned) {
    rows.push({
      uploadID,
      rowNumber: row.rowNumber,
      action: row.action,
      licensePlate: row.licensePlate,
      name: row.name,
      bookingDateTime: row.booking?.bookingDateTime ?? null,
      queueName: row.booking?.queueName ?? null,
      appointmentID: appointmentIDs.get(row.rowNumber) ?? row.existing?.appointmentID ?? null,
    });
    for (const message of row.messages) {
      messages.push({
        uploadID,
        rowNumber: row.rowNumber,
        field: message.field || null,
        code: message.code,
        message: messageText(message.code),
        messageType: row.action === 'error' ? 'error' : 'info',
      });
    }
  }
  return { rows, messages };
}

function range(planned: readonly PlannedRow[], current: { from: Date | null; to: Date | null }) {
  let { from, to } = current;
  for (const row of planned) {
    const at = row.booking?.bookingDateTime;
    if (!at) continue;
    if (!from || at < from) from = at;
    if (!to || at > to) to = at;
  }
  return { from, to };
}

/**
 * The dry run: every row planned against the workshop as it is now, nothing booked. The report
 * (rows and messages) and the counters say what the apply would do.
 */
export async function checkUpload(deps: UploadWorkDeps, uploadID: string): Promise<void> {
  const upload = await findUpload(deps.db, uploadID);
  if (upload?.status !== 'checking') return;
  const loaded = await load(deps, upload);
  if (!loaded.ok) return fail(deps, upload, loaded.error, loaded.detail);
  const { refs, rows } = loaded;
  await clearReport(deps.db, uploadID, 0);
  await insertReport(
    deps.db,
    [],
    loaded.notes.map((code) => ({
      uploadID,
      messageType: 'warning' as const,
      code,
      message: messageText(code),
    })),
  );
  await updateUpload(deps.db, uploadID, { totalRows: rows.length, processedRows: 0 });
  const seen = new Map<string, number>();
  let counts: Counts = { created: 0, updated: 0, skipped: 0, errors: 0 };
  let bounds: { from: Date | null; to: Date | null } = { from: null, to: null };
  for (let start = 0; start < rows.length; start += UPLOAD_BATCH_ROWS) {
    const planned = await planRows(deps.db, refs, rows.slice(start, start + UPLOAD_BATCH_ROWS), seen, false);
    const report = reportOf(uploadID, planned, new Map());
    await insertReport(deps.db, report.rows, report.messages);
    counts = add(counts, countOf(planned));
    bounds = range(planned, bounds);
    await updateUpload(deps.db, uploadID, {
      processedRows: Math.min(start + UPLOAD_BATCH_ROWS, rows.length),
    });
    announceProgress(deps, uploadID);
  }
  await moveUpload(deps.db, uploadID, 'checking', {
    status: 'checked',
    ...counts,
    successful: counts.created + counts.updated,
    ...bounds,
  });
  deps.logger.info('upload checked', { uploadID, rows: rows.length, ...counts });
  announceProgress(deps, uploadID);
}

/** The plate-and-day pairs of rows an interrupted apply already went through. */
function rememberRows(refs: PlanReferences, rows: readonly SheetRow[], seen: Map<string, number>) {
  for (const row of rows) {
    const read = readUploadRow(row.cells, refs.header);
    if (!read.ok) continue;
    const key = `${read.value.licensePlate}|${read.value.day}`;
    if (!seen.has(key)) seen.set(key, row.rowNumber);
  }
}

/**
 * The apply: the rows planned again (the workshop may have changed since the dry run), batch by
 * batch, each batch one transaction with its bookings, their log rows, its report and the upload's
 * counters; the changes are announced after each commit. `appliedRows` moves with each batch, so a
 * job run again after a crash goes on after the last committed batch.
 */
export async function applyUpload(deps: UploadWorkDeps, uploadID: string): Promise<void> {
  const upload = await findUpload(deps.db, uploadID);
  if (upload?.status !== 'applying') return;
  const loaded = await load(deps, upload);
  if (!loaded.ok) return fail(deps, upload, loaded.error, loaded.detail);
  const { refs, rows } = loaded;
  const seen = new Map<string, number>();
  const resumeAt = Math.min(upload.appliedRows, rows.length);
  rememberRows(refs, rows.slice(0, resumeAt), seen);
  await clearReport(
    deps.db,
    uploadID,
    resumeAt === 0 ? 0 : (rows[resumeAt]?.rowNumber ?? Number.MAX_SAFE_INTEGER),
  );
  if (resumeAt === 0) {
    await insertReport(
      deps.db,
      [],
      loaded.notes.map((code) => ({
        uploadID,
        messageType: 'warning' as const,
        code,
        message: messageText(code),
      })),
    );
  }
  await updateUpload(deps.db, uploadID, { totalRows: rows.length, processedRows: resumeAt });
  for (let start = resumeAt; start < rows.length; start += UPLOAD_BATCH_ROWS) {
    const end = Math.min(start + UPLOAD_BATCH_ROWS, rows.length);
    const change = await deps.db.transaction((tx) =>
      applyBatch(tx, upload, refs, rows.slice(start, end), seen, end),
    );
    if (change.appointmentIDs.length) deps.onAppointmentsWritten?.();
    if (change.appointmentIDs.length && deps.pubsub) {
      await publishWorkshopChange(
        { ...deps, pubsub: deps.pubsub },
        {
          workshopID: upload.workshopID,
          appointmentIDs: change.appointmentIDs,
          queueIDs: change.queueIDs,
          boxIDs: [],
          call: null,
          trackingCodes: change.trackingCodes,
        },
      );
    }
    announceProgress(deps, uploadID);
  }
  const done = await moveUpload(deps.db, uploadID, 'applying', {
    status: 'applied',
    isProcessed: true,
    isSuccessful: true,
    appliedAt: deps.now(),
  });
  deps.logger.info('upload applied', {
    uploadID,
    created: done?.created,
    updated: done?.updated,
    skipped: done?.skipped,
    errors: done?.errors,
  });
  announceProgress(deps, uploadID);
}

async function applyBatch(
  tx: Executor,
  upload: UploadRow,
  refs: PlanReferences,
  batch: readonly SheetRow[],
  seen: Map<string, number>,
  appliedRows: number,
) {
  const planned = await planRows(tx, refs, batch, seen, true);
  const creations = planned.filter((row) => row.action === 'create' && row.booking);
  const inserted = await insertAppointments(
    tx,
    creations.map((row) => {
      const { queueName: _queueName, ...booking } = row.booking!;
      return {
        ...booking,
        workshopID: upload.workshopID,
        statusCode: STATUS.BookedNotArrived,
        uploadID: upload.uploadID,
      };
    }),
  );
  const appointmentIDs = new Map<number, string>();
  creations.forEach((row, i) => {
    const made = inserted[i];
    if (made) appointmentIDs.set(row.rowNumber, made.appointmentID);
  });
  const logs: (typeof appointmentLogs.$inferInsert)[] = inserted.map((row) => ({
    appointmentID: row.appointmentID,
    workshopID: row.workshopID,
    actionType: 'BookedAppointmentCreated',
    userID: upload.userID,
    fromStatus: null,
    toStatus: row.statusCode,
  }));
  const changed = [...inserted];
  for (const row of planned) {
    if (row.action !== 'update' || !row.booking || !row.existing) continue;
    const { queueName: _queueName, assignedQueueID, customerLanguage, ...booking } = row.booking;
    const updated = await updateAppointment(tx, row.existing.appointmentID, {
      ...booking,
      // An empty cell (or no such column) leaves what the booking had, as for the queue.
      assignedQueueID: assignedQueueID ?? row.existing.assignedQueueID,
      customerLanguage: customerLanguage ?? row.existing.customerLanguage,
    });
    changed.push(updated);
    logs.push({
      appointmentID: updated.appointmentID,
      workshopID: updated.workshopID,
      actionType: 'AppointmentUpdated',
      userID: upload.userID,
      fromStatus: updated.statusCode,
      toStatus: updated.statusCode,
    });
  }
  await insertLogs(tx, logs);
  const report = reportOf(upload.uploadID, planned, appointmentIDs);
  await insertReport(tx, report.rows, report.messages);
  const counts = countOf(planned);
  const current = await findUpload(tx, upload.uploadID);
  await updateUpload(tx, upload.uploadID, {
    created: (current?.created ?? 0) + counts.created,
    updated: (current?.updated ?? 0) + counts.updated,
    skipped: (current?.skipped ?? 0) + counts.skipped,
    errors: (current?.errors ?? 0) + counts.errors,
    successful: (current?.successful ?? 0) + counts.created + counts.updated,
    appliedRows,
    processedRows: appliedRows,
  });
  return {
    appointmentIDs: changed.map((row) => row.appointmentID),
    queueIDs: [...new Set(changed.flatMap((row) => (row.assignedQueueID ? [row.assignedQueueID] : [])))],
    trackingCodes: changed.map((row) => row.trackingCode),
  };
}
