import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { integerIn } from '../../../shared/validation/fields.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import { maxMinutes, parametersFormSchema } from '../features/parameters/parameters-form.ts';
import { asFlagText, flagText, numberText } from './form-text.ts';

const schema = v.object({ order: numberText(integerIn(0, 10)), on: flagText() });
const errors = (input: unknown) => {
  const result = parseForm(schema, input);
  return result.ok ? result.value : result.errors.map((e) => `${e.field}:${e.code}`);
};

describe('form text', () => {
  it('turns typed numbers and flags into the values the shared rules check', () => {
    expect(errors({ order: ' 7 ', on: asFlagText(true) })).toEqual({ order: 7, on: true });
    expect(errors({ order: '0', on: asFlagText(false) })).toEqual({ order: 0, on: false });
  });

  it('says "required" for an empty number, the shared rule\'s message otherwise', () => {
    expect(errors({ order: '', on: 'false' })).toEqual(['order:validation.required']);
    expect(errors({ order: 'sette', on: 'false' })).toEqual(['order:validation.number']);
    expect(errors({ order: '2.5', on: 'false' })).toEqual(['order:validation.number']);
    expect(errors({ order: '11', on: 'false' })).toEqual(['order:validation.range']);
  });
});

describe('parameters form', () => {
  it("reads each minute field's limit from the shared schema", () => {
    expect(maxMinutes('acceptanceDurationMinutes')).toBe(480);
    expect(maxMinutes('thankYouSmsDelayInMinutes')).toBe(10080);
  });

  it('checks SMS texts and channels with the shared rules', () => {
    const entries = parametersFormSchema.entries;
    expect(v.safeParse(entries.welcome, 'Ciao {nome}').success).toBe(false);
    expect(v.safeParse(entries.welcome, 'Ciao {name}').success).toBe(true);
    expect(v.safeParse(entries.criticalThresholdAlertChannel, 'fax').success).toBe(false);
  });
});
