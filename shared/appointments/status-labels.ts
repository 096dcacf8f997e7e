import type { AppointmentStatusName } from './appointment-status.ts';

/**
 * A visit's status in words, in Italian and English: one home for the screens (badges, the log's
 * status column) and the files the server writes (the staff lists' exports).
 */
const it: Record<AppointmentStatusName, string> = {
  Unknown: 'Sconosciuto',
  BookedNotArrived: 'Prenotato, non arrivato',
  CheckedInBooked: 'Arrivato con appuntamento',
  CheckedInRandom: 'Arrivato senza appuntamento',
  Accepted: 'Chiamato nel box',
  AcceptedAnomaly: 'Chiamato nel box (anomalia)',
  JobStarted: 'In lavorazione',
  JobEnded: 'Lavorazione completata',
  ReadyToGo: 'Pronto per l’uscita',
  Paid: 'Pagato',
  Rejected: 'Rifiutato',
  CheckedOut: 'Uscito',
  Withdrawal: 'Ritiro',
  CheckinAnomaly: 'Anomalia di check-in',
};

const en: Record<AppointmentStatusName, string> = {
  Unknown: 'Unknown',
  BookedNotArrived: 'Booked, not arrived',
  CheckedInBooked: 'Arrived with a booking',
  CheckedInRandom: 'Walk-in arrived',
  Accepted: 'Called into the box',
  AcceptedAnomaly: 'Called into the box (anomaly)',
  JobStarted: 'In progress',
  JobEnded: 'Job done',
  ReadyToGo: 'Ready to exit',
  Paid: 'Paid',
  Rejected: 'Refused',
  CheckedOut: 'Left',
  Withdrawal: 'Pickup',
  CheckinAnomaly: 'Check-in anomaly',
};

export const STATUS_LABELS = { it, en } as const;
