import type { MessageLanguage } from '../../../shared/configuration/constants.ts';
import type { AlertType } from './alert-conditions.ts';

/** Staff SMS and e-mails are written in each recipient's preferred language. */
export type StaffLanguage = MessageLanguage;

type Details = Record<string, string | number>;

// The SMS and e-mail texts of the staff alerts, Italian first. The in-app toast has its own copy
// in the client's messages, built from the same alert type and details.
const TEXTS: Record<StaffLanguage, Record<AlertType, (d: Details) => string>> = {
  it: {
    criticalThreshold: (d) => `Turno ${d.workshop}: il veicolo ${d.plate} attende da ${d.minutes} minuti.`,
    globalWaitingTime: (d) =>
      `Turno ${d.workshop}: attesa media di ${d.minutes} minuti per ${d.waiting} clienti in coda.`,
    acceptorInactivity: (d) =>
      `Turno ${d.workshop}: ${d.acceptor} al box ${d.box} non chiama clienti da ${d.minutes} minuti.`,
    screenOffline: (d) =>
      `Turno ${d.workshop}: lo schermo ${d.screen} (${d.kind}) non risponde da ${d.minutes} minuti.`,
  },
  en: {
    criticalThreshold: (d) =>
      `Turno ${d.workshop}: vehicle ${d.plate} has been waiting ${d.minutes} minutes.`,
    globalWaitingTime: (d) =>
      `Turno ${d.workshop}: average wait of ${d.minutes} minutes for ${d.waiting} customers in queue.`,
    acceptorInactivity: (d) =>
      `Turno ${d.workshop}: ${d.acceptor} at box ${d.box} has called no customer for ${d.minutes} minutes.`,
    screenOffline: (d) =>
      `Turno ${d.workshop}: screen ${d.screen} (${d.kind}) has not answered for ${d.minutes} minutes.`,
  },
};

const SUBJECTS: Record<StaffLanguage, Record<AlertType, string>> = {
  it: {
    criticalThreshold: 'Avviso: soglia critica superata',
    globalWaitingTime: 'Avviso: tempo di attesa globale',
    acceptorInactivity: 'Avviso: accettatore inattivo',
    screenOffline: 'Avviso: schermo non raggiungibile',
  },
  en: {
    criticalThreshold: 'Alert: critical threshold passed',
    globalWaitingTime: 'Alert: global waiting time',
    acceptorInactivity: 'Alert: acceptor inactive',
    screenOffline: 'Alert: screen unreachable',
  },
};

export function alertText(language: StaffLanguage, type: AlertType, details: Details): string {
  return TEXTS[language][type](details);
}

export function alertSubject(language: StaffLanguage, type: AlertType): string {
  return SUBJECTS[language][type];
}
