import { describe, expect, it } from 'vitest';
import { parseForm } from '../../../../shared/validation/form-errors.ts';
import { totemMobile, totemWalkInSchema } from './walk-in-schema.ts';

const valid = {
  vehicleBrandID: 'b1',
  licensePlate: 'ab 123 cd',
  name: 'Mario Rossi',
  mobile: '347 123 4567',
  description: 'Tagliando',
};

describe('totemWalkInSchema', () => {
  it('accepts a complete form and normalises plate and mobile', () => {
    const parsed = parseForm(totemWalkInSchema, valid);
    expect(parsed.ok && parsed.value).toMatchObject({ licensePlate: 'AB123CD', mobile: '3471234567' });
  });

  it('takes off a +39 the customer types anyway', () => {
    for (const mobile of ['+39 3471234567', '+393471234567', '+39-347 123 4567']) {
      const parsed = parseForm(totemWalkInSchema, { ...valid, mobile });
      expect(parsed.ok && parsed.value.mobile, mobile).toBe('3471234567');
    }
  });

  it('gives the plate and totem mobile messages', () => {
    const parsed = parseForm(totemWalkInSchema, { ...valid, licensePlate: 'AB1', mobile: '+39-12' });
    expect(parsed.ok).toBe(false);
    const codes = parsed.ok ? [] : parsed.errors.map((e) => `${e.field}:${e.code}`);
    expect(codes).toEqual(['licensePlate:validation.licensePlate', 'mobile:validation.totemMobile']);
  });
});

describe('totemMobile', () => {
  it('prefixes +39', () => expect(totemMobile('347 1234567')).toBe('+393471234567'));
});
