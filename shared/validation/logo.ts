import * as v from 'valibot';
import { messageKey } from './messages.ts';

/**
 * Logos (workshops, vehicle brands) are stored in the database as image data URLs, so every
 * replica serves the same picture without a shared disk (docs/decisions/0005-logos-as-data-urls.md).
 * The same checks run in the browser before upload and on the server before the row is written.
 */

/** The image types a logo may have, by MIME type. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

/** Largest logo, in bytes of the image itself (a logo is shown at most a few hundred pixels wide). */
export const LOGO_MAX_BYTES = 512 * 1024;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

export function isLogoMimeType(type: string): type is LogoMimeType {
  return (LOGO_MIME_TYPES as readonly string[]).includes(type);
}

/** Bytes a base64 text decodes to, without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The first bytes of a base64 text (enough to recognise the file's real format). */
function leadingBytes(base64: string, count: number): Uint8Array {
  const chunk = base64.slice(0, Math.ceil(count / 3) * 4);
  const text = atob(chunk);
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * Whether the bytes really are the declared type: a file renamed to `.png` or a data URL with a
 * wrong MIME type is refused, so the browser never gets something other than it was told.
 */
export function matchesImageType(type: LogoMimeType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'image/svg+xml': {
      // Text: an optional byte-order mark, XML prolog, comments or doctype, then the <svg element.
      const head = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
      return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
    }
  }
}

/** Why a logo data URL is refused, or null when it is acceptable. */
export function logoProblem(value: string): 'imageType' | 'imageSize' | null {
  const match = DATA_URL.exec(value);
  if (!match) return 'imageType';
  const [, type, base64] = match as unknown as [string, LogoMimeType, string];
  if (base64.length % 4 !== 0 || base64.length === 0) return 'imageType';
  if (base64ByteLength(base64) > LOGO_MAX_BYTES) return 'imageSize';
  // An SVG may start with a long comment or prolog: look at more of it than a binary header.
  const bytes = leadingBytes(base64, type === 'image/svg+xml' ? 1024 : 16);
  return matchesImageType(type, bytes) ? null : 'imageType';
}

/** A required logo: a PNG, JPEG, WebP or SVG data URL of at most LOGO_MAX_BYTES. */
export const logoField = () =>
  v.pipe(
    v.string(messageKey('required')),
    v.trim(),
    v.nonEmpty(messageKey('required')),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = logoProblem(dataset.value);
      if (problem) addIssue({ message: messageKey(problem) });
    }),
  );

/** A logo that may be left out: empty or null means none. */
export const optionalLogoField = () =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(messageKey('invalid')),
        v.trim(),
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(logoField()),
      ),
    ),
    null,
  );
