import { pickupCalendarUrl } from '../../../shared/calendar/calendar-paths.ts';
import type { MessageLanguage } from '../../../shared/configuration/constants.ts';
import { asMessageLanguage } from '../../../shared/messaging/message-language.ts';
import type { Executor } from '../../core/db/client.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { renderSms, sendCustomSms, textable } from '../appointments/appointment-messages.ts';
import { workshopSettings } from '../appointments/appointment-write-repository.ts';

/** What happened to the pickup: each has its own outbox kind so the history tells them apart. */
export type PickupSmsEvent = 'booked' | 'moved' | 'cancelled';

const KINDS: Record<PickupSmsEvent, string> = {
  booked: 'pickupConfirmationSms',
  moved: 'pickupChangedSms',
  cancelled: 'pickupCancelledSms',
};

/**
 * The workshop has no parameter text for a cancelled pickup (spec §3 lists only the confirmation),
 * so this one is fixed, in Italian like the workshop's own texts.
 */
const CANCELLED_TEXT =
  '{workshop}: il ritiro della sua auto {plate} del {date} alle {time} è annullato. Può prenotarne un altro da qui: {link}';

/** The word before the pickup's calendar link (docs/calendar.md), in the customer's language. */
const CALENDAR_LABEL: Record<MessageLanguage, string> = { it: 'Calendario', en: 'Calendar' };

/**
 * Queues the customer's pickup SMS in the booking's transaction, so it is sent only if the booking
 * commits. A booking or a move confirms with the workshop's vehicle-collection text; an empty text
 * sends nothing (the workshop turned it off). The link is the main visit's tracking page, where the
 * pickup can be changed. A booking or a move also ends with the short link of the pickup's calendar
 * file (`/cal/<code>.ics`, no language query: the file reads the customer's language from the
 * visit). Returns the text queued, or null.
 */
export async function queuePickupSms(
  tx: Executor,
  event: PickupSmsEvent,
  main: AppointmentRow,
  pickup: AppointmentRow,
  context: { publicUrl: string; now: Date },
): Promise<string | null> {
  if (!textable(main)) return null;
  const settings = await workshopSettings(tx, main.workshopID);
  if (!settings?.parameters) return null;
  const template = event === 'cancelled' ? CANCELLED_TEXT : settings.parameters.vehicleCollectionConfirmation;
  if (!template.trim()) return null;
  // The main visit names the customer and carries the link; the pickup gives the date and time.
  const rendered = renderSms(
    template,
    { ...main, bookingDateTime: pickup.bookingDateTime },
    { settings, ...context },
  );
  const text =
    event === 'cancelled'
      ? rendered
      : `${rendered}\n${CALENDAR_LABEL[asMessageLanguage(main.customerLanguage)]}: ${pickupCalendarUrl(context.publicUrl, main.trackingCode)}`;
  await sendCustomSms(tx, main, KINDS[event], text);
  return text;
}
