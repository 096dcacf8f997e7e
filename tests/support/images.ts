// Image fixtures of the logo tests (integration and e2e): one real picture, and PNG-signed bytes of
// any size to probe the size limit (shared/validation/logo.ts).

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** A real 1×1 PNG, as base64. */
export const PNG_1PX_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

/** The same PNG as the file a logo picker receives. */
export const PNG_1PX_FILE = Buffer.from(PNG_1PX_BASE64, 'base64');

/** The same PNG as the data URL a form sends. */
export const PNG_1PX_DATA_URL = `data:image/png;base64,${PNG_1PX_BASE64}`;

/** The data URL of `bytes` as an image of `type`. */
export const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** PNG-signed bytes of exactly `size` bytes (zeros after the signature). */
export function pngBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

/** A PNG-signed data URL of exactly `size` bytes. */
export const pngDataUrl = (size: number) => dataUrl('image/png', pngBytes(size));
