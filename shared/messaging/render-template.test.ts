import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template.ts';

describe('renderTemplate', () => {
  it('fills every known placeholder, as often as it appears', () => {
    expect(
      renderTemplate('{name}, {plate} at {box}; bye {name}', {
        name: 'Anna',
        plate: 'AB123CD',
        box: 'Box 1',
      }),
    ).toBe('Anna, AB123CD at Box 1; bye Anna');
  });

  it('leaves unknown or unfilled placeholders as written, so a typo shows', () => {
    expect(renderTemplate('{nmae} {date}', { name: 'Anna' })).toBe('{nmae} {date}');
  });
});
