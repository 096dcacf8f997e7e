import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import type { Transaction } from '../../core/db/client.ts';
import {
  appointmentAnnotations,
  appointmentLogs,
  appointments,
  newTrackingCode,
  outboxMessages,
  surveyAnswers,
} from '../../core/db/schema/index.ts';
import { snapshot } from '../../features/appointments/log-snapshot.ts';
import { DEFAULT_SMS_TEXTS } from '../../features/workshops/default-sms-texts.ts';
import type { DemoCatalog } from './demo-catalog.ts';
import { demoDay } from './demo-clock.ts';
import { type DemoCustomer, demoCustomers } from './demo-customers.ts';
import { type DemoStory, demoStories } from './demo-stories.ts';
import type { DemoWorkshop } from './demo-workshops.ts';

type AppointmentRow = typeof appointments.$inferInsert;
type LogRow = typeof appointmentLogs.$inferInsert;
type OutboxRow = typeof outboxMessages.$inferInsert;

const MINUTE = 60_000;
const DAY = 86_400_000;
const TRACKING_DAYS = 7;

/** People who act on the demo appointments of one workshop, besides its acceptors. */
export interface DemoActors {
  bookingUserID: string;
  /** Who checks customers in at the desk; null means they used the totem. */
  frontDeskUserID: string | null;
}

/** Inserts today's appointments of one workshop with their history, messages and survey answers. */
export async function seedAppointments(
  tx: Transaction,
  workshop: DemoWorkshop,
  actors: DemoActors,
  catalog: DemoCatalog,
  now: Date,
): Promise<void> {
  const day = demoDay(now, workshop.timeZone);
  const customers = demoCustomers(workshop.code);
  const stories = demoStories(day);
  const expires = new Date(day.endOfDay.getTime() + TRACKING_DAYS * DAY);

  for (const [index, story] of stories.entries()) {
    const customer = customers[index % customers.length]!;
    const replay = replayStory(story, customer, workshop, actors, catalog);
    const [row] = await tx
      .insert(appointments)
      .values({ ...replay.appointment, trackingCodeExpiresAt: expires })
      .returning({ id: appointments.appointmentID });
    const appointmentID = row!.id;
    await tx.insert(appointmentLogs).values(replay.logs.map((log) => ({ ...log, appointmentID })));
    if (replay.messages.length > 0) {
      await tx
        .insert(outboxMessages)
        .values(replay.messages.map((message) => ({ ...message, appointmentID })));
    }
    if (story.annotation) {
      await tx.insert(appointmentAnnotations).values({
        appointmentID,
        userID: workshop.acceptorUserIDs[1],
        type: 'Comment',
        text: story.annotation,
        createdAt: new Date(replay.lastAt.getTime() + MINUTE),
      });
    }
    const checkout = story.steps.find((step) => step.kind === 'checkout');
    if (checkout) {
      await tx.insert(surveyAnswers).values(
        workshop.questions.map((question, position) => ({
          appointmentID,
          questionID: question.id,
          questionText: question.text,
          answerTypeID: question.questionTypeID,
          answerText: question.questionTypeID === 1 ? 'yes' : String(8 + (position % 3)),
          position: question.position,
          createdAt: checkout.surveyAt,
        })),
      );
    }
    if (story.pickupBooking) {
      const pickup = { at: story.pickupBooking, bookedAt: day.ago(20), expires };
      await seedPickupBooking(tx, workshop, customer, appointmentID, replay.appointment, pickup);
    }
  }
}

interface Replay {
  appointment: AppointmentRow;
  logs: Omit<LogRow, 'appointmentID'>[];
  messages: Omit<OutboxRow, 'appointmentID'>[];
  lastAt: Date;
}

