import { describe, expect, it } from 'vitest';
import { inRequestScope } from '../logger/request-scope.ts';
import { maskedError } from './errors.ts';

describe('maskedError', () => {
  it('names the request it happened in, so a person can quote it and the log be searched for it', () => {
    const error = inRequestScope('1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d', () => maskedError());
    expect(error.message).toBe('Unexpected error.');
    expect(error.extensions).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      requestId: '1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d',
    });
  });

  it('has no id outside a request (a subscription’s event, a job)', () => {
    expect(maskedError().extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
