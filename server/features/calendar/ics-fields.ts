/**
 * An appointment's UID in every Turno calendar: its id at the installation's host. Stable for the
 * appointment's life, and distinct between installations.
 */
export function eventUid(appointmentID: string, publicUrl: string): string {
  let host = 'turno';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // A public URL that does not parse still gives a usable UID.
  }
  return `${appointmentID}@${host}`;
}

/** The workshop as a calendar LOCATION: its name, address and city, the ones given. */
export function workshopPlace(workshop: { name: string; address: string; city: string }): string {
  return [workshop.name, workshop.address, workshop.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
