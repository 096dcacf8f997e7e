import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors.ts';
import { base64ByteLength, LOGO_MAX_BYTES, logoField, logoProblem, optionalLogoField } from './logo.ts';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';
const base64 = (bytes: number[] | string) =>
  btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes));
const svg = (text: string) => `data:image/svg+xml;base64,${base64(text)}`;

describe('logoProblem', () => {
  it('accepts a real PNG, JPEG, WebP and SVG', () => {
    expect(logoProblem(PNG_1PX)).toBeNull();
    expect(logoProblem(`data:image/jpeg;base64,${base64([0xff, 0xd8, 0xff, 0xe0, 0, 16])}`)).toBeNull();
    expect(
      logoProblem(`data:image/webp;base64,${base64('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')}`),
    ).toBeNull();
    expect(logoProblem(svg('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(
      logoProblem(svg('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"></svg>')),
    ).toBeNull();
  });

  it('refuses types a logo may not have and anything that is not a base64 image data URL', () => {
    expect(logoProblem(`data:image/gif;base64,${base64('GIF89a')}`)).toBe('imageType');
    expect(logoProblem('https://example.com/logo.png')).toBe('imageType');
    expect(logoProblem('/logos/1.png')).toBe('imageType');
    expect(logoProblem('data:image/png,raw')).toBe('imageType');
    expect(logoProblem('data:image/png;base64,')).toBe('imageType');
    expect(logoProblem('data:image/png;base64,abc')).toBe('imageType');
  });

  it('refuses bytes that are not the declared type (a renamed file)', () => {
    expect(logoProblem(`data:image/png;base64,${base64([0xff, 0xd8, 0xff, 0xe0])}`)).toBe('imageType');
    expect(logoProblem(`data:image/jpeg;base64,${PNG_1PX.split(',')[1]}`)).toBe('imageType');
    expect(logoProblem(svg('<html><script>alert(1)</script></html>'))).toBe('imageType');
  });

  it('refuses an image over 512 KB and accepts one exactly at the limit', () => {
    const png = (size: number) => {
      const bytes = Buffer.alloc(size);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return `data:image/png;base64,${bytes.toString('base64')}`;
    };
    expect(logoProblem(png(LOGO_MAX_BYTES))).toBeNull();
    expect(logoProblem(png(LOGO_MAX_BYTES + 1))).toBe('imageSize');
    expect(base64ByteLength(Buffer.alloc(LOGO_MAX_BYTES + 1).toString('base64'))).toBe(LOGO_MAX_BYTES + 1);
  });
});

describe('logoField and optionalLogoField', () => {
  const schema = v.object({ logoUrl: logoField() });

  it('gives the field error a form and formErrors show', () => {
    expect(parseForm(schema, { logoUrl: '' })).toEqual({
      ok: false,
      errors: [{ field: 'logoUrl', code: 'validation.required' }],
    });
    expect(parseForm(schema, { logoUrl: 'https://x.example/l.png' })).toEqual({
      ok: false,
      errors: [{ field: 'logoUrl', code: 'validation.imageType' }],
    });
    expect(parseForm(schema, { logoUrl: ` ${PNG_1PX} ` })).toEqual({ ok: true, value: { logoUrl: PNG_1PX } });
  });

  it('treats an empty optional logo as none', () => {
    const optional = v.object({ logo: optionalLogoField() });
    expect(parseForm(optional, { logo: '' })).toEqual({ ok: true, value: { logo: null } });
    expect(parseForm(optional, {})).toEqual({ ok: true, value: { logo: null } });
    expect(parseForm(optional, { logo: 'nope' })).toMatchObject({ ok: false });
  });
});
