import type { AppointmentRow } from '../../core/graphql/models.ts';

// The columns an action changed, as they were, kept in its log line's `payload.before` so that an
// undo restores exactly them (lifecycle-service.ts), and the demo seed writes its lines the same way.

/** The named columns of a row, as they were (JSON-safe), for the log's `before`. */
export function snapshot(row: AppointmentRow, keys: readonly string[]): Record<string, unknown> {
  const record = row as unknown as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((key) => {
      const value = record[key];
      return [key, value instanceof Date ? { $date: value.toISOString() } : (value ?? null)];
    }),
  );
}

/** A log line's `before` as column values again, dates revived. */
export function reviveDates(before: Record<string, unknown>): Partial<AppointmentRow> {
  return Object.fromEntries(
    Object.entries(before).map(([key, value]) => [
      key,
      value && typeof value === 'object' && '$date' in value
        ? new Date(String((value as { $date: string }).$date))
        : value,
    ]),
  ) as Partial<AppointmentRow>;
}
