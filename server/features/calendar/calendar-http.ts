import type { IncomingMessage, ServerResponse } from 'node:http';
import { create as contentDisposition } from 'content-disposition';

export interface CalendarReply {
  ics: string;
  /** Set for a download (the pickup's file); a subscribed feed is read in place. */
  fileName?: string;
  cacheControl: string;
  etag?: string;
  lastModified?: Date;
}

/** Answers with a calendar text (or its headers alone, for HEAD). */
export function sendCalendar(req: IncomingMessage, res: ServerResponse, reply: CalendarReply): void {
  const body = Buffer.from(reply.ics, 'utf8');
  res.writeHead(200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-length': body.length,
    'cache-control': reply.cacheControl,
    ...(reply.fileName ? { 'content-disposition': contentDisposition(reply.fileName) } : {}),
    ...(reply.etag ? { etag: reply.etag } : {}),
    ...(reply.lastModified ? { 'last-modified': reply.lastModified.toUTCString() } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A short page in place of a calendar: a person who taps the link reads why there is no event,
 * and a calendar server sees the status. Its words are Turno's own (no value from the request).
 */
export function sendCalendarRefusal(
  res: ServerResponse,
  status: number,
  language: string,
  title: string,
  body = '',
  headers: Record<string, string> = {},
): void {
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${title}</title></head><body><main><h1>${title}</h1>${body ? `<p>${body}</p>` : ''}</main></body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(html);
}

/** Calendar routes are read, never written to. */
export function isReadMethod(req: IncomingMessage): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}
