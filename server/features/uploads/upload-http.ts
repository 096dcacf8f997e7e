import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { create as contentDisposition } from 'content-disposition';
import multer from 'multer';
import { UPLOAD_FILE_ERRORS, UPLOAD_LIMITS } from '../../../shared/uploads/upload-format.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { isId } from '../../core/graphql/ids.ts';
import { bodyRefusal } from '../../core/http/body-limit.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { incomingDir, storedFile } from './upload-files.ts';
import { createUpload, requireUpload, requireUploader, UploadRefused } from './upload-service.ts';

/** The spec's file route: POST stores an upload, GET `/{uploadID}` sends the original back. */
export const UPLOAD_FILE_PATH = '/api/files/appointmentsUploadFile';

/** A multipart body may exceed the file by its boundaries and the form's few fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const HTTP_STATUS: Record<string, number> = {
  AUTH_NOT_AUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, code: string, message: string) {
  send(res, status, { error: { code, message } });
}

/** An expected error (an AppError with its code) as an HTTP answer; anything else is thrown on. */
function answerError(res: ServerResponse, error: unknown) {
  const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
  if (typeof code !== 'string' || !(code in HTTP_STATUS)) throw error;
  refuse(res, HTTP_STATUS[code] as number, code, (error as Error).message);
}

const CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The upload file routes. The caller is authenticated and their role in the workshop checked
 * before a byte of the body is read (the workshop is in the query string); the file then streams
 * to the data folder through multer, one file of at most UPLOAD_LIMITS.maxFileBytes.
 */
export function createUploadFileHandler(
  contextOf: (req: IncomingMessage) => Promise<RequestContext>,
  logger: Logger,
) {
  return async (req: IncomingMessage, res: ServerResponse, rest: string) => {
    try {
      const ctx = await contextOf(req);
      if (rest === '' && req.method === 'POST') return await receive(ctx, req, res);
      const uploadID = rest.replace(/^\//, '');
      if ((req.method === 'GET' || req.method === 'HEAD') && isId(uploadID))
        return await download(ctx, res, uploadID);
      refuse(res, 404, 'NOT_FOUND', 'Not found.');
    } catch (error) {
      try {
        answerError(res, error);
      } catch {
        // The database or the file system failed: logged, answered as a fault.
        logger.error('upload route failed', { error });
        if (!res.headersSent) refuse(res, 500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
        else res.destroy();
      }
    }
  };
}

async function receive(ctx: RequestContext, req: IncomingMessage, res: ServerResponse) {
  const workshopID = new URL(req.url ?? '/', 'http://localhost').searchParams.get('workshopID') ?? '';
  if (!isId(workshopID)) return refuse(res, 400, 'BAD_USER_INPUT', 'workshopID is required.');
  const auth = requireUploader(ctx, workshopID);
  const refusal = bodyRefusal(req, UPLOAD_LIMITS.maxFileBytes + MULTIPART_OVERHEAD_BYTES);
  if (refusal) return refuse(res, refusal.status, refusal.code, refusal.message);
  const file = await new Promise<Express.Multer.File | undefined>((resolve, reject) => {
    incomingDir(ctx.config.uploadDir)
      .then((destination) => {
        multer({
          dest: destination,
          limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
        }).single('file')(req as never, res as never, (error?: unknown) => {
          if (error) reject(error);
          else resolve((req as unknown as { file?: Express.Multer.File }).file);
        });
      })
      .catch(reject);
  }).catch((error: { code?: string; name?: string }) => {
    if (error?.name !== 'MulterError') throw error;
    if (error.code === 'LIMIT_FILE_SIZE') refuse(res, 413, 'upload.tooLarge', UPLOAD_FILE_ERRORS.tooLarge);
    else refuse(res, 400, 'BAD_USER_INPUT', 'Send one file in the field `file`.');
    return null;
  });
  if (file === null) return;
  if (!file) return refuse(res, 400, 'BAD_USER_INPUT', 'Send one file in the field `file`.');
  try {
    const upload = await createUpload(ctx, auth, {
      workshopID,
      // busboy reads the name as latin1; browsers send UTF-8.
      fileName: Buffer.from(file.originalname, 'latin1').toString('utf8'),
      incomingPath: file.path,
      size: file.size,
    });
    send(res, 201, {
      uploadID: upload.uploadID,
      status: upload.status,
      isProcessed: upload.isProcessed,
      isSuccessful: upload.isSuccessful,
      skipped: upload.skipped,
      successful: upload.successful,
      from: upload.from,
      to: upload.to,
      errors: upload.errors,
    });
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    refuse(res, error.code === 'wrongType' ? 415 : 400, `upload.${error.code}`, error.message);
  }
}

async function download(ctx: RequestContext, res: ServerResponse, uploadID: string) {
  const upload = await requireUpload(ctx, uploadID);
  if (upload.fileDeletedAt) {
    return refuse(
      res,
      410,
      'upload.fileDeleted',
      `The original file is no longer kept: files are deleted ${ctx.config.uploadFileRetentionDays} days after their upload.`,
    );
  }
  const path = storedFile(ctx.config.uploadDir, upload.filePath);
  const info = await stat(path).catch(() => null);
  if (!info) return refuse(res, 404, 'NOT_FOUND', 'The file is no longer kept.');
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[upload.fileType],
    'content-length': info.size,
    'content-disposition': contentDisposition(upload.fileName),
    'cache-control': 'no-store',
  });
  createReadStream(path).pipe(res);
}
