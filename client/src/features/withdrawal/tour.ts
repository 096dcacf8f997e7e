/** The guided tour is shown once per phone: dismissing or finishing it is remembered here. */
const KEY = 'turno.mobileTrackingTourDone';

export const TOUR_STEPS = 3;

export function tourDone(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

export function markTourDone(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Private mode: the tour may show again next time; nothing else depends on it.
  }
}
