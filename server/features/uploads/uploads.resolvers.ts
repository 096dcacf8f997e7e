import { filter, pipe } from 'graphql-yoga';
import { uploadColumnsOf } from '../../../shared/uploads/upload-format.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { type FormErrorPayload, formError } from '../../core/graphql/form-errors.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { loaders } from '../../core/loaders/loaders.ts';
import { stateThenEvents } from '../../core/realtime/state-then-events.ts';
import type { UploadProgressEvent } from '../../core/realtime/topics.ts';
import { writeIncoming } from './upload-files.ts';
import { previewRowsPage } from './upload-preview.ts';
import {
  listUploads,
  messagesOfRows,
  queueUploadColumnOf,
  type UploadRow,
  uploadMessages,
  uploadRows,
} from './upload-repository.ts';
import {
  createUpload,
  requestApply,
  requireUpload,
  requireUploader,
  UploadRefused,
  undoUpload,
} from './upload-service.ts';

const REPORT_DEFAULT = 500;
const REPORT_MAX = 2_000;
const LIST_DEFAULT = 20;
const LIST_MAX = 100;

const limit = (first: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(first ?? fallback, 1), max);

function payloadOf(upload: UploadRow) {
  return {
    uploadID: upload.uploadID,
    isProcessed: upload.isProcessed,
    isSuccessful: upload.isSuccessful,
    skipped: upload.skipped,
    successful: upload.successful,
    from: upload.from,
    to: upload.to,
    errors: upload.errors,
    upload,
    formErrors: [],
  };
}

/** The GraphQL multipart path: the file (at most UPLOAD_MAX_BYTES, yoga's limit) goes the REST path's way. */
async function createFromGraphQL(ctx: RequestContext, workshopID: string, file: File | null | undefined) {
  const auth = requireUploader(ctx, workshopID);
  if (!file) return refusedPayload(formError('file', 'validation.required', 'Choose a file'));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const incomingPath = await writeIncoming(ctx.config.uploadDir, bytes);
  try {
    return payloadOf(
      await createUpload(ctx, auth, { workshopID, fileName: file.name, incomingPath, size: bytes.length }),
    );
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return refusedPayload(formError('file', `upload.${error.code}`, error.message));
  }
}

function refusedPayload(problem: FormErrorPayload) {
  return {
    uploadID: null,
    isProcessed: null,
    isSuccessful: null,
    skipped: null,
    successful: null,
    from: null,
    to: null,
    errors: null,
    upload: null,
    formErrors: [problem],
  };
}

/** The /Gestione-Upload screen's operations (docs/upload.md); every one checks the upload roles. */
export const uploadResolvers: Resolvers = {
  Query: {
    appointmentsUpload: (_root, { uploadID }, ctx) => requireUpload(ctx, uploadID),
    appointmentsUploads: (_root, { workshopID, first }, ctx) => {
      requireUploader(ctx, workshopID);
      return listUploads(ctx.db, workshopID, limit(first, LIST_DEFAULT, LIST_MAX));
    },
    appointmentsUploadFormat: async (_root, { workshopID }, ctx) => {
      requireUploader(ctx, workshopID);
      return uploadColumnsOf(await queueUploadColumnOf(ctx.db, workshopID), ctx.request.language);
    },
  },
  Mutation: {
    createAppointmentUpload: (_root, { input, file }, ctx) => createFromGraphQL(ctx, input.workshopID, file),
    applyAppointmentUpload: (_root, { uploadID }, ctx) => requestApply(ctx, uploadID),
    undoAppointmentUpload: (_root, { uploadID }, ctx) => undoUpload(ctx, uploadID),
  },
  Subscription: {
    uploadProgress: {
      subscribe: async (_root, { uploadID }, ctx) => {
        const upload = await requireUpload(ctx, uploadID);
        const events = pipe(
          ctx.pubsub.subscribe('uploadProgress', upload.uploadID),
          filter((event: UploadProgressEvent) => event.uploadID === upload.uploadID),
        );
        // The state now first (a screen opening mid-run shows where it stands), then each change.
        return stateThenEvents(events, async () => ({ uploadID: upload.uploadID }));
      },
      resolve: (event: UploadProgressEvent, _args: unknown, ctx: RequestContext) =>
        requireUpload(ctx, event.uploadID),
    },
  },
  AppointmentsUpload: {
    userName: async (upload, _args, ctx, info) => {
      if (!upload.userID) return null;
      const user = await loaders(ctx, info).userById.load(upload.userID);
      return user ? `${user.firstname} ${user.lastname}`.trim() || user.userName : null;
    },
    messages: (upload, { first }, ctx) =>
      uploadMessages(ctx.db, upload.uploadID, limit(first, REPORT_DEFAULT, REPORT_MAX)),
    rows: (upload, { first }, ctx) =>
      uploadRows(ctx.db, upload.uploadID, limit(first, REPORT_DEFAULT, REPORT_MAX)),
    previewRows: (upload, args, ctx) => previewRowsPage(ctx.db, upload, args),
  },
  AppointmentsUploadRow: {
    messages: (row, _args, ctx) => row.messages ?? messagesOfRows(ctx.db, row.uploadID, [row.rowNumber]),
  },
};
