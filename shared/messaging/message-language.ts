import {
  DEFAULT_MESSAGE_LANGUAGE,
  MESSAGE_LANGUAGES,
  type MessageLanguage,
} from '../configuration/constants.ts';

/** A stored language (a user's, a customer's) as one Turno writes in; Italian when unknown. */
export function asMessageLanguage(value: string | null | undefined): MessageLanguage {
  return (MESSAGE_LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as MessageLanguage)
    : DEFAULT_MESSAGE_LANGUAGE;
}

/** Whether a value is one of the languages Turno writes in (a hostile input's check). */
export function isMessageLanguage(value: unknown): value is MessageLanguage {
  return typeof value === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(value);
}
