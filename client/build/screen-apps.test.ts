import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { screenManifestHref } from '../src/app/installable-screen.tsx';
import { APP_ICONS, drawIcon, manifestFile, SCREEN_APPS, webAppManifest } from './screen-apps.ts';

describe('the screens’ web app manifests', () => {
  it('start, scope and id on their own page, full screen, with every icon', () => {
    for (const app of SCREEN_APPS) {
      const manifest = webAppManifest(app);
      expect(manifest).toMatchObject({
        id: app.path,
        start_url: app.path,
        scope: app.path,
        display: 'fullscreen',
      });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
    }
  });

  it('are written where the pages link them', () => {
    for (const app of SCREEN_APPS) expect(`/${manifestFile(app)}`).toBe(screenManifestHref(app.path));
  });
});

describe('drawIcon', () => {
  const pixel = async (png: Buffer, x: number, y: number) => {
    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return [...context.getImageData(x, y, 1, 1).data];
  };

  it('draws PNGs of the declared size: a white T on blue, the maskable one to the edges', async () => {
    for (const icon of APP_ICONS) {
      const png = drawIcon(icon);
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([icon.size, icon.size]);
      // The T's stem, in the middle; the corner: blue on a maskable icon, see-through on the rounded one.
      expect(await pixel(png, icon.size / 2, icon.size * 0.6)).toEqual([255, 255, 255, 255]);
      expect((await pixel(png, 0, 0))[3]).toBe(icon.maskable ? 255 : 0);
    }
  });
});
