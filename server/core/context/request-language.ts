/** Languages Turno writes e-mails in; Italian when nothing better is known (spec §1). */
export type MailLanguage = 'it' | 'en';
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'it';

/**
 * The language a request asks for, from its `Accept-Language` header (the web client sends its
 * interface language there): the first of `it` and `en` by preference, else Italian. E-mails to a
 * user follow the user's preferred language instead; this one is for e-mails to no user (a
 * support request).
 */
export function requestLanguage(header: string | null | undefined): MailLanguage {
  return askedLanguage(header) ?? DEFAULT_MAIL_LANGUAGE;
}

/** The first of `it` and `en` the `Accept-Language` header asks for; null when it asks for neither. */
export function askedLanguage(header: string | null | undefined): MailLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && (entry.base === 'it' || entry.base === 'en'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.base as MailLanguage | undefined) ?? null;
}
