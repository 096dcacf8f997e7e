import { describe, expect, it } from 'vitest';
import { toLanguage } from './languages.ts';

describe('toLanguage', () => {
  it('maps regional tags to the supported language', () => {
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('IT-it')).toBe('it');
  });

  it('falls back to Italian', () => {
    expect(toLanguage('de')).toBe('it');
    expect(toLanguage(undefined)).toBe('it');
    expect(toLanguage('')).toBe('it');
  });
});
