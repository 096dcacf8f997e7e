export const dateRangeIt = {
  openCalendar: 'Apri il calendario',
  previous: 'Mese precedente',
  next: 'Mese successivo',
};
