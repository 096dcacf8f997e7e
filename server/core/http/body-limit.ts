import type { IncomingMessage } from 'node:http';

/**
 * Largest request body the GraphQL endpoint reads: a JSON mutation carrying a 512 KB logo as a
 * data URL (about 700 KB), or a multipart request with its 1 MiB file, fits with room to spare.
 * yoga reads a body whole before it parses it, so anything larger is refused unread.
 */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;

export interface BodyRefusal {
  status: 411 | 413;
  code: 'LENGTH_REQUIRED' | 'REQUEST_ENTITY_TOO_LARGE';
  message: string;
}

/**
 * Why a POST's body is refused before a byte of it is read, or null. The length must be declared:
 * browsers and GraphQL clients always send Content-Length for a query or a form, and a chunked
 * body of unknown length could not be refused until it had been read.
 */
export function bodyRefusal(req: IncomingMessage, limit = MAX_BODY_BYTES): BodyRefusal | null {
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    if (req.headers['transfer-encoding'] === undefined) return null; // no body at all
    return {
      status: 411,
      code: 'LENGTH_REQUIRED',
      message: 'A request body must declare its Content-Length.',
    };
  }
  if (Number(declared) > limit) {
    return {
      status: 413,
      code: 'REQUEST_ENTITY_TOO_LARGE',
      message: `A request body may be at most ${limit} bytes.`,
    };
  }
  return null;
}
