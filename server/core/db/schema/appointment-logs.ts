import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { users } from './auth.ts';
import { boxes } from './boxes.ts';
import { id, instant } from './columns.ts';
import { rejectReasons } from './reject-reasons.ts';
import { workshops } from './workshops.ts';

/**
 * One line of an appointment's history, written in the same transaction as the change it records.
 * `actionType` holds the event types of spec §4 (BookedAppointmentCreated, CheckinBooked, JobEnd,
 * ...) plus whatever the appointment service adds; it is text so adding one needs no migration.
 */
export const appointmentLogs = pgTable(
  'appointment_logs',
  {
    appointmentLogID: id(),
    appointmentID: uuid()
      .notNull()
      .references(() => appointments.appointmentID, { onDelete: 'cascade' }),
    /** Copied from the appointment so statistics and the logs screen filter without a join. */
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    actionType: text().notNull(),
    dateTime: instant().notNull().defaultNow(),
    /**
     * Insertion order. Undo reads "the last change" by it, never by dateTime, which can tie within
     * a millisecond.
     */
    seq: bigserial({ mode: 'number' }).notNull(),
    notes: text(),
    /** Who acted; null for the customer (totem, public pages) and scheduled jobs. */
    userID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    /** The admin behind `userID` when they were signed in as that user. */
    impersonatorUserID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    boxID: uuid().references(() => boxes.boxID, { onDelete: 'set null' }),
    smsText: text(),
    rejectReasonID: uuid().references(() => rejectReasons.rejectReasonID, { onDelete: 'set null' }),
    fromStatus: integer(),
    toStatus: integer(),
    /**
     * The client's key for a retried mutation: a second request with the same key finds this row
     * and returns the first result instead of acting twice.
     */
    idempotencyKey: text(),
    payload: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('appointment_logs_appointment_idx').on(t.appointmentID, t.dateTime),
    index('appointment_logs_appointment_seq_idx').on(t.appointmentID, t.seq),
    index('appointment_logs_workshop_idx').on(t.workshopID, t.dateTime),
    uniqueIndex('appointment_logs_idempotency_unique')
      .on(t.userID, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** A staff note on an appointment (spec §3: annotation type and text). */
export const appointmentAnnotations = pgTable(
  'appointment_annotations',
  {
    appointmentAnnotationID: id(),
    appointmentID: uuid()
      .notNull()
      .references(() => appointments.appointmentID, { onDelete: 'cascade' }),
    userID: uuid().references(() => users.userID, { onDelete: 'set null' }),
    type: text().notNull(),
    text: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('appointment_annotations_appointment_idx').on(t.appointmentID, t.createdAt)],
);
