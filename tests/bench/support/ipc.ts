import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup, trackChild } from './cleanup.ts';

/**
 * The bench's helper processes (client fleets, bare-ws floor servers) take commands over the IPC
 * channel and answer each one: `request('open', {...})` in the driver, a handler of that name in
 * the child. A child exits when the driver goes away.
 */
type Reply = { replyTo: number; ok: true; value: unknown } | { replyTo: number; ok: false; error: string };

export interface Worker {
  child: ChildProcess;
  pid: number;
  request<T = unknown>(command: string, args?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export function forkWorker(module: URL, label: string, execArgv: string[] = []): Worker {
  const child = trackChild(
    fork(fileURLToPath(module), [], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    }),
  );
  let nextID = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  child.on('message', (message: Reply) => {
    const call = waiting.get(message.replyTo);
    if (!call) return;
    waiting.delete(message.replyTo);
    if (message.ok) call.resolve(message.value);
    else call.reject(new Error(`${label}: ${message.error}`));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    for (const call of waiting.values()) call.reject(new Error(`${label} exited (${code ?? signal})`));
    waiting.clear();
  });
  const remove = onCleanup(`stop ${label}`, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return {
    child,
    pid: child.pid ?? 0,
    request<T>(command: string, args: Record<string, unknown> = {}) {
      return new Promise<T>((resolve, reject) => {
        const id = nextID++;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command, args });
      });
    },
    async close() {
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      await remove();
    },
  };
}

/** In the child: answers the driver's commands with these handlers; exits when the driver leaves. */
export function serveCommands(handlers: Record<string, (args: Record<string, unknown>) => unknown>): void {
  process.on('message', (message: { id: number; command: string; args: Record<string, unknown> }) => {
    const handler = handlers[message.command];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown command ${message.command}`);
        return handler(message.args);
      })
      .then(
        (value) => process.send?.({ replyTo: message.id, ok: true, value }),
        (error: unknown) =>
          process.send?.({
            replyTo: message.id,
            ok: false,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
  });
  process.once('disconnect', () => process.exit(0));
}
