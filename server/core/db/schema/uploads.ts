import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { id, instant, timestamps } from './columns.ts';
import { workshops } from './workshops.ts';

/** A bulk appointment upload (CSV or XLSX), processed in the background and polled by the screen. */
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
    isProcessed: boolean().notNull().default(false),
    isSuccessful: boolean().notNull().default(false),
    /** Rows imported, skipped and refused. */
    successful: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    errors: integer().notNull().default(0),
    /** First and last booking time found in the file. */
    from: instant(),
    to: instant(),
    ...timestamps(),
  },
  (t) => [index('appointment_uploads_workshop_idx').on(t.workshopID, t.createdAt)],
);

/** A line of an upload's report (e.g. "row 12: plate missing"). */
export const appointmentUploadMessages = pgTable(
  'appointment_upload_messages',
  {
    messageID: id(),
    uploadID: uuid()
      .notNull()
      .references(() => appointmentUploads.uploadID, { onDelete: 'cascade' }),
    messageType: text({ enum: ['info', 'warning', 'error'] }).notNull(),
    message: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('appointment_upload_messages_upload_idx').on(t.uploadID)],
);
