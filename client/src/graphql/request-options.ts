import { CSRF_HEADER } from '../../../shared/http/csrf.ts';

/**
 * What every request carries: the refresh cookie, the CSRF header, and the interface language as
 * Accept-Language (e-mails and SMS a request causes are written in it). An operation sent later on
 * behalf of a customer (the offline totem's walk-ins) passes the language they used. Its own file:
 * a screen that needs it does not pull the client's exchanges into its chunk.
 */
export function requestFetchOptions(language = document.documentElement.lang || 'it'): RequestInit {
  return { credentials: 'include', headers: { [CSRF_HEADER]: '1', 'Accept-Language': language } };
}
