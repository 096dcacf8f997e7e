import type { workshopParameters } from '../../core/db/schema/index.ts';

// Extract keeps the list honest: a name that is not a column of workshop_parameters drops out.
type SmsTextColumns = Extract<
  keyof typeof workshopParameters.$inferInsert,
  | 'processingCompleted'
  | 'welcome'
  | 'thankYou'
  | 'completedCustomerSurvey'
  | 'onRequestCustomerSurvey'
  | 'payOnline'
  | 'reminder'
  | 'confirmAppointment'
  | 'withdrawReminder'
  | 'randomCheckinWelcome'
  | 'vehicleCollectionConfirmation'
  | 'automaticSurveyText'
>;

/**
 * Italian SMS texts a new workshop starts from (the demo uses them too). Placeholders, filled in
 * when the message is written: {name} {plate} {box} {link} {workshop} {date} {time}.
 */
export const DEFAULT_SMS_TEXTS: Readonly<Record<SmsTextColumns, string>> = {
  processingCompleted:
    'Gentile {name}, il lavoro sulla sua auto {plate} è terminato: la aspettiamo al {box}. Dettagli: {link}',
  welcome: 'Benvenuto da {workshop}, {name}! Segua la sua posizione in coda qui: {link}',
  thankYou: 'Grazie per aver scelto {workshop}, {name}. A presto!',
  completedCustomerSurvey: 'Grazie {name}, la sua opinione ci aiuta a migliorare.',
  onRequestCustomerSurvey: 'Gentile {name}, ci dedica un minuto? Valuti il servizio ricevuto: {link}',
  payOnline: 'Gentile {name}, può pagare online il lavoro sulla sua auto {plate} qui: {link}',
  reminder: 'Promemoria: appuntamento per {plate} il {date} alle {time} presso {workshop}. Info: {link}',
  confirmAppointment: "Confermiamo l'appuntamento per {plate} il {date} presso {workshop}.",
  withdrawReminder: 'Promemoria: ritiro della sua auto {plate} il {date} alle {time} presso {workshop}.',
  randomCheckinWelcome: 'Benvenuto {name}! La sua auto {plate} è in coda. Segua l’attesa qui: {link}',
  vehicleCollectionConfirmation:
    'Confermiamo il ritiro della sua auto {plate} il {date}. La aspettiamo da {workshop}.',
  automaticSurveyText: "Gentile {name}, com'è andata oggi? Risponda a 5 brevi domande: {link}",
};
