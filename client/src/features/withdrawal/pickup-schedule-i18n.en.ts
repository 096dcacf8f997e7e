import type { pickupScheduleIt } from './pickup-schedule-i18n.it.ts';

/** English texts of the staff pickup schedule (`/Agenda-ritiri`). */
export const pickupScheduleEn: typeof pickupScheduleIt = {
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'From today',
  scheduleTitle: 'Pickups from {{from}} to {{to}}',
  loadError: 'The pickup schedule could not be loaded. Please try again.',
  retry: 'Try again',
  noSlotsDay: 'No pickup slots on this day.',
  emptySlot: 'No pickups booked',
  slotCount: '{{booked}} of {{capacity}} booked',
  full: 'Full',
  unscheduled: 'Outside the slots (the time is no longer a slot)',
  editorTitle: 'Weekly pickup slots',
  editorIntro:
    'Customers book their pickup in these slots, up to 14 days ahead. Empty places = {{count}}, the workshop’s value.',
  editorEmpty: 'No slots: customers cannot book a pickup.',
  day: 'Day',
  start: 'From',
  end: 'To',
  maxSlots: 'Places',
  lineLabel: 'Slot {{number}}',
  remove: 'Remove',
  removeLabel: 'Remove the slot {{day}} {{start}}',
  add: 'Add slot',
  save: 'Save slots',
  undo: 'Undo changes',
  saved: 'Pickup slots saved.',
  saveError: 'The slots were not saved: correct the marked fields.',
  removeTitle: 'Remove slots?',
  removeMessage_one:
    'You are removing {{count}} slot. Pickups already booked in it keep their time and show as “outside the slots”.',
  removeMessage_other:
    'You are removing {{count}} slots. Pickups already booked in them keep their time and show as “outside the slots”.',
  removeConfirm: 'Save anyway',
  cancel: 'Cancel',
};
