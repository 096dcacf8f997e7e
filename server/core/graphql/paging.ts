import { badInput } from './errors.ts';
import { isId } from './ids.ts';

/** Default and largest page of the admin lists. */
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 200;

/** `first` (or `last`, named by `argument`) bounded to 1..MAX_PAGE. */
export function pageSize(first: number | null | undefined, argument = 'first'): number {
  if (first === null || first === undefined) return DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1) throw badInput(`${argument} must be at least 1.`, argument);
  return Math.min(first, MAX_PAGE);
}

/**
 * A keyset cursor: the order it belongs to, the sort value of the last row and its id. Opaque to
 * clients (base64url JSON).
 */
export interface KeysetCursor {
  o: string;
  v: string;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** The cursor of `after` (or `before`), or BAD_USER_INPUT when it is not one of this order's. */
export function decodeCursor(after: string, order: string, argument = 'after'): KeysetCursor {
  let content: Partial<KeysetCursor> | null = null;
  try {
    content = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as Partial<KeysetCursor>;
  } catch {
    content = null;
  }
  if (
    !content ||
    typeof content.v !== 'string' ||
    typeof content.id !== 'string' ||
    content.o !== order ||
    !isId(content.id)
  ) {
    throw badInput('The cursor is not valid.', argument);
  }
  return content as KeysetCursor;
}

/** A connection from one page of rows fetched with one extra row (to know about the next page). */
export function toConnection<T>(
  rows: T[],
  size: number,
  totalCount: number,
  hasPrevious: boolean,
  cursorOf: (row: T) => string,
) {
  return connection(rows.slice(0, size), totalCount, rows.length > size, hasPrevious, cursorOf);
}

/**
 * The same for a page fetched backwards (`last`, `before`): `rows` come nearest-to-the-cursor first,
 * with one extra row telling whether there is a page before this one.
 */
export function toBackwardConnection<T>(
  rows: T[],
  size: number,
  totalCount: number,
  hasNext: boolean,
  cursorOf: (row: T) => string,
) {
  return connection(rows.slice(0, size).reverse(), totalCount, hasNext, rows.length > size, cursorOf);
}

function connection<T>(
  page: T[],
  totalCount: number,
  hasNextPage: boolean,
  hasPreviousPage: boolean,
  cursorOf: (row: T) => string,
) {
  const edges = page.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    nodes: page,
    totalCount,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
