import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** ISO 8601 date-times in and out; a Date or an ISO string from a resolver serialises the same. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    return parseIso(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return parseIso(ast.value);
  },
});

const EARLIEST = new Date('1900-01-01T00:00:00Z');
const LATEST = new Date('2999-12-31T23:59:59.999Z');

function parseIso(value: unknown): Date {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    throw new GraphQLError('DateTime must be an ISO 8601 string', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime is not a valid date', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  // Far enough for any visit or report; the day after 9999-12-31, which a day's bounds reach, is a
  // date neither ISO's four-digit years nor the database queries accept.
  if (date < EARLIEST || date > LATEST) {
    throw new GraphQLError('DateTime must be between the years 1900 and 2999', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date;
}

/**
 * A file of a multipart request. graphql-yoga puts the uploaded file in the variable; a value the
 * caller wrote in JSON instead (a string, an object) is no file and is refused as their input.
 */
export const FileScalar = new GraphQLScalarType<File, never>({
  name: 'File',
  serialize() {
    throw new GraphQLError('File is an input only');
  },
  parseValue(value) {
    // Duck-typed: the multipart parser's File need not be this realm's (whatwg-node ponyfills it).
    if (typeof (value as File | null)?.arrayBuffer === 'function') return value as File;
    throw new GraphQLError('File must be a file sent in a multipart request', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  },
  parseLiteral() {
    throw new GraphQLError('File must be a file sent in a multipart request', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  },
});
