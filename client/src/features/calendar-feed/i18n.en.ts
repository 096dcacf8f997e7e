/** English texts of the personal calendar screen (/Calendario). */
export const calendarFeedEn = {
  cardTitle: 'Your calendar link',
  intro:
    'Add your workshops’ bookings and pickups to the calendar on your phone or computer (Google Calendar, Outlook, Apple Calendar): create the link and paste it as a “calendar from URL” or “subscription”.',
  contents:
    'The calendar shows appointments from a week ago to two months ahead, with the queue and a partly hidden plate: no customer names or numbers. It refreshes about every 15 minutes.',
  none: 'You have no calendar link yet.',
  active: 'Link active, created on {{date}}.',
  lastFetched: 'Last read by a calendar: {{date}}.',
  neverFetched: 'No calendar has read it yet.',
  noRole: 'You hold no role in a workshop: there is no agenda to show.',
  create: 'Create the link',
  regenerate: 'Create a new link',
  revoke: 'Turn the link off',
  createError: 'The link could not be created. Try again.',
  revokeError: 'The link could not be turned off. Try again.',
  revoked: 'Link turned off.',
  createdTitle: 'Calendar link',
  secretWarning:
    'Copy the link now: you will not see it again. Anyone who has it sees your appointments: do not share it. If you lose it, create a new one.',
  secretLabel: 'Calendar link',
  copy: 'Copy the link',
  copied: 'Link copied.',
  copyError: 'Copy failed: select the text and copy it by hand.',
  done: 'I have copied the link',
  regenerateTitle: 'Create a new link?',
  regenerateMessage:
    'The current link stops working at once: calendars using it will not update until you give them the new one.',
  revokeTitle: 'Turn the link off?',
  revokeMessage: 'The link stops working at once and calendars using it will receive no more appointments.',
  cancel: 'Cancel',
};
