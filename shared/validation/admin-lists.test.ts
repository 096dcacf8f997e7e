import { describe, expect, it } from 'vitest';
import {
  createNewsInputSchema,
  createRejectReasonInputSchema,
  createSmsSenderInputSchema,
} from './admin-lists.ts';
import { parseForm } from './form-errors.ts';

const fieldsOf = (schema: Parameters<typeof parseForm>[0], input: unknown) => {
  const parsed = parseForm(schema, input);
  return parsed.ok ? [] : parsed.errors.map((e) => `${e.field}:${e.code}`);
};

describe('admin list schemas', () => {
  it('a reject reason needs a name of at most 100 characters', () => {
    expect(fieldsOf(createRejectReasonInputSchema, { name: '  ' })).toEqual(['name:validation.required']);
    expect(fieldsOf(createRejectReasonInputSchema, { name: 'x'.repeat(101) })).toEqual([
      'name:validation.maxLength',
    ]);
  });

  it('an SMS sender is up to 11 letters, digits, spaces, dots or dashes', () => {
    expect(fieldsOf(createSmsSenderInputSchema, { name: 'Turno-MI 1' })).toEqual([]);
    expect(fieldsOf(createSmsSenderInputSchema, { name: 'TurnoMilano1' })).toEqual([
      'name:validation.maxLength',
    ]);
    expect(fieldsOf(createSmsSenderInputSchema, { name: 'Turnò' })).toEqual(['name:validation.invalid']);
  });

  it('news needs a title and a publication date', () => {
    expect(fieldsOf(createNewsInputSchema, { title: 'Novità', publicationDate: 'ieri' })).toEqual([
      'publicationDate:validation.required',
    ]);
    const parsed = parseForm(createNewsInputSchema, {
      title: 'Novità',
      publicationDate: '2026-11-21T08:00:00Z',
    });
    expect(parsed.ok && parsed.value.publicationDate.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parsed.ok && parsed.value.description).toBe('');
  });
});
