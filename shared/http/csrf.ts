/**
 * Header every GraphQL request from Turno's own pages carries. The server refuses a form, multipart
 * or plain-text POST (and a GET) without it: a cross-site page can send those without a CORS
 * preflight, but cannot add a custom header, so a signed-in browser cannot be made to run a
 * mutation by another site (docs/security.md). yoga's CSRF prevention plugin knows this name.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
