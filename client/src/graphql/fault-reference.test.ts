import { describe, expect, it } from 'vitest';
import { faultReferenceOf, recentFaultReference, recordFault } from './fault-reference.ts';

const fault = (extensions: Record<string, unknown>) => ({
  graphQLErrors: [{ message: 'Unexpected error.', extensions }] as never,
});

describe('fault references', () => {
  it('takes the first eight characters of an unexpected error’s request id', () => {
    expect(
      faultReferenceOf(
        fault({ code: 'INTERNAL_SERVER_ERROR', requestId: '1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d' }),
      ),
    ).toBe('1a2b3c4d');
  });

  it('has none for refusals or errors without an id', () => {
    expect(faultReferenceOf(fault({ code: 'FORBIDDEN', requestId: '1a2b3c4d-x' }))).toBeNull();
    expect(faultReferenceOf(fault({ code: 'INTERNAL_SERVER_ERROR' }))).toBeNull();
  });

  it('offers the last one to the crash page for two minutes', () => {
    recordFault(fault({ code: 'INTERNAL_SERVER_ERROR', requestId: 'deadbeef-0000' }), 1_000);
    expect(recentFaultReference(1_000 + 60_000)).toBe('deadbeef');
    expect(recentFaultReference(1_000 + 121_000)).toBeNull();
  });
});
