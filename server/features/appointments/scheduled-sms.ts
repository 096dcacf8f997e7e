import { and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { isSendableTime } from '../../../shared/messaging/quiet-hours.ts';
import type { Dispatcher } from '../../core/context/dispatcher.ts';
import type { Database } from '../../core/db/client.ts';
import { appointmentLogs, appointments } from '../../core/db/schema/index.ts';
import type { JobDefinition, JobQueue } from '../../core/jobs/job-queue.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { queueAppointmentSms, type ScheduledSmsKind } from './appointment-messages.ts';
import {
  hasLogOfKind,
  insertLog,
  lockAppointment,
  logOfKind,
  workshopSettings,
} from './appointment-write-repository.ts';

/**
 * The reminders no person causes: a booking's reminder the day before, and a pickup's a couple of
 * hours before its slot (docs/messaging.md, "Scheduled messages"). A job every ten minutes finds
 * what is due and, for each, queues the SMS and logs `Reminder` on the appointment in one
 * transaction; the log line is what says "already reminded", so a restart, a second replica or an
 * overlapping run never sends one twice. A booking moved or deleted before its time is simply no
 * longer found; one made too late for a reminder (its confirmation just told the customer) gets none.
 */
export const SCHEDULED_SMS_JOB = 'appointments.scheduled-sms';

const HOUR = 3600_000;
const MINUTE = 60_000;

interface ReminderRule {
  kind: ScheduledSmsKind;
  statusCode: number;
  /** The reminder may leave from this long before the appointment… */
  opensBefore: number;
  /** …until this long before it (later it would arrive too late to help). */
  closesBefore: number;
}

export const REMINDER_RULES: readonly ReminderRule[] = [
  { kind: 'reminder', statusCode: STATUS.BookedNotArrived, opensBefore: 24 * HOUR, closesBefore: HOUR },
  {
    kind: 'withdrawReminder',
    statusCode: STATUS.Withdrawal,
    opensBefore: 2 * HOUR,
    closesBefore: 15 * MINUTE,
  },
];

export interface ScheduledSmsDeps {
  db: Database;
  logger: Logger;
  dispatcher: Pick<Dispatcher, 'kick'>;
  publicUrl: string;
  now(): Date;
}

/** Queues every reminder due at `now`; returns how many appointments it handled (sent or skipped). */
export async function sendDueReminders(deps: ScheduledSmsDeps, now = deps.now()): Promise<number> {
  let handled = 0;
  for (const rule of REMINDER_RULES) {
    for (const candidate of await dueFor(deps.db, rule, now)) {
      if (await remindOne(deps, rule, candidate.appointmentID, now)) handled++;
    }
  }
  if (handled) deps.dispatcher.kick();
  return handled;
}

/** Appointments of the rule's status whose window is open at `now`, booked before it opened, not yet reminded. */
function dueFor(db: Database, rule: ReminderRule, now: Date) {
  const opensBy = new Date(now.getTime() + rule.opensBefore);
  const closesAfter = new Date(now.getTime() + rule.closesBefore);
  return db
    .select({ appointmentID: appointments.appointmentID })
    .from(appointments)
    .where(
      and(
        eq(appointments.statusCode, rule.statusCode),
        isNull(appointments.deletedAt),
        gt(appointments.bookingDateTime, closesAfter),
        lte(appointments.bookingDateTime, opensBy),
        // Booked before the window opened: a later booking's confirmation is its reminder.
        sql`${appointments.createdAt} <= ${appointments.bookingDateTime} - ${`${rule.opensBefore / 1000} seconds`}::interval`,
        notExists(reminderLog(db, rule)),
      ),
    )
    .limit(500);
}

function reminderLog(db: Database, rule: ReminderRule) {
  return db
    .select({ one: sql`1` })
    .from(appointmentLogs)
    .where(logOfKind(appointments.appointmentID, 'Reminder', rule.kind));
}

/** One reminder, under the appointment's lock: queued and logged, or logged as skipped and why. */
async function remindOne(deps: ScheduledSmsDeps, rule: ReminderRule, appointmentID: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentID);
    if (!row || row.statusCode !== rule.statusCode || row.deletedAt) return false;
    // Checked again under the lock: another run may have reminded it since the search.
    if (await hasLogOfKind(tx, appointmentID, 'Reminder', rule.kind)) return false;
    const settings = await workshopSettings(tx, row.workshopID);
    if (!settings) return false;
    // At night the job waits for the morning (the window is still open then, or it has passed).
    if (!isSendableTime(now, settings.workshop.timeZone, settings.parameters?.nightSmsAllowed ?? false))
      return false;
    const text = await queueAppointmentSms(tx, rule.kind, row, { settings, publicUrl: deps.publicUrl, now });
    await insertLog(tx, {
      appointmentID,
      workshopID: row.workshopID,
      actionType: 'Reminder',
      dateTime: now,
      fromStatus: row.statusCode,
      toStatus: row.statusCode,
      smsText: text,
      notes: text ? null : notSentReason(row),
      payload: { kind: rule.kind, sent: !!text },
    });
    deps.logger.info('reminder', { appointmentID, kind: rule.kind, sent: !!text });
    return true;
  });
}

/** The job and its schedule, for server/app/jobs.ts. */
export function scheduledSmsWork(deps: ScheduledSmsDeps) {
  const job: JobDefinition<object> = {
    name: SCHEDULED_SMS_JOB,
    handler: async () => {
      await sendDueReminders(deps);
    },
  };
  return {
    jobs: [job],
    // UTC: the job runs for every workshop, each read in its own zone.
    schedule: (queue: Pick<JobQueue, 'schedule'>) =>
      queue.schedule(SCHEDULED_SMS_JOB, '*/10 * * * *', {}, { tz: 'UTC' }),
  };
}

/** Why a reminder was not queued, for its log line (in the staff's language, as the other notes). */
export function notSentReason(row: { mobile: string | null; smsConsent: boolean | null }): string {
  if (!row.mobile) return 'Non inviato: nessun cellulare';
  if (row.smsConsent === false) return 'Non inviato: il cliente non vuole SMS';
  return 'Non inviato: testo vuoto';
}
