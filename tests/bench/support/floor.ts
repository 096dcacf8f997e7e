import { freePort } from '../../support/server-process.ts';
import { connectInspector, type Inspector } from './inspector.ts';
import { forkWorker, type Worker } from './ipc.ts';

/** The driver's handle on a bare-ws floor server process (floor-server.ts). */
export interface FloorServer {
  worker: Worker;
  pid: number;
  url: string;
  inspector: Inspector | null;
  broadcast(seq: number, bytes: number): Promise<{ t0: number; sendMs: number }>;
  listenRedis(url: string, channel: string, bytes: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function startFloorServer(label: string, inspect = false): Promise<FloorServer> {
  const inspectPort = inspect ? await freePort() : null;
  const worker = forkWorker(
    new URL('./floor-server.ts', import.meta.url),
    label,
    inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [],
  );
  const { port, pid } = await worker.request<{ port: number; pid: number }>('listen');
  const inspector = inspectPort ? await connectInspector(inspectPort) : null;
  return {
    worker,
    pid,
    url: `ws://127.0.0.1:${port}`,
    inspector,
    broadcast: (seq, bytes) => worker.request('broadcast', { seq, bytes }),
    listenRedis: (url, channel, bytes) => worker.request('listenRedis', { url, channel, bytes }),
    async close() {
      inspector?.close();
      await worker.request('stop').catch(() => {});
      await worker.close();
    },
  };
}
