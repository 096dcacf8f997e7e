import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { workshopParameters, workshops } from '../../server/core/db/schema/index.ts';
import { clearVideoCache, MAX_VIDEOS } from '../../server/features/monitor/monitor-videos.ts';
import { gql, type Session, signIn, wsClient } from '../support/graphql-client.ts';
import { probe } from '../support/subscription-probe.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { demoWorkshop } from '../support/workshop-fixture.ts';

const MONITORS = `{ myMonitors { monitorID workshopID name videos } }`;

/** What the workshop's web server answers, per folder: a body, or nothing (a stalled server). */
const folders: Record<string, string | null> = {
  good: JSON.stringify({
    videos: ['welcome.mp4', 'tyres.WEBM', 'sub/brakes.mp4', 'https://cdn.example.it/a.webm'],
  }),
  'bad-json': '{ "videos": [ "welcome.mp4", ',
  'non-video': JSON.stringify({ videos: ['welcome.mp4', 'notes.txt'] }),
  'too-many': JSON.stringify({ videos: Array.from({ length: MAX_VIDEOS + 1 }, (_, i) => `v${i}.mp4`) }),
  'not-a-list': JSON.stringify({ videos: 'welcome.mp4' }),
  'foreign-http': JSON.stringify({ videos: ['http://media.example.it/welcome.mp4'] }),
  stalled: null,
};

let media: Server;
let mediaUrl: string;
const requests: string[] = [];
let server: TestServer;
let device: Session;
let milano: string;
let admin: Session;

