/** Languages Turno writes e-mails in; Italian when nothing better is known (spec §1). */
export type MailLanguage = 'it' | 'en';
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'it';

/**
 * The language a request asks for, from its `Accept-Language` header (the web client sends its
 * interface language there): the first of `it` and `en` by preference, else Italian. Users carry
 * no language of their own, so the e-mails a request causes are written in this one.
 */
export function requestLanguage(header: string | null | undefined): MailLanguage {
  if (!header) return DEFAULT_MAIL_LANGUAGE;
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
  return (ranked[0]?.base as MailLanguage | undefined) ?? DEFAULT_MAIL_LANGUAGE;
}
