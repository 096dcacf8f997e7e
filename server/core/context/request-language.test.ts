import { describe, expect, it } from 'vitest';
import { askedLanguage, requestLanguage } from './request-language.ts';

describe('askedLanguage', () => {
  it('is null unless the header asks for Italian or English', () => {
    expect(askedLanguage(null)).toBeNull();
    expect(askedLanguage('de-DE,fr;q=0.8')).toBeNull();
    expect(askedLanguage('en;q=0')).toBeNull();
    expect(askedLanguage('de,en-GB;q=0.5')).toBe('en');
    expect(askedLanguage('it-IT')).toBe('it');
  });
});

describe('requestLanguage', () => {
  it('is Italian without a header or with no supported language', () => {
    expect(requestLanguage(null)).toBe('it');
    expect(requestLanguage('')).toBe('it');
    expect(requestLanguage('de-DE,fr;q=0.8')).toBe('it');
  });
  it('takes the preferred supported language', () => {
    expect(requestLanguage('en')).toBe('en');
    expect(requestLanguage('en-GB,en;q=0.9,it;q=0.8')).toBe('en');
    expect(requestLanguage('de,it;q=0.5,en;q=0.4')).toBe('it');
    expect(requestLanguage('it;q=0.2, en-US;q=0.7')).toBe('en');
    expect(requestLanguage('en;q=0, it')).toBe('it');
  });
});
