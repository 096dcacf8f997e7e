import { describe, expect, it } from 'vitest';
import { renderTemplate } from './templates.ts';

describe('SMS templates', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(
      renderTemplate('Ciao {name}, {plate} al box {box}. {oops}', {
        name: 'Anna',
        plate: 'AB123CD',
        box: '3',
      }),
    ).toBe('Ciao Anna, AB123CD al box 3. {oops}');
  });
});
