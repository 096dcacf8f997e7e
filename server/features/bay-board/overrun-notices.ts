import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import { isSendableTime } from '../../../shared/messaging/quiet-hours.ts';
import type { Dispatcher } from '../../core/context/dispatcher.ts';
import type { Database } from '../../core/db/client.ts';
import type { JobDefinition, JobQueue } from '../../core/jobs/job-queue.ts';
import type { Logger } from '../../core/logger/logger.ts';
import { publishWorkshopChange } from '../../core/realtime/publish-change.ts';
import type { TurnoPubSub } from '../../core/realtime/pubsub.ts';
import { renderSms, sendCustomSms, textable } from '../appointments/appointment-messages.ts';
import {
  insertLog,
  lockAppointment,
  workshopSettings,
} from '../appointments/appointment-write-repository.ts';
import { expectedEnd, overrunEstimate } from '../job-durations/expected-duration.ts';
import { durationOf, workshopDurations } from '../job-durations/expected-durations.ts';
import { markOverrunTold, runningJobsToWatch } from './overrun-repository.ts';

/**
 * Overrun notices (decision 0028): when a running job passes its expected end plus the workshop's
 * grace, its customer gets one SMS with a new estimate, if the workshop sends them. A job every
 * minute looks at the running jobs not yet told; each due one is told under its row's lock, in one
 * transaction that queues the SMS, marks the appointment and writes the log line. The mark is what
 * says "already told": a second replica, an overlapping run or a restart never sends twice, and a
 * job that ended (or was undone) before its deadline is no longer running when looked at.
 */
export const OVERRUN_SMS_JOB = 'bay-board.overrun-sms';

/** The outbox kind of the notice (shared/messaging/message-kinds.ts). */
export const OVERRUN_SMS_KIND = 'jobOverrunSms';

/**
 * The notice's text, in the customer's language when known (Italian otherwise). Fixed rather than
 * a parameter: it carries a computed time, and a workshop only chooses whether to send it.
 */
export const OVERRUN_TEXTS = {
  it: '{workshop}: il lavoro sulla sua auto {plate} richiede più tempo del previsto. Contiamo di finire verso le {time}. Segua qui: {link}',
  en: '{workshop}: the work on your car {plate} is taking longer than expected. We now expect to finish around {time}. Follow it here: {link}',
} as const;

export interface OverrunNoticeDeps {
  db: Database;
  logger: Logger;
  dispatcher: Pick<Dispatcher, 'kick'>;
  /** Boards learn that the customer was told; without it (some tests) nothing is announced. */
  pubsub?: TurnoPubSub;
  publicUrl: string;
  now(): Date;
}

/** Tells every customer whose job is due at `now`; returns how many were told. */
export async function sendDueOverrunNotices(deps: OverrunNoticeDeps, now = deps.now()): Promise<number> {
  let told = 0;
  for (const job of await runningJobsToWatch(deps.db)) {
    if (!job.jobStartDateTime) continue;
    const durations = await workshopDurations(deps.db, job.workshopID, now);
    const expected = durationOf(durations, job.assignedQueueID);
    const deadline = expectedEnd(job.jobStartDateTime, expected.minutes + job.graceMinutes);
    if (now.getTime() < deadline.getTime()) continue;
    const done = await tellOne(deps, job.appointmentID, expected.minutes, job.graceMinutes, now);
    if (!done) continue;
    told++;
    if (deps.pubsub) {
      await publishWorkshopChange(
        { db: deps.db, logger: deps.logger, pubsub: deps.pubsub },
        {
          workshopID: done.workshopID,
          appointmentIDs: [job.appointmentID],
          queueIDs: [],
          boxIDs: done.boxID ? [done.boxID] : [],
          call: null,
          trackingCodes: [done.trackingCode],
        },
      );
    }
  }
  if (told) deps.dispatcher.kick();
  return told;
}

/** One notice, under the appointment's lock: everything checked again, then queued, marked and logged. */
function tellOne(
  deps: OverrunNoticeDeps,
  appointmentID: string,
  expectedMinutes: number,
  graceMinutes: number,
  now: Date,
) {
  return deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentID);
    // Ended, refused, undone or told since the search: nothing to say.
    if (!row || row.deletedAt || row.statusCode !== STATUS.JobStarted || row.jobOverrunSmsDateTime)
      return null;
    if (!row.jobStartDateTime || !textable(row)) return null;
    if (now.getTime() < expectedEnd(row.jobStartDateTime, expectedMinutes + graceMinutes).getTime())
      return null;
    const settings = await workshopSettings(tx, row.workshopID);
    const parameters = settings?.parameters;
    if (!settings || !parameters?.jobOverrunSmsEnabled) return null;
    // At night the notice waits for the morning, as every SMS no person causes.
    if (!isSendableTime(now, settings.workshop.timeZone, parameters.nightSmsAllowed)) return null;
    const estimate = overrunEstimate(now, expectedMinutes);
    const template = OVERRUN_TEXTS[asMessageLanguage(row.customerLanguage)];
    // {time} is the new estimate (renderSms reads it from the booking time).
    const text = renderSms(
      template,
      { ...row, bookingDateTime: estimate },
      { settings, publicUrl: deps.publicUrl, now },
    );
    await sendCustomSms(tx, row, OVERRUN_SMS_KIND, text);
    await markOverrunTold(tx, appointmentID, now);
    await insertLog(tx, {
      appointmentID,
      workshopID: row.workshopID,
      actionType: 'JobOverrunSms',
      dateTime: now,
      boxID: row.acceptedBoxID,
      fromStatus: row.statusCode,
      toStatus: row.statusCode,
      smsText: text,
      payload: { expectedMinutes, estimate: estimate.toISOString() },
    });
    deps.logger.info('job overrun notice', { appointmentID, workshopID: row.workshopID, expectedMinutes });
    return { workshopID: row.workshopID, boxID: row.acceptedBoxID, trackingCode: row.trackingCode };
  });
}

/** The job and its schedule, for server/app/jobs.ts. */
export function overrunNoticeWork(deps: OverrunNoticeDeps) {
  const job: JobDefinition<object> = {
    name: OVERRUN_SMS_JOB,
    handler: async () => {
      await sendDueOverrunNotices(deps);
    },
    // The next minute looks again; a failed pass is not worth retrying late.
    retryLimit: 0,
    expireInSeconds: 120,
  };
  return {
    jobs: [job],
    schedule: (queue: Pick<JobQueue, 'schedule'>) =>
      queue.schedule(OVERRUN_SMS_JOB, '* * * * *', {}, { tz: 'UTC' }),
  };
}
