import { describe, expect, it } from 'vitest';
import { dataUrlToFile, splitLogo } from './logo-upload.ts';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const PNG = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`;

describe('dataUrlToFile', () => {
  it('gives the bytes, type and a name after the type', async () => {
    const file = dataUrlToFile(PNG);
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('logo.png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual(PNG_BYTES);
  });

  it('refuses what is not a base64 data URL', () => {
    expect(() => dataUrlToFile('https://example.com/logo.png')).toThrow('not a base64 data URL');
  });
});

describe('splitLogo', () => {
  const values = { name: 'Turno Milano', logoUrl: PNG };

  it('sends a newly picked logo as the file, not in the input', () => {
    const { input, logo } = splitLogo(values, null);
    expect(input).toEqual({ name: 'Turno Milano' });
    expect(logo?.type).toBe('image/png');
  });

  it('does not send an unchanged logo again', () => {
    expect(splitLogo(values, PNG)).toEqual({ input: { name: 'Turno Milano' }, logo: null });
  });

  it('sends a removed logo as an empty logoUrl', () => {
    expect(splitLogo({ ...values, logoUrl: '' }, PNG)).toEqual({
      input: { name: 'Turno Milano', logoUrl: '' },
      logo: null,
    });
  });

  it('sends nothing for a logo that stays empty', () => {
    expect(splitLogo({ ...values, logoUrl: '' }, null)).toEqual({
      input: { name: 'Turno Milano' },
      logo: null,
    });
  });
});
