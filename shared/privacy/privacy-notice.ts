/**
 * The privacy notice a customer reads where they give their data (the totem's walk-in form, the
 * survey page): the workshop's own text when it wrote one, otherwise this installation default
 * naming the workshop as controller (docs/privacy.md, decision 0021). One home for the server,
 * which sends the text, and the parameters screen, which shows the default as a placeholder.
 */

export type NoticeLanguage = 'it' | 'en';

/** Longest notice a workshop may write: a few paragraphs, readable on a kiosk without paging. */
export const PRIVACY_NOTICE_MAX = 4000;

export interface NoticeFacts {
  workshopName: string;
  /** Street, zip code and city, as the workshop's record has them; may be empty. */
  address: string;
  retentionMonths: number;
  contactEmail: string | null;
  contactTelephone: string | null;
}

function contact(facts: NoticeFacts, language: NoticeLanguage): string {
  const ways = [facts.contactEmail, facts.contactTelephone].filter(Boolean).join(', ');
  if (ways) return ways;
  return language === 'it' ? 'la reception dell’officina' : 'the workshop’s front desk';
}

/** The installation's default notice for a workshop, in one language. */
export function defaultPrivacyNotice(facts: NoticeFacts, language: NoticeLanguage): string {
  const where = facts.address.trim() ? ` (${facts.address.trim()})` : '';
  const months = facts.retentionMonths;
  if (language === 'it') {
    return [
      `Titolare del trattamento è ${facts.workshopName}${where}.`,
      'Usiamo nome, cellulare, targa e descrizione del lavoro per gestire la coda e la tua visita in officina. Se lo accetti, ti mandiamo SMS su questa visita (turno, veicolo pronto, ritiro, questionario); senza il tuo consenso non ne riceverai.',
      `Conserviamo i dati per ${months} mesi dalla fine della visita, poi li cancelliamo. Non li cediamo a terzi se non ai fornitori che inviano gli SMS per nostro conto.`,
      `Puoi chiedere di vedere, correggere o cancellare i tuoi dati, o revocare il consenso agli SMS, scrivendo o chiedendo a: ${contact(facts, language)}. Puoi anche rivolgerti al Garante per la protezione dei dati personali.`,
    ].join('\n\n');
  }
  return [
    `The controller of your data is ${facts.workshopName}${where}.`,
    'We use your name, mobile, plate and job description to manage the queue and your visit to the workshop. If you agree, we send you SMS about this visit (your turn, vehicle ready, pickup, survey); without your consent you will get none.',
    `We keep the data for ${months} months after the visit ends, then erase it. We share it with no one but the providers that send the SMS for us.`,
    `You may ask to see, correct or erase your data, or withdraw your SMS consent, by writing to or asking: ${contact(facts, language)}. You may also complain to the Italian data protection authority (Garante per la protezione dei dati personali).`,
  ].join('\n\n');
}

/** The notice customers read: the workshop's own text, or the default when it has none. */
export function privacyNoticeText(own: string, facts: NoticeFacts, language: NoticeLanguage): string {
  return own.trim() ? own.trim() : defaultPrivacyNotice(facts, language);
}
