import { describe, expect, it } from 'vitest';
import { localeOf } from './languages.ts';
import { formatEuro } from './money.ts';

describe('localeOf', () => {
  it('maps any English or Italian tag to the locale of its language, anything else to Italian', () => {
    expect(localeOf('en-US')).toBe('en-GB');
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('it-CH')).toBe('it-IT');
    expect(localeOf('de')).toBe('it-IT');
    expect(localeOf(undefined)).toBe('it-IT');
  });
});

describe('formatEuro', () => {
  it('groups thousands in both languages, whatever the English region', () => {
    expect(formatEuro(1500, 'it')).toBe('1.500\u00a0€');
    expect(formatEuro(1500, 'en-US')).toBe('€1,500');
    expect(formatEuro(5000, 'en')).toBe('€5,000');
  });
});
