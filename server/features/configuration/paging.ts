import { AppError } from '../../graphql/errors.ts';
import { isId } from '../../graphql/ids.ts';

/** Default and largest page of the admin lists. */
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 200;

/** `first` bounded to 1..MAX_PAGE. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1)
    throw new AppError('BAD_USER_INPUT', 'first must be at least 1.');
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

/** The cursor of `after`, or BAD_USER_INPUT when it is not one of this order's. */
export function decodeCursor(after: string, order: string): KeysetCursor {
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
    throw new AppError('BAD_USER_INPUT', 'The cursor is not valid.', { argument: 'after' });
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
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    nodes: page,
    totalCount,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: hasPrevious,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
