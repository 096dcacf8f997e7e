import { describe, expect, it } from 'vitest';
import { createSloganInputSchema, updateSloganInputSchema } from './display-setup.ts';
import { parseForm } from './form-errors.ts';

const errors = (input: unknown) => {
  const parsed = parseForm(createSloganInputSchema, input);
  return parsed.ok ? [] : parsed.errors.map((e) => `${e.field}:${e.code}`);
};
const base = { workshopID: 'w1', title: 'Benvenuti', duration: 10 };

describe('slogan schema', () => {
  it('fills the optional fields: empty text, order 0, visible', () => {
    const parsed = parseForm(createSloganInputSchema, { ...base, title: '  Benvenuti  ' });
    expect(parsed).toEqual({
      ok: true,
      value: { workshopID: 'w1', title: 'Benvenuti', text: '', order: 0, duration: 10, isVisible: true },
    });
  });

  it('needs a title', () => {
    expect(errors({ ...base, title: '   ' })).toEqual(['title:validation.required']);
    expect(errors({ ...base, title: undefined })).toEqual(['title:validation.required']);
    expect(errors({ ...base, title: 'x'.repeat(201) })).toEqual(['title:validation.maxLength']);
  });

  it('shows a slogan from 1 to 3600 whole seconds', () => {
    expect(errors({ ...base, duration: 0 })).toEqual(['duration:validation.range']);
    expect(errors({ ...base, duration: 3601 })).toEqual(['duration:validation.range']);
    expect(errors({ ...base, duration: 2.5 })).toEqual(['duration:validation.number']);
    expect(errors({ ...base, duration: '10' })).toEqual(['duration:validation.number']);
    expect(errors({ ...base, duration: 3600 })).toEqual([]);
  });

  it('orders from 0 to 9999 and keeps the text under 1000 characters', () => {
    expect(errors({ ...base, order: -1 })).toEqual(['order:validation.range']);
    expect(errors({ ...base, order: 10_000 })).toEqual(['order:validation.range']);
    expect(errors({ ...base, text: 'x'.repeat(1001) })).toEqual(['text:validation.maxLength']);
  });

  it('updates name the slogan instead of the workshop', () => {
    expect(parseForm(updateSloganInputSchema, { ...base, sloganID: '' }).ok).toBe(false);
    expect(parseForm(updateSloganInputSchema, { sloganID: 's1', title: 'T', duration: 5 }).ok).toBe(true);
  });
});
