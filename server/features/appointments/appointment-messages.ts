import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import { sendableAt } from '../../../shared/messaging/quiet-hours.ts';
import type { Executor } from '../../core/db/client.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { renderTemplate } from '../messaging/templates.ts';
import type { workshopSettings } from './appointment-write-repository.ts';

type Settings = NonNullable<Awaited<ReturnType<typeof workshopSettings>>>;

/** SMS kinds the scheduled job sends (server/features/appointments/scheduled-sms.ts). */
export type ScheduledSmsKind = 'reminder' | 'withdrawReminder';

/** SMS kinds an appointment action or the schedule can send, each with the parameter text it uses. */
export type AppointmentSmsKind =
  | 'welcome'
  | 'randomCheckinWelcome'
  | 'confirmAppointment'
  | 'thankYou'
  | 'payOnline'
  | ScheduledSmsKind;

export interface SmsContext {
  settings: Settings;
  publicUrl: string;
  boxName?: string | null;
  now: Date;
  /** What {link} becomes instead of the tracking page (the exit-interview link). */
  link?: string;
}

/** The customer's tracking link, the one thing every customer SMS carries. */
export function trackingLink(
  publicUrl: string,
  appointment: Pick<AppointmentRow, 'trackingCode' | 'customerLanguage'>,
): string {
  return `${publicUrl}/tracking/${appointment.trackingCode}${languageQuery(appointment.customerLanguage)}`;
}

/**
 * The page where a customer types plate and code (or opens it with `?code=` from an SMS): the
 * monitor's QR code opens it, the link-by-SMS fills in the code.
 */
export function mobileTrackingLink(publicUrl: string, trackingCode?: string): string {
  return `${publicUrl}/mobile-tracking${trackingCode ? `?code=${trackingCode}` : ''}`;
}

/**
 * `?lng=…` for a customer whose language is known, so a page sent by SMS opens in it (the client
 * reads the parameter first); nothing otherwise, and the phone's own language decides.
 */
export function languageQuery(customerLanguage: string | null): string {
  return customerLanguage ? `?lng=${asMessageLanguage(customerLanguage)}` : '';
}

/** Fills an SMS text for an appointment with the workshop's values. */
export function renderSms(text: string, appointment: AppointmentRow, context: SmsContext): string {
  const zone = context.settings.workshop.timeZone;
  const booking = appointment.bookingDateTime ?? context.now;
  return renderTemplate(text, {
    name: appointment.name,
    plate: appointment.licensePlate,
    box: context.boxName ?? '',
    link: context.link ?? trackingLink(context.publicUrl, appointment),
    workshop: context.settings.workshop.name,
    date: booking.toLocaleDateString('it-IT', { timeZone: zone }),
    time: booking.toLocaleTimeString('it-IT', { timeZone: zone, hour: '2-digit', minute: '2-digit' }),
  });
}

/**
 * The workshop's job-end text (`processingCompleted`) filled in for a visit, for staff to read and
 * edit before sending it; '' when the workshop has none.
 */
export function jobEndSmsDraft(appointment: AppointmentRow, context: SmsContext): string {
  const template = context.settings.parameters?.processingCompleted ?? '';
  return template.trim() ? renderSms(template, appointment, context) : '';
}

/**
 * Whether the visit may be texted: it has a mobile, and its customer did not decline SMS at self
 * check-in (null, never asked, keeps the workshop's SMS; decision 0021).
 */
export function textable<T extends Pick<AppointmentRow, 'mobile' | 'smsConsent'>>(
  appointment: T,
): appointment is T & { mobile: string } {
  return Boolean(appointment.mobile) && appointment.smsConsent !== false;
}

/**
 * Queues one of the workshop's SMS texts for the customer, in the caller's transaction. Returns the
 * text sent, or null when there is nothing to send (no mobile or no consent, an empty text, or thanks
 * disabled).
 */
export async function queueAppointmentSms(
  db: Executor,
  kind: AppointmentSmsKind,
  appointment: AppointmentRow,
  context: SmsContext,
  delayMinutes = 0,
): Promise<string | null> {
  const parameters = context.settings.parameters;
  if (!textable(appointment) || !parameters) return null;
  if (kind === 'thankYou' && (parameters.thankYouSmsDisabled || !appointment.thanksSmsEnabled)) return null;
  const template = parameters[kind];
  if (!template.trim()) return null;
  const text = renderSms(template, appointment, context);
  // A delayed message is a scheduled one: by day, unless the workshop allows the night.
  // Anything else leaves now, by the clock the delivery reads (the database's).
  const scheduledAt =
    delayMinutes > 0
      ? sendableAt(
          new Date(context.now.getTime() + delayMinutes * 60_000),
          context.settings.workshop.timeZone,
          parameters.nightSmsAllowed,
        )
      : new Date();
  await enqueueSms(db, appointment, `${kind}Sms`, text, scheduledAt);
  return text;
}

/** Queues a text written by staff (the job-end SMS), to leave at once. */
export function sendCustomSms(db: Executor, appointment: AppointmentRow, kind: string, text: string) {
  return enqueueSms(db, appointment, kind, text, new Date());
}

async function enqueueSms(
  db: Executor,
  appointment: AppointmentRow,
  kind: string,
  text: string,
  scheduledAt: Date,
): Promise<void> {
  if (!textable(appointment)) return;
  await enqueueMessage(db, {
    channel: 'sms',
    kind,
    recipient: appointment.mobile,
    body: text,
    workshopID: appointment.workshopID,
    appointmentID: appointment.appointmentID,
    scheduledAt,
  });
}
