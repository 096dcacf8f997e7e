import { parse } from 'content-disposition';
import { currentToken } from '../session/session.ts';

/**
 * Hands a file to the browser's downloads: a link to the blob, clicked, then let go. The way to
 * save what an authenticated `fetch` brought (a plain link could not carry the bearer token).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the download; revoking at once can cancel it in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name a `Content-Disposition: attachment` header gives (`filename*` first, as RFC 6266 says). */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  try {
    return parse(header).parameters.filename ?? fallback;
  } catch {
    return fallback;
  }
}

/** base64 (as GraphQL carries a file) to a Blob. */
export function base64Blob(base64: string, contentType: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: contentType });
}

/**
 * Fetches a file of the export routes with the session's token and hands it to the browser,
 * named as the server's `Content-Disposition` says. A refusal (4xx/5xx) or a cut connection throws.
 */
export async function downloadExport(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${currentToken() ?? ''}` } });
  if (!response.ok) throw new Error(`export refused: ${response.status}`);
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  saveFile(await response.blob(), name);
}
