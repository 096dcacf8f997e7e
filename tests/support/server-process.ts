import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A Turno server in its own OS process (`node server/main.ts`), as in production: the replica and
 * failure tests and the benchmarks start several on one PostgreSQL and one Redis, and kill them.
 */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Lines the process printed (stdout and stderr), for diagnosing a failure. */
  output: string[];
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, as on a crash. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(chosen),
      SEED: 'never',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output.join('')}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port: chosen,
    child,
    output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
