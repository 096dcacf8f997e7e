import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors.ts';
import {
  createVehicleBrandInputSchema,
  createVehicleModelInputSchema,
  moveVehicleModelsInputSchema,
} from './vehicles.ts';

const fieldsOf = (schema: Parameters<typeof parseForm>[0], input: unknown) => {
  const parsed = parseForm(schema, input);
  return parsed.ok ? [] : parsed.errors.map((e) => `${e.field}:${e.code}`);
};

/** A real 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('vehicle brand schema', () => {
  it('needs a name and a whole-number position (spec §5)', () => {
    expect(fieldsOf(createVehicleBrandInputSchema, { name: '', position: 1 })).toEqual([
      'name:validation.required',
    ]);
    expect(fieldsOf(createVehicleBrandInputSchema, { name: 'Fiat', position: 'uno' })).toEqual([
      'position:validation.number',
    ]);
    expect(fieldsOf(createVehicleBrandInputSchema, { name: 'Fiat', position: -1 })).toEqual([
      'position:validation.range',
    ]);
  });

  it('joins aliases with commas, dropping empty ones', () => {
    const parsed = parseForm(createVehicleBrandInputSchema, {
      name: 'Volkswagen',
      position: 1,
      aliases: ' VW,, Volks ,',
    });
    expect(parsed.ok && parsed.value.aliases).toBe('VW, Volks');
    const fromList = parseForm(createVehicleBrandInputSchema, {
      name: 'VW',
      position: 1,
      aliases: ['A', ' B '],
    });
    expect(fromList.ok && fromList.value.aliases).toBe('A, B');
  });

  it('takes a logo as an image data URL, or none', () => {
    const withLogo = parseForm(createVehicleBrandInputSchema, { name: 'Fiat', position: 1, logoUrl: PNG });
    expect(withLogo.ok && withLogo.value.logoUrl).toBe(PNG);
    const none = parseForm(createVehicleBrandInputSchema, { name: 'Fiat', position: 1, logoUrl: '' });
    expect(none.ok && none.value.logoUrl).toBeNull();
    expect(
      fieldsOf(createVehicleBrandInputSchema, {
        name: 'Fiat',
        position: 1,
        logoUrl: 'https://x.example/l.png',
      }),
    ).toEqual(['logoUrl:validation.imageType']);
    // A PNG's type with other bytes inside is refused.
    expect(
      fieldsOf(createVehicleBrandInputSchema, {
        name: 'Fiat',
        position: 1,
        logoUrl: 'data:image/png;base64,R0lGODlhAQABAAAAACw=',
      }),
    ).toEqual(['logoUrl:validation.imageType']);
  });
});

describe('vehicle model schemas', () => {
  it('need a name and a brand (spec §5)', () => {
    expect(fieldsOf(createVehicleModelInputSchema, { name: ' ', vehicleBrandID: '' })).toEqual([
      'name:validation.required',
      'vehicleBrandID:validation.required',
    ]);
  });

  it('move at least one model to a brand', () => {
    expect(fieldsOf(moveVehicleModelsInputSchema, { vehicleModelIDs: [], toBrandID: 'b' })).toEqual([
      'vehicleModelIDs:validation.atLeastOne',
    ]);
    expect(fieldsOf(moveVehicleModelsInputSchema, { vehicleModelIDs: ['m'], toBrandID: '' })).toEqual([
      'toBrandID:validation.required',
    ]);
  });
});
