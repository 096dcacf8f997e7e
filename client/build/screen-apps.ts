import { createCanvas } from '@napi-rs/canvas';
import type { Plugin } from 'vite';

/**
 * The monitor and the totem as installable apps (decision 0025, docs/kiosk.md): one web app
 * manifest each, linked only from its own page (features/monitor/installable-screen.tsx), so a
 * staff page never offers to install itself as a monitor; and the icons both use, drawn here from
 * the brand mark of index.html's favicon (a white T on Turno's blue) rather than kept as binaries.
 */

/** Turno's blue, as in index.html's favicon. */
const BRAND_BLUE = '#1f5fae';

interface Icon {
  file: string;
  size: number;
  /** A maskable icon is cropped to a circle or squircle by the launcher: full-bleed background. */
  maskable: boolean;
}

/** The sizes installers ask for: 192 (home screen, Chromium's minimum) and 512 (splash, store). */
export const APP_ICONS: readonly Icon[] = [
  { file: 'icons/turno-192.png', size: 192, maskable: false },
  { file: 'icons/turno-512.png', size: 512, maskable: false },
  { file: 'icons/turno-maskable-512.png', size: 512, maskable: true },
];

export interface ScreenApp {
  /** The page, also the app's id, start URL and scope (its service worker's scope too). */
  path: '/monitor' | '/totem';
  name: string;
  shortName: string;
  description: string;
  /** The browser frame and splash screen: the monitor is always dark, the totem light first. */
  themeColor: string;
  backgroundColor: string;
}

export const SCREEN_APPS: readonly ScreenApp[] = [
  {
    path: '/monitor',
    name: 'Turno Monitor',
    shortName: 'Monitor',
    description: 'Il monitor della sala d’attesa: chiamate, box e messaggi dell’officina.',
    themeColor: '#0b1017',
    backgroundColor: '#0b1017',
  },
  {
    path: '/totem',
    name: 'Turno Totem',
    shortName: 'Totem',
    description: 'Il totem dell’officina: accettazione, ritiro e stato del veicolo.',
    themeColor: BRAND_BLUE,
    backgroundColor: '#f4f6f8',
  },
];

/** Where a screen's manifest is served from: `/monitor.webmanifest`, `/totem.webmanifest`. */
export function manifestFile(app: Pick<ScreenApp, 'path'>): string {
  return `${app.path.slice(1)}.webmanifest`;
}

/**
 * The manifest of one screen. `fullscreen` falls back by itself to `standalone` and then
 * `minimal-ui` where a browser does not offer it (the display modes' fallback chain).
 */
export function webAppManifest(app: ScreenApp) {
  return {
    id: app.path,
    name: app.name,
    short_name: app.shortName,
    description: app.description,
    lang: 'it',
    dir: 'ltr',
    start_url: app.path,
    scope: app.path,
    display: 'fullscreen',
    theme_color: app.themeColor,
    background_color: app.backgroundColor,
    icons: APP_ICONS.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/**
 * The brand mark at `size` pixels: the T of the favicon drawn as two bars (no font needed, so the
 * build draws the same icon on every machine), inside the safe circle a maskable icon keeps.
 */
export function drawIcon(icon: Pick<Icon, 'size' | 'maskable'>): Buffer {
  const { size } = icon;
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  context.fillStyle = BRAND_BLUE;
  if (icon.maskable) context.fillRect(0, 0, size, size);
  else {
    // The favicon's corner: 6 of 32.
    context.beginPath();
    context.roundRect(0, 0, size, size, size * (6 / 32));
    context.fill();
  }
  context.fillStyle = '#ffffff';
  const unit = size / 32;
  context.fillRect(9 * unit, 8 * unit, 14 * unit, 3.5 * unit);
  context.fillRect(14.25 * unit, 8 * unit, 3.5 * unit, 16 * unit);
  return canvas.toBuffer('image/png');
}

/** Emits the icons and the two manifests beside index.html. */
export function screenAppsPlugin(): Plugin {
  return {
    name: 'turno-screen-apps',
    apply: 'build',
    generateBundle() {
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: drawIcon(icon) });
      }
      for (const app of SCREEN_APPS) {
        this.emitFile({
          type: 'asset',
          fileName: manifestFile(app),
          source: `${JSON.stringify(webAppManifest(app), null, 2)}\n`,
        });
      }
    },
  };
}
