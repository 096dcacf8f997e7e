import { describe, expect, it } from 'vitest';
import { displayName, maskPlate } from './kiosk-masking.ts';

describe('kiosk masking', () => {
  it('hides the middle of a plate', () => {
    expect(maskPlate('AB123CD')).toBe('AB•••CD');
    expect(maskPlate('AB12')).toBe('••••');
  });

  it('shows the first-name initial and the surname', () => {
    expect(displayName('mario rossi')).toBe('M. rossi');
    expect(displayName('  Anna  Maria Verdi ')).toBe('A. Maria Verdi');
    expect(displayName('Cher')).toBe('Cher');
  });
});
