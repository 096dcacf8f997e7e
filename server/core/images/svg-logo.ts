import { createHash } from 'node:crypto';
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * SVG logos are cleaned on the server with DOMPurify (over jsdom's DOM), because an SVG is a
 * document that can carry scripts, event handlers, HTML in a `foreignObject` and links to other
 * sites. Turno itself shows logos only through `<img>`, where none of that runs (decision 0005),
 * but a logo also leaves Turno: an integrator reads `logoUrl` over the API and may serve it as a
 * file of its own. What is kept draws the same picture: shapes, gradients, filters, text, styles,
 * references inside the file (`#id`) and embedded raster images (`data:image/...`).
 */

const SVG_DATA_URL = /^data:image\/svg\+xml;base64,/;
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** A CSS `url(...)` pointing anywhere but inside the file (`url(#gradient)` is fine). */
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!['"]?#)/i;
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value = data.attrValue.trim();
  if (data.attrName === 'href' || data.attrName === 'xlink:href') {
    // Only a reference inside the file (`<use href="#mark">`), or a picture embedded in an <image>.
    const inside = value.startsWith('#');
    const embedded = node.nodeName.toLowerCase() === 'image' && EMBEDDED_RASTER.test(value);
    if (!inside && !embedded) data.keepAttr = false;
  }
  if (OUTSIDE_URL.test(value)) data.keepAttr = false;
});
purify.addHook('uponSanitizeElement', (node, data) => {
  // A style sheet may fetch from elsewhere (@import, url(...)); such a sheet is emptied.
  if (data.tagName === 'style' && /@import|url\(\s*['"]?\s*(?!['"]?#)/i.test(node.textContent ?? '')) {
    node.textContent = '';
  }
});

const PURIFY_OPTIONS: Config & { IN_PLACE: true } = {
  IN_PLACE: true,
  USE_PROFILES: { svg: true, svgFilters: true },
  // `<use>` is off in DOMPurify's defaults because it can pull in another file; the href rule above
  // keeps it to the file's own shapes, which logo editors use often.
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['foreignObject', 'script'],
};

/** An SVG logo made safe, or why it cannot be: not UTF-8 text, not well-formed XML, not an `<svg>`. */
export type CleanedLogo = { ok: true; dataUrl: string } | { ok: false; problem: 'imageMalformed' };

/**
 * The logo data URL with its SVG cleaned; other image types come back as they are. The result is
 * again a base64 SVG data URL, so the logo rules (shared/validation/logo.ts) still hold for it.
 */
export function cleanLogoDataUrl(dataUrl: string): CleanedLogo {
  if (!SVG_DATA_URL.test(dataUrl)) return { ok: true, dataUrl };
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(base64, 'base64'));
  } catch {
    return { ok: false, problem: 'imageMalformed' };
  }
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  const wellFormed = document.getElementsByTagNameNS('*', 'parsererror').length === 0;
  if (!wellFormed || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') {
    return { ok: false, problem: 'imageMalformed' };
  }
  purify.sanitize(root, PURIFY_OPTIONS);
  const clean = new window.XMLSerializer().serializeToString(root);
  return { ok: true, dataUrl: `data:image/svg+xml;base64,${Buffer.from(clean, 'utf8').toString('base64')}` };
}

/** Cleaned stored logos by the hash of what was stored: a logo is read far more often than written. */
const storedCache = new Map<string, string | null>();
const STORED_CACHE_SIZE = 200;

/**
 * A stored logo as it may be handed out: logos saved before SVGs were cleaned on upload are cleaned
 * when read (cached, so a monitor's refetch does not parse again); one that cannot be read at all
 * is handed out as no logo.
 */
export function storedLogo(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!SVG_DATA_URL.test(value)) return value;
  const key = createHash('sha256').update(value).digest('base64');
  const cached = storedCache.get(key);
  if (cached !== undefined) return cached;
  const cleaned = cleanLogoDataUrl(value);
  const result = cleaned.ok ? cleaned.dataUrl : null;
  if (storedCache.size >= STORED_CACHE_SIZE) storedCache.delete(storedCache.keys().next().value as string);
  storedCache.set(key, result);
  return result;
}

/**
 * Parsed form values with their `logoUrl` cleaned (left alone when absent or null), or null when
 * the SVG cannot be read: the caller answers `validation.imageMalformed` on `logoUrl`.
 */
export function withCleanLogo<T extends { logoUrl?: string | null }>(values: T): T | null {
  if (!values.logoUrl) return values;
  const cleaned = cleanLogoDataUrl(values.logoUrl);
  return cleaned.ok ? { ...values, logoUrl: cleaned.dataUrl } : null;
}
