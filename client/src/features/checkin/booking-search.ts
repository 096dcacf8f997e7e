/** What the booked list's search compares: the plate without spaces, and the name's words. */
export interface Searchable {
  licensePlate: string;
  name: string;
}

/**
 * Whether a booking matches what the desk typed: part of the plate (spaces and dashes ignored,
 * any case) or the start of any word of the name (so a surname finds "Mario Rossi").
 */
export function matchesBooking(booking: Searchable, typed: string): boolean {
  const query = typed.trim().toLowerCase();
  if (!query) return true;
  const compact = query.replace(/[\s-]/g, '');
  if (compact && booking.licensePlate.toLowerCase().replace(/[\s-]/g, '').includes(compact)) return true;
  const words = booking.name.toLowerCase().split(/\s+/);
  const name = booking.name.toLowerCase();
  return words.some((word) => word.startsWith(query)) || name.startsWith(query);
}

/** A plate as the server stores it (upper case, no spaces or dashes), for the returning-customer lookup. */
export function normalizePlate(plate: string): string {
  return plate.replace(/[\s-]/g, '').toUpperCase();
}
