import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors.ts';
import { createWorkshopInputSchema, isTimeZone, updateWorkshopInputSchema } from './workshops.ts';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';
const valid = { workshopCode: 'to-01', name: ' Torino ', zipCode: '10121', logoUrl: PNG_1PX };

const errorsOf = (input: unknown, schema: v.GenericSchema = createWorkshopInputSchema) => {
  const result = parseForm(schema, input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);
};

describe('createWorkshopInputSchema', () => {
  it('fills the defaults, trims and upper-cases the code', () => {
    expect(parseForm(createWorkshopInputSchema, valid)).toEqual({
      ok: true,
      value: {
        workshopCode: 'TO-01',
        name: 'Torino',
        city: '',
        address: '',
        zipCode: '10121',
        logoUrl: PNG_1PX,
        withdrawalQueueID: null,
        maxSlots: 1,
        returningCustomerDaysThreshold: 90,
        videoFolderPath: null,
        timeZone: 'Europe/Rome',
      },
    });
  });

  it('requires name, zip code and logo (spec §5)', () => {
    expect(errorsOf({ workshopCode: 'X1' })).toEqual([
      'name:validation.required',
      'zipCode:validation.required',
      'logoUrl:validation.required',
    ]);
  });

  it('refuses a malformed code, zip code, range, time zone and a logo that is not an image', () => {
    expect(errorsOf({ ...valid, workshopCode: 'a b' })).toEqual(['workshopCode:validation.invalid']);
    expect(errorsOf({ ...valid, zipCode: '1!' })).toEqual(['zipCode:validation.invalid']);
    expect(errorsOf({ ...valid, maxSlots: 1.5 })).toEqual(['maxSlots:validation.number']);
    expect(errorsOf({ ...valid, returningCustomerDaysThreshold: 4000 })).toEqual([
      'returningCustomerDaysThreshold:validation.range',
    ]);
    expect(errorsOf({ ...valid, timeZone: 'Nowhere/City' })).toEqual(['timeZone:validation.timeZone']);
    expect(errorsOf({ ...valid, logoUrl: '/logos/1.png' })).toEqual(['logoUrl:validation.imageType']);
  });

  it('spells a known time zone the runtime way', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('rome')).toBe(false);
    expect(parseForm(createWorkshopInputSchema, { ...valid, timeZone: 'europe/rome' })).toMatchObject({
      ok: true,
      value: { timeZone: 'Europe/Rome' },
    });
  });
});

describe('updateWorkshopInputSchema', () => {
  it('needs only the id; the fields sent are checked like on create', () => {
    expect(parseForm(updateWorkshopInputSchema, { workshopID: 'w1' })).toMatchObject({ ok: true });
    expect(errorsOf({ workshopID: 'w1', name: '' }, updateWorkshopInputSchema)).toEqual([
      'name:validation.required',
    ]);
    expect(errorsOf({ name: 'X' }, updateWorkshopInputSchema)).toEqual(['workshopID:validation.required']);
  });
});
