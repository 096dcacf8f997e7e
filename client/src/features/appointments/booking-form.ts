import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import * as v from 'valibot';
import { appointmentInputSchema } from '../../../../shared/validation/appointments.ts';
import { messageKey } from '../../../../shared/validation/messages.ts';
import { isDay } from '../../workshop/date-ranges.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const booking = appointmentInputSchema.entries;

/**
 * The Agenda's booking form: the shared booking schema's own fields (plate, name, mobile, brand,
 * model, description), with the booking day (YYYY-MM-DD from the date picker, shown DD/MM/YYYY,
 * spec §9; empty while unfinished) and time (24-hour text) as the two inputs a person fills; they
 * become `bookingDateTime` in the workshop's zone on submit (the server checks it again). Not the
 * browser's time input, whose format follows the browser's locale (AM/PM) rather than the spec's.
 */
export const bookingFormSchema = v.object({
  licensePlate: booking.licensePlate,
  name: booking.name,
  mobile: booking.mobile,
  vehicleBrandID: booking.vehicleBrandID,
  vehicleModel: booking.vehicleModel,
  bookingDate: v.pipe(v.string(), v.check(isDay, messageKey('required'))),
  bookingTime: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKey('required'))),
  queueID: v.string(),
  description: booking.description,
});

export type BookingField = keyof typeof bookingFormSchema.entries;

/** The instant of a day and a time of day on the workshop's clock, as ISO text. */
export function bookingInstant(day: string, time: string, timeZone: string): string {
  return dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toISOString();
}

/** A server field error's place on this form (the date-time is shown under the date). */
export function formFieldOf(field: string): string {
  return field === 'bookingDateTime' ? 'bookingDate' : field;
}
