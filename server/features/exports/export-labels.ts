import type { ExportLanguage } from '../../../shared/statistics/exports.ts';

/**
 * Every word an exported file carries, in Italian and English: column headers, sheet names, the
 * PDF's titles. The same wording as the Statistics screen (client/src/features/statistics/i18n.*.ts).
 */
const it = {
  tables: {
    kpis: 'Indicatori',
    perQueue: 'Per coda',
    perAcceptor: 'Per accettatore',
    timing: 'Puntualità',
    workingDetails: 'Lavorazioni',
  },
  columns: {
    figure: 'Indicatore',
    value: 'Valore',
    queue: 'Coda',
    acceptor: 'Accettatore',
    checkins: 'Arrivi',
    served: 'Chiamati',
    averageWaitingMinutes: 'Attesa media (min)',
    averageJobMinutes: 'Lavorazione media (min)',
    timing: 'Arrivo',
    count: 'Numero',
    percentage: 'Percentuale (%)',
  },
  figures: {
    appointmentsCheckins: 'Arrivi su appuntamento',
    appointmentsRandom: 'Arrivi senza appuntamento',
    appointmentsNoShow: 'Appuntamenti mancati',
    averageWaitingMinutes: 'Attesa media (min)',
    averageAcceptanceMinutes: 'Accettazione media (min)',
    globalWaitingMinutes: 'Permanenza media (min)',
    checkedOutVehicles: 'Veicoli usciti',
    proactiveInfoPercentage: 'Informazione proattiva (%)',
    exitInterviewPercentage: 'Questionari compilati (%)',
    early: 'In anticipo',
    onTime: 'Puntuali',
    late: 'In ritardo',
    jobsStarted: 'Lavorazioni iniziate',
    jobsEnded: 'Lavorazioni concluse',
    refused: 'Rifiuti',
    averageJobMinutes: 'Lavorazione media (min)',
  },
  pdf: {
    title: 'Statistiche dell’officina',
    period: 'Dal {from} al {to}',
    entryType: 'Ingressi: {type}',
    entryTypes: { ALL: 'tutti', BOOKED: 'su appuntamento', WALK_IN: 'senza appuntamento' },
    arrivalsByQueue: 'Arrivi per coda',
    servedByAcceptor: 'Clienti chiamati per accettatore',
    timingChart: 'Puntualità degli arrivi su appuntamento',
    nothing: 'Nessun dato nel periodo.',
    generated: 'Creato il {when}',
    page: 'Pagina {page} di {pages}',
  },
};

const en: typeof it = {
  tables: {
    kpis: 'Figures',
    perQueue: 'By queue',
    perAcceptor: 'By acceptor',
    timing: 'Timing',
    workingDetails: 'Jobs',
  },
  columns: {
    figure: 'Figure',
    value: 'Value',
    queue: 'Queue',
    acceptor: 'Acceptor',
    checkins: 'Arrivals',
    served: 'Called',
    averageWaitingMinutes: 'Average wait (min)',
    averageJobMinutes: 'Average job (min)',
    timing: 'Arrival',
    count: 'Count',
    percentage: 'Share (%)',
  },
  figures: {
    appointmentsCheckins: 'Booked arrivals',
    appointmentsRandom: 'Walk-in arrivals',
    appointmentsNoShow: 'Missed appointments',
    averageWaitingMinutes: 'Average wait (min)',
    averageAcceptanceMinutes: 'Average acceptance (min)',
    globalWaitingMinutes: 'Average stay (min)',
    checkedOutVehicles: 'Vehicles out',
    proactiveInfoPercentage: 'Proactive information (%)',
    exitInterviewPercentage: 'Surveys answered (%)',
    early: 'Early',
    onTime: 'On time',
    late: 'Late',
    jobsStarted: 'Jobs started',
    jobsEnded: 'Jobs ended',
    refused: 'Refusals',
    averageJobMinutes: 'Average job (min)',
  },
  pdf: {
    title: 'Workshop statistics',
    period: 'From {from} to {to}',
    entryType: 'Entries: {type}',
    entryTypes: { ALL: 'all', BOOKED: 'booked', WALK_IN: 'walk-in' },
    arrivalsByQueue: 'Arrivals by queue',
    servedByAcceptor: 'Customers called by acceptor',
    timingChart: 'Timing of booked arrivals',
    nothing: 'No data in the period.',
    generated: 'Made on {when}',
    page: 'Page {page} of {pages}',
  },
};

export type ExportLabels = typeof it;
export const EXPORT_LABELS: Record<ExportLanguage, ExportLabels> = { it, en };

/** `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
