import { describe, expect, it } from 'vitest';
import { phoneDigitForms, toE164 } from './phone.ts';

describe('phone numbers in E.164', () => {
  it.each([
    ['333 123 4567', '+393331234567'],
    ['+39 333 1234567', '+393331234567'],
    ['0039 333-123-4567', '+393331234567'],
    ['+44 7400 123456', '+447400123456'],
  ])('reads %s as %s with Italy as the default region', (raw, e164) => {
    expect(toE164(raw, 'IT')).toBe(e164);
  });

  it.each(['12345', 'not a number', '', '+39 333'])('refuses %j', (raw) => {
    expect(toE164(raw, 'IT')).toBeNull();
  });
});

describe('phoneDigitForms', () => {
  it('gives the international and national digits of a valid number, null otherwise', () => {
    expect(phoneDigitForms('333 123 4567', 'IT')).toEqual(['393331234567', '3331234567']);
    expect(phoneDigitForms('+44 7400 123456', 'IT')).toEqual(['447400123456', '7400123456']);
    expect(phoneDigitForms('12', 'IT')).toBeNull();
  });
});