/** Plays a story forward: each step sets its timestamp and status and writes its log line. */
function replayStory(
  story: DemoStory,
  customer: DemoCustomer,
  workshop: DemoWorkshop,
  actors: DemoActors,
  catalog: DemoCatalog,
): Replay {
  const { workshopID } = workshop;
  const trackingCode = newTrackingCode();
  const walkIn = story.booking === undefined;
  const row: AppointmentRow = {
    workshopID,
    statusCode: STATUS.BookedNotArrived,
    walkIn,
    licensePlate: customer.licensePlate,
    name: customer.name,
    mobile: customer.mobile,
    email: customer.email,
    description: story.description,
    note: story.note ?? null,
    priority: story.priority ?? 0,
    vehicleBrandID: catalog.brandIDs.get(customer.brand) ?? null,
    vehicleModel: customer.model,
    assignedQueueID: workshop.queueIDs[story.queue],
    bookingDateTime: story.booking ?? null,
    checkinAnomaly: story.checkinAnomaly ?? null,
    waitingSpareParts: story.waitingSpareParts ?? false,
    thanksSmsEnabled: story.thanksSmsEnabled ?? true,
    trackingCode,
    version: 1,
  };
  const logs: Replay['logs'] = [];
  const messages: Replay['messages'] = [];
  const log = (entry: Omit<LogRow, 'appointmentID' | 'workshopID'>) => logs.push({ workshopID, ...entry });
  const sms = (kind: string, template: string, at: Date, boxName = '') => {
    const date = story.booking ?? at;
    const body = fillPlaceholders(template, { customer, workshop, trackingCode, boxName, date });
    messages.push({
      channel: 'sms',
      kind,
      recipient: customer.mobile,
      body,
      status: 'outbox',
      workshopID,
      scheduledAt: at,
      createdAt: at,
    });
    return body;
  };

  let lastAt = story.booking ?? new Date(0);
  if (story.booking) {
    const bookedAt = new Date(
      story.booking.getTime() - (story.bookedDaysBefore ?? 1) * DAY - 3 * 60 * MINUTE,
    );
    row.createdAt = bookedAt;
    log({
      actionType: 'BookedAppointmentCreated',
      dateTime: bookedAt,
      userID: actors.bookingUserID,
      toStatus: STATUS.BookedNotArrived,
    });
    if (story.reminderSent) {
      const remindedAt = new Date(story.booking.getTime() - DAY);
      log({
        actionType: 'Reminder',
        dateTime: remindedAt,
        smsText: sms('reminderSms', DEFAULT_SMS_TEXTS.reminder, remindedAt),
      });
    }
  }

  let boxName = '';
  let acceptor: string | null = null;
  // A step's line keeps the columns it changes as they were, as the desk's actions do
  // (log-snapshot.ts): the demo's jobs in progress can be undone like any other.
  const move = (
    actionType: string,
    at: Date,
    toStatus: number,
    changes: Partial<AppointmentRow> = {},
    extra: Partial<LogRow> = {},
  ) => {
    const before = snapshot(row as never, ['statusCode', ...Object.keys(changes)]);
    Object.assign(row, changes);
    log({
      actionType,
      dateTime: at,
      userID: acceptor,
      boxID: row.acceptedBoxID ?? null,
      fromStatus: row.statusCode,
      toStatus,
      payload: { before },
      ...extra,
    });
    row.statusCode = toStatus;
    row.version = (row.version ?? 1) + 1;
    lastAt = at;
  };

  // An SMS goes out a minute after its step, or halfway to the next step when the demo day is
  // squeezed near midnight (demo-clock.ts), so that it never lands after that step in the history.
  const smsAfter = (index: number): Date => {
    const at = story.steps[index]!.at.getTime();
    const next = story.steps[index + 1]?.at.getTime();
    return new Date(at + (next === undefined ? MINUTE : Math.min(MINUTE, Math.max(0, next - at) / 2)));
  };

  for (const [index, step] of story.steps.entries()) {
    switch (step.kind) {
      case 'checkin': {
        row.checkinDateTime = step.at;
        if (walkIn) row.createdAt = step.at;
        const toStatus = story.checkinAnomaly
          ? STATUS.CheckinAnomaly
          : walkIn
            ? STATUS.CheckedInRandom
            : STATUS.CheckedInBooked;
        log({
          actionType: walkIn ? 'CheckinRandom' : 'CheckinBooked',
          dateTime: step.at,
          userID: actors.frontDeskUserID,
          fromStatus: walkIn ? null : row.statusCode,
          toStatus,
          notes: story.checkinAnomaly ? 'Appuntamento previsto per un altro giorno' : null,
        });
        row.statusCode = toStatus;
        row.version = (row.version ?? 1) + 1;
        const sentAt = smsAfter(index);
        const template = walkIn ? DEFAULT_SMS_TEXTS.randomCheckinWelcome : DEFAULT_SMS_TEXTS.welcome;
        log({ actionType: 'WelcomeSMS', dateTime: sentAt, smsText: sms('welcomeSms', template, sentAt) });
        lastAt = sentAt;
        break;
      }
      case 'accept': {
        row.acceptedBoxID = workshop.boxIDs[step.box]!;
        row.acceptedUserID = workshop.acceptorUserIDs[step.acceptor];
        row.acceptanceDateTime = step.at;
        acceptor = row.acceptedUserID;
        boxName = `Box ${step.box + 1}`;
        move('NextCustomer', step.at, STATUS.Accepted);
        break;
      }
      case 'jobStart':
        move('JobStart', step.at, STATUS.JobStarted, { jobStartDateTime: step.at });
        break;
      case 'jobEnd': {
        move('JobEnd', step.at, STATUS.JobEnded, { jobEndDateTime: step.at });
        const sentAt = smsAfter(index);
        row.jobEndSmsDateTime = sentAt;
        const smsText = sms('jobEndSms', DEFAULT_SMS_TEXTS.processingCompleted, sentAt, boxName);
        log({ actionType: 'JobEndSms', dateTime: sentAt, userID: acceptor, smsText });
        break;
      }
      case 'ready':
        move('ReadyToGo', step.at, STATUS.ReadyToGo);
        break;
      case 'payment':
        move('PaymentSuccessful', step.at, STATUS.Paid, { paymentDateTime: step.at });
        break;
      case 'checkout':
        row.surveyAnsweredDateTime = step.surveyAt;
        move('Checkout', step.at, STATUS.CheckedOut, { checkoutDateTime: step.at });
        log({ actionType: 'CustomerSurveyAnswered', dateTime: step.surveyAt });
        break;
      case 'reject': {
        const rejectReasonID = catalog.rejectReasonIDs.get(step.reason) ?? null;
        move(
          'JobRejected',
          step.at,
          STATUS.Rejected,
          { jobRejectDateTime: step.at, rejectReasonID },
          { rejectReasonID, notes: step.reason },
        );
        break;
      }
    }
  }

  if (story.returningCustomer && story.booking) {
    row.returningCustomerLastDate = new Date(story.booking.getTime() - 41 * DAY);
    row.returningCustomerReason = 'Tagliando';
  }
  row.updatedAt = lastAt;
  if (story.annotation) {
    log({
      actionType: 'Annotation',
      dateTime: new Date(lastAt.getTime() + MINUTE),
      userID: acceptor,
      notes: story.annotation,
    });
  }
  return { appointment: row, logs, messages, lastAt };
}

