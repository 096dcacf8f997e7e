import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { UPLOAD_ROLES } from '../../../shared/auth/routes.ts';
import { UPLOAD_FILE_ERRORS, type UploadFileError } from '../../../shared/uploads/upload-format.ts';
import type { AuthState } from '../../core/context/auth-state.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { isId } from '../../core/graphql/ids.ts';
import { requireUser, requireWorkshopRole } from '../../core/policies/roles.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import { discard, keepFile, readHead, storedPath } from './upload-files.ts';
import { UPLOAD_JOBS } from './upload-jobs.ts';
import { announceProgress } from './upload-processing.ts';
import { detectFileType } from './upload-reader.ts';
import {
  countLiveCreations,
  findUpload,
  insertLogs,
  insertUpload,
  lockUpload,
  moveUpload,
  softDelete,
  type UploadRow,
  untouchedCreations,
} from './upload-repository.ts';

/** A file refused before it is stored (type, size, emptiness): nothing is kept. */
export class UploadRefused extends Error {
  readonly code: UploadFileError;
  constructor(code: UploadFileError) {
    super(UPLOAD_FILE_ERRORS[code]);
    this.code = code;
  }
}

/** The caller when they may upload in the workshop (the /Gestione-Upload roles), else FORBIDDEN. */
export function requireUploader(ctx: RequestContext, workshopID: string): AuthState {
  return requireWorkshopRole(ctx, workshopID, UPLOAD_ROLES);
}

/** An upload the caller may see and act on, or NOT_FOUND / FORBIDDEN. */
export async function requireUpload(ctx: RequestContext, uploadID: string): Promise<UploadRow> {
  requireUser(ctx);
  const upload = isId(uploadID) ? await findUpload(ctx.db, uploadID) : undefined;
  if (!upload) throw notFound('Upload');
  requireUploader(ctx, upload.workshopID);
  return upload;
}

/** A file name fit to keep and to send back: its last part, no control characters, not too long. */
function cleanFileName(name: string): string {
  const clean = basename(name.replace(/\\/g, '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return (clean || 'upload').slice(0, 200);
}

/**
 * Stores an arrived file (written at `incomingPath` by multer or by the GraphQL multipart path) as
 * a new upload of the workshop and queues its dry run. The caller has checked the role. A file of
 * the wrong type or empty is refused (UploadRefused) and deleted.
 */
export async function createUpload(
  ctx: RequestContext,
  auth: AuthState,
  file: { workshopID: string; fileName: string; incomingPath: string; size: number },
): Promise<UploadRow> {
  try {
    const fileName = cleanFileName(file.fileName);
    const type = detectFileType(
      fileName,
      file.size === 0 ? new Uint8Array() : await readHead(file.incomingPath),
    );
    if (type !== 'csv' && type !== 'xlsx') throw new UploadRefused(type);
    const uploadID = randomUUID();
    const filePath = storedPath(uploadID, type);
    await keepFile(ctx.config.uploadDir, file.incomingPath, filePath);
    const upload = await insertUpload(ctx.db, {
      uploadID,
      workshopID: file.workshopID,
      userID: auth.userID,
      fileName,
      filePath,
      fileType: type,
      fileSize: file.size,
    });
    await ctx.jobs.send(UPLOAD_JOBS.check, { uploadID }, { id: uploadID });
    ctx.jobs.wake(UPLOAD_JOBS.check);
    ctx.logger.info('upload stored', { uploadID, workshopID: file.workshopID, userID: auth.userID, type });
    return upload;
  } finally {
    await discard(file.incomingPath);
  }
}

/**
 * Applies a checked upload: the status moves from checked to applying in one conditional update,
 * so of two applies of one upload (a double click, two managers) exactly one queues the work; the
 * other gets CONFLICT. The counters start again from zero: the apply counts what it really does.
 */
export async function requestApply(ctx: RequestContext, uploadID: string): Promise<UploadRow> {
  const upload = await requireUpload(ctx, uploadID);
  const moved = await moveUpload(ctx.db, upload.uploadID, 'checked', {
    status: 'applying',
    created: 0,
    updated: 0,
    skipped: 0,
    errors: 0,
    successful: 0,
    processedRows: 0,
    appliedRows: 0,
  });
  if (!moved)
    throw new AppError('CONFLICT', 'Only a checked upload can be applied, once.', {
      reason: 'UPLOAD_NOT_CHECKED',
    });
  await ctx.jobs.send(UPLOAD_JOBS.apply, { uploadID }, { id: uploadID });
  ctx.jobs.wake(UPLOAD_JOBS.apply);
  announceProgress(ctx, uploadID);
  return moved;
}

const ANNOUNCE_CHUNK = 500;

/**
 * Undoes an applied upload's creations that nobody has touched since (still booked, never edited):
 * they are deleted as a desk deletion would, each with its log row, in one transaction that also
 * marks the upload undone. Touched ones stay and are counted as kept; updates of existing
 * bookings are not undone (docs/upload.md).
 */
export async function undoUpload(ctx: RequestContext, uploadID: string): Promise<UploadRow> {
  const upload = await requireUpload(ctx, uploadID);
  const auth = requireUploader(ctx, upload.workshopID);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await lockUpload(tx, upload.uploadID);
    if (locked?.status !== 'applied') return null;
    const removable = await untouchedCreations(tx, upload.uploadID);
    const total = await countLiveCreations(tx, upload.uploadID);
    const ids = removable.map((row) => row.appointmentID);
    await softDelete(tx, ids, now);
    await insertLogs(
      tx,
      removable.map((row) => ({
        appointmentID: row.appointmentID,
        workshopID: row.workshopID,
        actionType: 'DeleteAppointment',
        userID: auth.userID,
        fromStatus: row.statusCode,
        toStatus: row.statusCode,
      })),
    );
    const moved = await moveUpload(tx, upload.uploadID, 'applied', {
      status: 'undone',
      undone: ids.length,
      kept: total - ids.length,
      undoneAt: now,
    });
    return { moved, removable };
  });
  if (!outcome?.moved)
    throw new AppError('CONFLICT', 'Only an applied upload can be undone, once.', {
      reason: 'UPLOAD_NOT_APPLIED',
    });
  for (let i = 0; i < outcome.removable.length; i += ANNOUNCE_CHUNK) {
    const chunk = outcome.removable.slice(i, i + ANNOUNCE_CHUNK);
    await publishWorkshopChange(ctx, {
      workshopID: upload.workshopID,
      appointmentIDs: chunk.map((row) => row.appointmentID),
      queueIDs: [...new Set(chunk.flatMap((row) => (row.assignedQueueID ? [row.assignedQueueID] : [])))],
      boxIDs: [],
      call: null,
      trackingCodes: chunk.map((row) => row.trackingCode),
    });
  }
  ctx.logger.info('upload undone', { uploadID, undone: outcome.moved.undone, kept: outcome.moved.kept });
  announceProgress(ctx, uploadID);
  return outcome.moved;
}
