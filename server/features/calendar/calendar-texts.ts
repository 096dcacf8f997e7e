import type { MessageLanguage } from '../../../shared/configuration/constants.ts';

/** The words of Turno's calendar files and of their refusal page, in the reader's language. */
export interface CalendarTexts {
  pickupSummary(plate: string, workshop: string): string;
  pickupDescription(link: string): string;
  /** The staff feed's events: a booking or a pickup, in a queue, of a masked plate. */
  feedSummary(kind: 'booking' | 'pickup', plate: string, queue: string | null): string;
  feedName(name: string): string;
  noPickupTitle: string;
  noPickupBody: string;
  notFoundTitle: string;
  notFoundBody: string;
  tooManyTitle: string;
}

export const CALENDAR_TEXTS: Record<MessageLanguage, CalendarTexts> = {
  it: {
    pickupSummary: (plate, workshop) => `Ritiro auto ${plate} – ${workshop}`,
    pickupDescription: (link) => `Il ritiro della sua auto. Per spostarlo o annullarlo: ${link}`,
    feedSummary: (kind, plate, queue) =>
      `${kind === 'pickup' ? 'Ritiro' : 'Appuntamento'} ${plate}${queue ? ` · ${queue}` : ''}`,
    feedName: (name) => `Turno – ${name}`,
    noPickupTitle: 'Nessun ritiro da aggiungere al calendario',
    noPickupBody:
      'Questo ritiro è stato annullato o è già passato. Apra il link del suo SMS per prenotarne un altro.',
    notFoundTitle: 'Link non più valido',
    notFoundBody: 'Questo link del calendario non è valido o è scaduto.',
    tooManyTitle: 'Troppi tentativi: riprovi tra un minuto.',
  },
  en: {
    pickupSummary: (plate, workshop) => `Car pickup ${plate} – ${workshop}`,
    pickupDescription: (link) => `Picking up your car. To move or cancel it: ${link}`,
    feedSummary: (kind, plate, queue) =>
      `${kind === 'pickup' ? 'Pickup' : 'Appointment'} ${plate}${queue ? ` · ${queue}` : ''}`,
    feedName: (name) => `Turno – ${name}`,
    noPickupTitle: 'No pickup to add to your calendar',
    noPickupBody:
      'This pickup was cancelled or has already passed. Open the link in your SMS to book another.',
    notFoundTitle: 'Link no longer valid',
    notFoundBody: 'This calendar link is not valid or has expired.',
    tooManyTitle: 'Too many attempts: try again in a minute.',
  },
};
