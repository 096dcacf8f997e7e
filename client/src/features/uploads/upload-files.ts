/** The upload file route (docs/upload.md): the screen sends files there and downloads them back. */
export const UPLOAD_FILE_PATH = '/api/files/appointmentsUploadFile';

export type SendOutcome = { ok: true; uploadID: string } | { ok: false; code: string };

/** Sends a file for a workshop; a refusal comes back as its code (`upload.wrongType`…). */
export async function sendUploadFile(
  token: string | null,
  workshopID: string,
  file: File,
): Promise<SendOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await fetch(`${UPLOAD_FILE_PATH}?workshopID=${encodeURIComponent(workshopID)}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    const body = (await response.json().catch(() => ({}))) as {
      uploadID?: string;
      error?: { code?: string };
    };
    if (response.ok && body.uploadID) return { ok: true, uploadID: body.uploadID };
    return {
      ok: false,
      code: body.error?.code ?? (response.status === 413 ? 'upload.tooLarge' : 'upload.failed'),
    };
  } catch {
    return { ok: false, code: 'upload.failed' };
  }
}

/** The name Content-Disposition gives (`filename*` first), or the spec's default. */
export function downloadName(header: string | null, uploadID: string): string {
  const extended = header ? /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1] : undefined;
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {}
  }
  const plain = header ? /filename="([^"]+)"/i.exec(header)?.[1] : undefined;
  return plain ?? `appointments_upload_${uploadID}.xlsx`;
}

/**
 * Downloads the original file of an upload (the browser saves it): `gone` when the retention has
 * deleted it meanwhile (410), `failed` for any other problem.
 */
export async function downloadUploadFile(
  token: string | null,
  uploadID: string,
): Promise<'saved' | 'gone' | 'failed'> {
  try {
    const response = await fetch(`${UPLOAD_FILE_PATH}/${encodeURIComponent(uploadID)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (response.status === 410) return 'gone';
    if (!response.ok) return 'failed';
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadName(response.headers.get('content-disposition'), uploadID);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return 'saved';
  } catch {
    return 'failed';
  }
}