beforeAll(async () => {
  media = createServer((req, res) => {
    requests.push(req.url ?? '');
    const [, folder, file] = (req.url ?? '').split('/');
    const body = folder ? folders[folder] : undefined;
    if (body === null) return; // never answers: the reader's time limit must end the wait
    if (file !== 'playlist.json' || body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  server = await startTestServer();
  device = await signIn(server.url, 'monitor', DEMO_PASSWORD);
  milano = (await demoWorkshop(server, 'MI01')).workshopID;
  admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
  media?.closeAllConnections();
  await new Promise((resolve) => media?.close(resolve));
});
beforeEach(() => {
  clearVideoCache();
  requests.length = 0;
});

async function configure(enabled: boolean, folder: string | null) {
  const db = server.services.db;
  await db
    .update(workshopParameters)
    .set({ videosEnabled: enabled })
    .where(eq(workshopParameters.workshopID, milano));
  await db.update(workshops).set({ videoFolderPath: folder }).where(eq(workshops.workshopID, milano));
}

/** Milano's monitor's videos, checking that the monitor's query itself never fails. */
async function milanoVideos(): Promise<string[]> {
  type Data = { myMonitors: { workshopID: string; name: string; videos: string[] }[] };
  const reply = await gql<Data>(server.url, MONITORS, {}, device);
  expect(reply.errors).toBeUndefined();
  const monitor = reply.data!.myMonitors.find((m) => m.workshopID === milano)!;
  expect(monitor.name).toBeTruthy();
  return monitor.videos;
}

describe('Monitor.videos', () => {
  it('answers the playlist as absolute addresses in its order', async () => {
    await configure(true, `${mediaUrl}/good`);
    expect(await milanoVideos()).toEqual([
      `${mediaUrl}/good/welcome.mp4`,
      `${mediaUrl}/good/tyres.WEBM`,
      `${mediaUrl}/good/sub/brakes.mp4`,
      'https://cdn.example.it/a.webm',
    ]);
  });

  it('keeps the answer a few minutes, so monitors do not read the folder on every load', async () => {
    await configure(true, `${mediaUrl}/good/`);
    const first = await milanoVideos();
    expect(await milanoVideos()).toEqual(first);
    expect(requests).toEqual(['/good/playlist.json']);
  });

  it('is empty when videos are off or no folder is set, without reading anything', async () => {
    await configure(false, `${mediaUrl}/good`);
    expect(await milanoVideos()).toEqual([]);
    await configure(true, null);
    expect(await milanoVideos()).toEqual([]);
    await configure(true, '   ');
    expect(await milanoVideos()).toEqual([]);
    expect(requests).toEqual([]);
  });

  it.each([
    ['bad JSON', 'bad-json'],
    ['a file that is not .mp4 or .webm', 'non-video'],
    [`more than ${MAX_VIDEOS} entries`, 'too-many'],
    ['"videos" not a list', 'not-a-list'],
    ['a plain-http address off the server', 'foreign-http'],
    ['a missing playlist (404)', 'missing'],
  ])('is empty for %s, and the monitor still loads', async (_what, folder) => {
    await configure(true, `${mediaUrl}/${folder}`);
    expect(await milanoVideos()).toEqual([]);
    expect(requests).toEqual([`/${folder}/playlist.json`]);
  });

  it('gives up on a folder that does not answer, and the monitor still loads', async () => {
    await configure(true, `${mediaUrl}/stalled`);
    expect(await milanoVideos()).toEqual([]);
    expect(requests).toEqual(['/stalled/playlist.json']);
  });

  it('never reads a plain-http folder off loopback, nor an address that is not one', async () => {
    await configure(true, 'http://media.example.invalid/turno/');
    expect(await milanoVideos()).toEqual([]);
    await configure(true, 'not an address');
    expect(await milanoVideos()).toEqual([]);
  });
});

describe('the videos(workshopID) root query', () => {
  const VIDEOS = 'query ($workshopID: ID!) { videos(workshopID: $workshopID) }';

  it("answers the monitors' list to the monitor's device account and to the workshop's staff", async () => {
    await configure(true, `${mediaUrl}/good`);
    const expected = await milanoVideos();
    expect(expected).toHaveLength(4);
    for (const session of [device, admin, await signIn(server.url, 'acceptor1', DEMO_PASSWORD)]) {
      const reply = await gql<{ videos: string[] }>(server.url, VIDEOS, { workshopID: milano }, session);
      expect(reply.errors).toBeUndefined();
      expect(reply.data?.videos).toEqual(expected);
    }
  });

  it('refuses a stranger and a device that is no monitor, and is empty when videos are off', async () => {
    await configure(true, `${mediaUrl}/good`);
    const anonymous = await gql(server.url, VIDEOS, { workshopID: milano });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
    // The totem's device account holds no role and drives no monitor.
    const totem = await signIn(server.url, 'totem', DEMO_PASSWORD);
    const other = await gql(server.url, VIDEOS, { workshopID: milano }, totem);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await configure(false, `${mediaUrl}/good`);
    const off = await gql<{ videos: string[] }>(server.url, VIDEOS, { workshopID: milano }, admin);
    expect(off.data?.videos).toEqual([]);
  });
});

describe('videos on a running monitor', () => {
  it('switching videos on and setting the folder each reach the monitor, which then finds the list', async () => {
    await configure(false, null);
    const mine = await gql<{ myMonitors: { monitorID: string; workshopID: string }[] }>(
      server.url,
      MONITORS,
      {},
      device,
    );
    const monitorID = mine.data!.myMonitors.find((m) => m.workshopID === milano)!.monitorID;
    const tv = wsClient(server.url, device.token);
    const calls = probe<{ monitorCalls: { initial: boolean } }>(
      tv,
      'subscription ($monitorID: ID!) { monitorCalls(monitorID: $monitorID) { initial } }',
      { monitorID },
    );
    try {
      await calls.waitFor((e) => e.monitorCalls.initial);
      let seen = calls.events.length;
      const nextLiveEvent = async () => {
        const event = await calls.waitFor(() => true, 5000, seen);
        seen = calls.events.indexOf(event) + 1;
        expect(event.monitorCalls.initial).toBe(false);
      };

      const folder = await gql<{ updateWorkshop: { formErrors: unknown[] } }>(
        server.url,
        'mutation ($input: UpdateWorkshopInput!) { updateWorkshop(input: $input) { formErrors { field } } }',
        { input: { workshopID: milano, videoFolderPath: `${mediaUrl}/good/` } },
        admin,
      );
      expect(folder.data!.updateWorkshop.formErrors).toEqual([]);
      await nextLiveEvent();
      expect(await milanoVideos()).toEqual([]);

      const on = await gql<{ updateParameters: { formErrors: unknown[] } }>(
        server.url,
        'mutation ($input: UpdateParametersInput!) { updateParameters(input: $input) { formErrors { field } } }',
        { input: { workshopID: milano, videosEnabled: true } },
        admin,
      );
      expect(on.data!.updateParameters.formErrors).toEqual([]);
      await nextLiveEvent();
      expect(await milanoVideos()).toHaveLength(4);
    } finally {
      calls.dispose();
      await tv.dispose();
    }
  });
});
