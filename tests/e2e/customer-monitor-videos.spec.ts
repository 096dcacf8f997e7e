import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { api, MILANO, signInDevice, staffPage } from './customer-helpers.ts';
import { expect, test } from './test.ts';

// Decision 0006: the monitor plays the videos of the workshop's playlist between its slogans. A
// loopback web server in the test plays the workshop's media folder: a real clip the browser
// recorded itself (so the codec is one it decodes) and a file that is not a video.

const SHOTS = '/tmp/videos-shots';

/** A two-second WebM clip, recorded from a canvas by the browser under test. */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const g = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = (performance.now() - started) / 2000;
        g.fillStyle = '#1d3557';
        g.fillRect(0, 0, 640, 360);
        g.fillStyle = '#ffd166';
        g.fillRect(40 + t * 480, 130, 120, 100);
        g.font = 'bold 48px sans-serif';
        g.fillText('Turno', 250, 320);
        if (t < 1) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

function serveFolder(files: Record<string, { type: string; body: Buffer | string }>): Promise<Server> {
  const server = createServer((req, res) => {
    const file = files[(req.url ?? '').replace(/^\/videos\//, '')];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': file.type, 'content-length': Buffer.byteLength(file.body) })
      .end(file.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const videoSrc = (monitor: Page) => monitor.getByTestId('monitor-video').getAttribute('src');

test('the monitor plays the playlist between slogans and skips a video that fails', async ({ browser }) => {
  // Three slogans of 10–12 s come before each video.
  test.setTimeout(180_000);
  const monitor = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  const clip = await recordClip(monitor);
  const folder = await serveFolder({
    'playlist.json': {
      type: 'application/json',
      body: JSON.stringify({ videos: ['clip.webm', 'broken.webm'] }),
    },
    'clip.webm': { type: 'video/webm', body: clip },
    'broken.webm': { type: 'video/webm', body: 'this is not a video' },
  });
  const folderUrl = `http://127.0.0.1:${(folder.address() as AddressInfo).port}/videos/`;

  await signInDevice(monitor, '/monitor', 'monitor');
  await monitor.getByTestId('monitor-picker-option').filter({ hasText: MILANO }).click();
  await expect(monitor.getByTestId('monitor-board')).toBeVisible();
  await monitor.evaluate(() => {
    const w = window as unknown as { __sameLoad: boolean; __videosShown: string[] };
    w.__sameLoad = true;
    // A broken file is gone within milliseconds: note every video the slogan area ever shows.
    w.__videosShown = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLVideoElement) w.__videosShown.push(node.getAttribute('src') ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const videosShown = () =>
    monitor.evaluate(() => (window as unknown as { __videosShown: string[] }).__videosShown);
  const { myMonitors } = await api<{ myMonitors: { workshopID: string; workshopName: string }[] }>(
    monitor,
    '{ myMonitors { workshopID workshopName } }',
  );
  const workshopID = myMonitors.find((m) => m.workshopName === MILANO)!.workshopID;
  const admin = await staffPage(browser, 'admin');
  const setVideos = async (enabled: boolean, path: string | null) => {
    await api(
      admin,
      'mutation ($input: UpdateWorkshopInput!) { updateWorkshop(input: $input) { formErrors { field } } }',
      { input: { workshopID, videoFolderPath: path } },
    );
    await api(
      admin,
      'mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field } } }',
      { input: { workshopID, videosEnabled: enabled } },
    );
  };

  try {
    // Switched on while the monitor is open: it hears the change and reads its videos, no reload.
    await setVideos(true, folderUrl);
    const video = monitor.getByTestId('monitor-video');
    await expect(video).toBeVisible({ timeout: 60_000 });
    expect(await videoSrc(monitor)).toBe(`${folderUrl}clip.webm`);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await monitor.screenshot({ path: `${SHOTS}/monitor-video-1920x1080.png` });
    await monitor.setViewportSize({ width: 1080, height: 1920 });
    await monitor.screenshot({ path: `${SHOTS}/monitor-video-1080x1920.png` });
    await monitor.setViewportSize({ width: 1920, height: 1080 });

    // It ends, and the slogans come back from the first.
    await expect(video).toHaveCount(0, { timeout: 15_000 });
    await expect(monitor.locator('.monitor__slogan-body')).toBeVisible();

    // The next turn is the file that is no video: skipped, back to the slogans.
    await expect
      .poll(videosShown, { timeout: 60_000 })
      .toEqual([`${folderUrl}clip.webm`, `${folderUrl}broken.webm`]);
    await expect(video).toHaveCount(0);
    await expect(monitor.locator('.monitor__slogan-body')).toBeVisible();
    expect(await monitor.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(
      true,
    );
  } finally {
    await setVideos(false, null);
    folder.closeAllConnections();
    folder.close();
  }
});
