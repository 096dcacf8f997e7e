/** What the board (monitor-board.tsx) knows of its monitor. */
export interface BoardMonitor {
  monitorID: string;
  name: string;
  workshopID: string;
  workshopName: string;
  timeZone: string;
  /** What the QR code opens: the page where a customer follows their vehicle. */
  trackingEntryUrl: string;
}

/** Whether a value read back from storage is a whole BoardMonitor (offline-start.ts). */
export function isBoardMonitor(value: unknown): value is BoardMonitor {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['monitorID', 'name', 'workshopID', 'workshopName', 'timeZone', 'trackingEntryUrl'].every(
    (field) => typeof fields[field] === 'string',
  );
}
