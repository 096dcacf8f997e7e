import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { actionErrorCode } from './action-errors.ts';

const withCodes = (...codes: (string | undefined)[]) => ({
  graphQLErrors: codes.map((code) => new GraphQLError('refused', { extensions: code ? { code } : {} })),
});

describe('actionErrorCode', () => {
  it('reads the code of a refusal the screens explain', () => {
    expect(actionErrorCode(withCodes('QUEUE_EMPTY'))).toBe('QUEUE_EMPTY');
    expect(actionErrorCode(withCodes('BOX_BUSY'))).toBe('BOX_BUSY');
  });

  it('skips errors without a known code', () => {
    expect(actionErrorCode(withCodes(undefined, 'ALREADY_TAKEN'))).toBe('ALREADY_TAKEN');
    expect(actionErrorCode(withCodes('INTERNAL_SERVER_ERROR'))).toBeNull();
    expect(actionErrorCode({ graphQLErrors: [] })).toBeNull();
  });
});
