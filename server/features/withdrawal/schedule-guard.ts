import type { WeeklySlot } from './slot-calendar.ts';
import { instantOf, weekDayOf } from './slot-calendar.ts';

export interface SlotShortfall {
  /** The slot's index in the schedule as sent. */
  index: number;
  /** The day (YYYY-MM-DD, workshop time) with the most pickups in the slot. */
  day: string;
  booked: number;
  capacity: number;
}

/** The instant of each weekly slot on each day, keyed by the ISO instant. */
function slotInstants(slots: readonly WeeklySlot[], days: readonly string[], zone: string) {
  const byInstant = new Map<string, { index: number; day: string }>();
  for (const day of days) {
    const weekDay = weekDayOf(day);
    slots.forEach((slot, index) => {
      if (slot.day === weekDay) byInstant.set(instantOf(day, slot.start, zone).toISOString(), { index, day });
    });
  }
  return byInstant;
}

/** Every dated slot start of both schedules on these days: what an edit must lock. */
export function instantsToLock(
  schedules: readonly (readonly WeeklySlot[])[],
  days: readonly string[],
  zone: string,
): string[] {
  const all = new Set(schedules.flatMap((slots) => [...slotInstants(slots, days, zone).keys()]));
  return [...all].sort();
}

/**
 * Slots of a new schedule that would hold fewer places than the pickups already booked in them on
 * some day. Bookings at a time the new schedule no longer has are not counted: the staff schedule
 * lists them as unscheduled, and they keep their time.
 */
export function slotsBelowBooked(
  slots: readonly WeeklySlot[],
  bookedAt: readonly Date[],
  days: readonly string[],
  zone: string,
  workshopMaxSlots: number,
): SlotShortfall[] {
  const byInstant = slotInstants(slots, days, zone);
  const counts = new Map<string, number>();
  for (const at of bookedAt) counts.set(at.toISOString(), (counts.get(at.toISOString()) ?? 0) + 1);
  const worst = new Map<number, SlotShortfall>();
  for (const [instant, booked] of counts) {
    const hit = byInstant.get(instant);
    if (!hit) continue;
    const capacity = slots[hit.index]!.maxSlots ?? workshopMaxSlots;
    const seen = worst.get(hit.index);
    if (booked > capacity && (!seen || booked > seen.booked)) {
      worst.set(hit.index, { index: hit.index, day: hit.day, booked, capacity });
    }
  }
  return [...worst.values()].sort((a, b) => a.index - b.index);
}
