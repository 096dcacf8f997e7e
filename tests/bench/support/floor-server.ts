/**
 * The floor: a bare `ws` WebSocketServer that sends one prepared buffer to every socket it holds,
 * with nothing of GraphQL in between. Either the driver tells it to broadcast (t0 taken here, just
 * before the send loop), or it listens on Redis and broadcasts each message it gets (t0 is then
 * the publisher's, inside the message). Run in its own process, driven by floor.ts over IPC.
 */
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { now } from './clock.ts';
import { serveCommands } from './ipc.ts';

let wss: WebSocketServer | null = null;
let redis: Redis | null = null;

/** `{"seq":n,"pad":"…"}` of exactly `bytes` bytes (or the smallest such message when shorter). */
function payload(seq: number, bytes: number): Buffer {
  const bare = `{"seq":${seq},"pad":""}`;
  return Buffer.from(`{"seq":${seq},"pad":"${'x'.repeat(Math.max(0, bytes - bare.length))}"}`);
}

function broadcast(seq: number, bytes: number) {
  const t0 = now();
  const message = payload(seq, bytes);
  for (const socket of wss?.clients ?? []) socket.send(message, { binary: false });
  return { t0, sendMs: now() - t0 };
}

serveCommands({
  async listen() {
    wss = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 1024 * 1024 });
    await new Promise<void>((resolve) => wss?.once('listening', () => resolve()));
    const address = wss.address();
    return { port: typeof address === 'object' && address ? address.port : 0, pid: process.pid };
  },
  clients: () => wss?.clients.size ?? 0,
  broadcast: (args) => broadcast(args.seq as number, args.bytes as number),
  /** From now on every message on `channel` ({"seq":n}) is broadcast at `bytes` bytes. */
  async listenRedis(args) {
    const bytes = args.bytes as number;
    redis = new Redis(args.url as string, { enableReadyCheck: false });
    redis.on('message', (_channel: string, message: string) => {
      const event = JSON.parse(message) as { seq: number };
      broadcast(event.seq, bytes);
    });
    await redis.subscribe(args.channel as string);
    return true;
  },
  async stop() {
    redis?.disconnect();
    for (const socket of wss?.clients ?? []) socket.terminate();
    await new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve()));
    return true;
  },
});
