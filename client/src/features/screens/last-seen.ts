/**
 * "2 minutes ago", in the interface language: how long since a screen last reported. Under a
 * minute reads as "now"; then minutes, hours, days.
 */
export function lastSeenAgo(lastSeen: Date, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const minutes = Math.floor(Math.max(0, now.getTime() - lastSeen.getTime()) / 60_000);
  if (minutes < 1) return format.format(0, 'second');
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
