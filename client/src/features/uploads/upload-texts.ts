import type { TFunction } from 'i18next';
import { translateCode } from '../../i18n/translate-code.ts';

/** Text of a message code: the upload's own codes, the shared validation codes. */
export function codeText(t: TFunction, code: string | null | undefined, fallback?: string): string {
  if (!code) return fallback ?? '';
  if (code.startsWith('upload.')) {
    const key = code.slice('upload.'.length);
    // The key is only known at run time; a code newer than this catalogue shows the server's text.
    return String(
      t(
        `uploads.codes.${key}` as 'uploads.codes.failed',
        { defaultValue: fallback ?? key } as { defaultValue: string },
      ),
    );
  }
  return translateCode(t, code, fallback);
}

/** The screen's name of a row field (`licensePlate` → Targa). */
export function fieldLabel(t: TFunction, field: string): string {
  return String(
    t(
      `uploads.fields.${field}` as 'uploads.fields.name',
      { defaultValue: field } as { defaultValue: string },
    ),
  );
}
