/**
 * Unattended screens (issue 17, docs/operations.md "Unattended screens"): monitors and totems
 * report a heartbeat; one that has been silent for the workshop's `screenOfflineAlertMinutes`
 * counts as offline. The server's list, its minute job and its metrics read the same rule.
 */

export const SCREEN_KINDS = ['monitor', 'totem'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];

export type ScreenState = 'online' | 'offline';

/** How often a screen reports (and once at start). */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/** Writes closer together than this are answered but not stored: a reloading screen cannot flood the table. */
export const HEARTBEAT_MIN_GAP_SECONDS = 20;

/** The workshop parameter's default; 0 switches the offline alert off. */
export const DEFAULT_SCREEN_OFFLINE_MINUTES = 5;

/**
 * The silence after which a screen counts as offline. A workshop that switched the alert off (0)
 * still sees its screens' state, by the default silence.
 */
export function offlineAfterMinutes(parameter: number): number {
  return parameter > 0 ? parameter : DEFAULT_SCREEN_OFFLINE_MINUTES;
}

/** Online when the last heartbeat is less than `minutes` old at `now`. */
export function screenState(lastSeenAt: Date, now: Date, minutes: number): ScreenState {
  return now.getTime() - lastSeenAt.getTime() < minutes * 60_000 ? 'online' : 'offline';
}
