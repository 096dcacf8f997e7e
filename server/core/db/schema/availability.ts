import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, time, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { workshops } from './workshops.ts';

// One weekday list for the database check and the forms.
export { WEEK_DAYS, type WeekDay } from '../../../../shared/validation/withdrawal.ts';

import { WEEK_DAYS } from '../../../../shared/validation/withdrawal.ts';

/**
 * A weekly pickup (withdrawal) booking slot. Start and end are wall-clock times in the workshop's
 * time zone, so a slot stays at 08:00 across daylight-saving changes.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    availabilitySlotID: id(),
    workshopID: uuid()
      .notNull()
      .references(() => workshops.workshopID, { onDelete: 'cascade' }),
    day: text({ enum: WEEK_DAYS }).notNull(),
    start: time().notNull(),
    end: time().notNull(),
    /** Capacity of this slot; null uses the workshop's `maxSlots`. */
    maxSlots: integer(),
  },
  (t) => [
    unique('availability_slots_workshop_day_start_unique').on(t.workshopID, t.day, t.start),
    check(
      'availability_slots_day_check',
      sql`${t.day} in (${sql.raw(WEEK_DAYS.map((d) => `'${d}'`).join(', '))})`,
    ),
    check('availability_slots_range_check', sql`${t.end} > ${t.start}`),
  ],
);
