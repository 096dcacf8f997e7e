export const calendarIt = {
  openCalendar: 'Apri il calendario',
  previous: 'Mese precedente',
  next: 'Mese successivo',
};
