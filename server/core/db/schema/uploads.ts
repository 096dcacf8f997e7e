import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { UPLOAD_ROW_ACTIONS, UPLOAD_STATUSES } from '../../../../shared/uploads/upload-format.ts';
import { users } from './auth.ts';
import { id, instant, timestamps } from './columns.ts';
import { workshops } from './workshops.ts';

/**
 * A bulk appointment upload (CSV or XLSX, docs/upload.md): checked in the background (the dry
 * run), then applied in the background on request, then possibly undone. `status` says where it
 * stands; the counters are those of the last pass (the dry run's until the apply has run).
 */
export const appointmentUploads = pgTable(
  'appointment_uploads',
  {
    uploadID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    userID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    fileName: text().notNull(),
    /** Where the file is kept under the data folder, for the download route. */
    filePath: text().notNull(),
    fileType: text({ enum: ['csv', 'xlsx'] })
      .notNull()
      .default('xlsx'),
    fileSize: integer().notNull().default(0),
    status: text({ enum: UPLOAD_STATUSES }).notNull().default('checking'),
    /** Why the file could not be read at all (`upload.tooManyRows`…), when status is failed. */
    errorCode: text(),
    isProcessed: boolean().notNull().default(false),
    isSuccessful: boolean().notNull().default(false),
    /** Rows created plus rows updated. */
    successful: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    /** Rows refused by the rules. */
    errors: integer().notNull().default(0),
    /** Data rows in the file, and how many the running pass has got through (progress). */
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    /**
     * Data rows the apply has committed, in file order: a retried apply job starts after them, so
     * a job that died half-way never writes a row twice.
     */
    appliedRows: integer().notNull().default(0),
    /** Created appointments the undo removed, and those it kept because staff had touched them. */
    undone: integer().notNull().default(0),
    kept: integer().notNull().default(0),
    /** First and last booking time found in the file. */
    from: instant(),
    to: instant(),
    appliedAt: instant(),
    undoneAt: instant(),
    /**
     * When the daily retention job deleted the stored original (UPLOAD_FILE_RETENTION_DAYS after
     * the upload); the row and its report stay.
     */
    fileDeletedAt: instant(),
    ...timestamps(),
  },
  (t) => [index('appointment_uploads_workshop_idx').on(t.workshopID, t.createdAt)],
);

/** A line of an upload's report: a row and field problem, or what happened to the whole file. */
export const appointmentUploadMessages = pgTable(
  'appointment_upload_messages',
  {
    messageID: id(),
    uploadID: uuid()
      .notNull()
      .references(() => appointmentUploads.uploadID, { onDelete: 'cascade' }),
    messageType: text({ enum: ['info', 'warning', 'error'] }).notNull(),
    message: text().notNull(),
    /** i18n key of the message (`validation.licensePlate`, `upload.unknownQueue`…). */
    code: text(),
    /** Spreadsheet row (the header is row 1); null for a message about the whole file. */
    rowNumber: integer(),
    /** The appointment field the message is about. */
    field: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('appointment_upload_messages_upload_idx').on(t.uploadID, t.rowNumber)],
);

/** What the dry run (then the apply) does with each data row: the preview table. */
export const appointmentUploadRows = pgTable(
  'appointment_upload_rows',
  {
    uploadID: uuid()
      .notNull()
      .references(() => appointmentUploads.uploadID, { onDelete: 'cascade' }),
    rowNumber: integer().notNull(),
    action: text({ enum: UPLOAD_ROW_ACTIONS }).notNull(),
    licensePlate: text(),
    name: text(),
    bookingDateTime: instant(),
    queueName: text(),
    /** The appointment the apply created or updated (the booking an update will change, in a dry run). */
    appointmentID: uuid(),
  },
  (t) => [primaryKey({ columns: [t.uploadID, t.rowNumber] })],
);
