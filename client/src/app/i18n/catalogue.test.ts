import { describe, expect, it as test } from 'vitest';
import { STAFF_ROUTES } from '../../../../shared/auth/routes.ts';
import { VALIDATION_MESSAGES } from '../../../../shared/validation/messages.ts';
import { AREA_TEXTS } from './catalogues.ts';
import { en } from './en.ts';
import { it } from './it.ts';
import { publicEn } from './public-en.ts';
import { publicIt } from './public-it.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childPath, text] of flatten(value, path)) entries.set(childPath, text);
  }
  return entries;
}

const italian = flatten(it);
const english = flatten(en);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('catalogues', () => {
  test('Italian and English have exactly the same keys', () => {
    expect([...english.keys()].sort()).toEqual([...italian.keys()].sort());
  });

  test('no text is empty', () => {
    for (const [key, text] of [...italian, ...english]) expect(text.trim(), key).not.toBe('');
  });

  test('both languages interpolate the same values', () => {
    for (const [key, text] of italian)
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  test('every shared validation message has a translation', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES))
      expect(italian.has(`validation.${key}`), key).toBe(true);
  });

  test('every staff route has a sidebar title', () => {
    for (const route of STAFF_ROUTES) expect(italian.has(`nav.${route.key}`), route.key).toBe(true);
  });

  test('the spec texts are there (spec §2, §8)', () => {
    expect(english.get('common.loading')).toBe('Loading...');
    expect(italian.get('common.loading')).toBe('Caricamento...');
    expect(english.get('auth.sessionEnded')).toBe('Session ended. Please log in again.');
    expect(english.get('auth.signIn.invalidCredentials')).toBe('Invalid username or password');
    expect(english.get('errors.graphql')).toBe('GraphQL Error (Code: {{status}})');
    for (const key of ['title', 'description', 'refreshButton', 'homeButton']) {
      expect(english.has(`errorBoundary.${key}`)).toBe(true);
    }
  });

  test('the first script and the areas loaded later hold every text once (catalogues.ts)', async () => {
    const parts: { it: object; en: object }[] = [{ it: publicIt, en: publicEn }];
    for (const load of Object.values(AREA_TEXTS)) parts.push((await load()).texts);
    for (const [language, whole] of [
      ['it', it],
      ['en', en],
    ] as const) {
      const keys = parts.flatMap((part) => Object.keys(part[language]));
      expect(keys.sort(), language).toEqual(Object.keys(whole).sort());
    }
  });
});
