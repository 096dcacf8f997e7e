import { createFetch } from '@whatwg-node/fetch';
import { isLogoMimeType, LOGO_MIME_TYPES, matchesImageType } from '../../../shared/validation/logo.ts';

/**
 * Largest file a multipart request may carry. Above the logo limit (512 KB), so that a logo a
 * little too large still reaches the logo rules and gets their field error; far enough below
 * anything that could strain the server, which holds the file in memory while it checks it.
 */
export const UPLOAD_MAX_BYTES = 1024 * 1024;

/**
 * The fetch API yoga builds its requests with, with limits on multipart bodies: one file of at
 * most UPLOAD_MAX_BYTES (larger: HTTP 413, REQUEST_ENTITY_TOO_LARGE, nothing written), and the
 * `operations` and `map` fields at most 1 MiB each.
 */
export const uploadLimitedFetchAPI = createFetch({
  formDataLimits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fieldSize: 1024 * 1024, fields: 8, parts: 10 },
});

/**
 * A logo sent as a file (the `logo` argument of a multipart request, spec §7) becomes the data URL
 * the logo rules check and the row stores (decision 0005), in place of `input.logoUrl`; the
 * mutation then goes on exactly as if the data URL had been sent. A file whose declared type is
 * not an image type (a client that sends `application/octet-stream`) is typed by its first bytes;
 * one that is no logo at all keeps its type and is refused by the rules on `logoUrl`.
 */
export async function withUploadedLogo<T extends object>(
  input: T,
  logo: File | null | undefined,
): Promise<T | (T & { logoUrl: string })> {
  if (!logo) return input;
  const bytes = new Uint8Array(await logo.arrayBuffer());
  const type = isLogoMimeType(logo.type)
    ? logo.type
    : (LOGO_MIME_TYPES.find((candidate) => matchesImageType(candidate, bytes.subarray(0, 1024))) ??
      (logo.type || 'application/octet-stream'));
  return { ...input, logoUrl: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` };
}
