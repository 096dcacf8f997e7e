/**
 * Logos travel as files in a GraphQL multipart request (spec §7; urql sends one whenever a
 * variable holds a File), while the form keeps the data URL it previews and checks. The server
 * stores the file as that same data URL (decision 0005).
 */

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** The file a base64 data URL holds, named `logo.<ext>` after its type. */
export function dataUrlToFile(dataUrl: string): File {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a base64 data URL');
  const [, type = '', base64 = ''] = match;
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], `logo.${EXTENSIONS[type] ?? 'bin'}`, { type });
}

/**
 * Splits a form's values for a mutation with a `logo` file argument: a newly picked logo leaves
 * `input` and goes as the file; an unchanged one is not sent again (the stored one stays); a
 * removed one is sent as an empty `logoUrl`, which clears an optional logo and is refused for a
 * required one.
 */
export function splitLogo<T extends { logoUrl: string | null }>(
  values: T,
  storedLogoUrl: string | null | undefined,
): { input: Omit<T, 'logoUrl'> & { logoUrl?: string }; logo: File | null } {
  const { logoUrl, ...rest } = values;
  const picked = logoUrl ?? '';
  if (picked === (storedLogoUrl ?? '')) return { input: rest, logo: null };
  if (picked === '') return { input: { ...rest, logoUrl: '' }, logo: null };
  return { input: rest, logo: dataUrlToFile(picked) };
}