/** A pickup booking made by the customer from the tracking page: a child of the main visit. */
async function seedPickupBooking(
  tx: Transaction,
  workshop: DemoWorkshop,
  customer: DemoCustomer,
  mainAppointmentID: string,
  main: AppointmentRow,
  pickup: { at: Date; bookedAt: Date; expires: Date },
): Promise<void> {
  const { bookedAt } = pickup;
  const trackingCode = newTrackingCode();
  const [row] = await tx
    .insert(appointments)
    .values({
      workshopID: workshop.workshopID,
      mainAppointmentID,
      type: 'withdrawal',
      statusCode: STATUS.Withdrawal,
      licensePlate: main.licensePlate,
      name: main.name,
      mobile: main.mobile,
      email: main.email ?? null,
      vehicleBrandID: main.vehicleBrandID ?? null,
      vehicleModel: main.vehicleModel ?? null,
      description: 'Ritiro del veicolo',
      assignedQueueID: workshop.queueIDs.pickup,
      bookingDateTime: pickup.at,
      trackingCode,
      trackingCodeExpiresAt: pickup.expires,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    })
    .returning({ id: appointments.appointmentID });
  const smsText = fillPlaceholders(DEFAULT_SMS_TEXTS.vehicleCollectionConfirmation, {
    customer,
    workshop,
    trackingCode,
    boxName: '',
    date: pickup.at,
  });
  await tx.insert(appointmentLogs).values([
    {
      appointmentID: row!.id,
      workshopID: workshop.workshopID,
      actionType: 'BookedAppointmentCreated',
      dateTime: bookedAt,
      toStatus: STATUS.Withdrawal,
      notes: 'Prenotato dal cliente dalla pagina di ritiro',
    },
    {
      appointmentID: row!.id,
      workshopID: workshop.workshopID,
      actionType: 'ConfirmAppointment',
      dateTime: new Date(bookedAt.getTime() + MINUTE),
      smsText,
    },
  ]);
}

function fillPlaceholders(
  template: string,
  values: {
    customer: DemoCustomer;
    workshop: DemoWorkshop;
    trackingCode: string;
    boxName: string;
    date: Date;
  },
): string {
  const date = new Intl.DateTimeFormat('it-IT', {
    timeZone: values.workshop.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(values.date);
  return template
    .replaceAll('{name}', values.customer.name)
    .replaceAll('{plate}', values.customer.licensePlate)
    .replaceAll('{box}', values.boxName)
    .replaceAll('{workshop}', values.workshop.name)
    .replaceAll('{link}', `/tracking/${values.trackingCode}`)
    .replaceAll('{date}', date);
}
