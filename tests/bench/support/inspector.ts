import WebSocket from 'ws';
import { sleep } from './clock.ts';

/**
 * A Chrome DevTools Protocol session on a Node process started with `--inspect=127.0.0.1:<port>`:
 * the bench forces a garbage collection and reads process.memoryUsage() in the server process
 * (which has no --expose-gc), and records a CPU profile of a chosen window.
 */
export interface Inspector {
  call<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Full GC, then process.memoryUsage() of the inspected process. */
  memoryAfterGc(): Promise<NodeJS.MemoryUsage>;
  close(): void;
}

export async function connectInspector(port: number): Promise<Inspector> {
  let target: string | undefined;
  const deadline = Date.now() + 10_000;
  while (!target) {
    try {
      const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        webSocketDebuggerUrl: string;
      }[];
      target = list[0]?.webSocketDebuggerUrl;
    } catch {
      // not listening yet
    }
    if (!target) {
      if (Date.now() > deadline) throw new Error(`no inspector on port ${port}`);
      await sleep(100);
    }
  }
  const socket = new WebSocket(target, { perMessageDeflate: false, maxPayload: 1024 ** 3 });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextID = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    if (message.id === undefined) return;
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) call?.reject(new Error(message.error.message));
    else call?.resolve(message.result);
  });
  const call = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextID++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    call,
    async memoryAfterGc() {
      // Twice: the first pass may only queue finalizers (weak maps of finished events).
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const reply = await call<{ result: { value: string } }>('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(reply.result.value) as NodeJS.MemoryUsage;
    },
    close: () => socket.close(),
  };
}

/** The port a child printed in "Debugger listening on ws://127.0.0.1:<port>/…". */
export function inspectorPort(output: readonly string[]): number | null {
  const match = /Debugger listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output.join(''));
  return match ? Number(match[1]) : null;
}
