import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from './server-process.ts';

/**
 * A private Redis on its own port, so a failure test can kill it and bring it back without
 * disturbing anything else using the machine's Redis.
 */
export async function startPrivateRedis(port?: number) {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    while (
      spawnSync('redis-cli', ['-p', String(chosen), 'ping'], { encoding: 'utf8' }).stdout.trim() !== 'PONG'
    ) {
      if (Date.now() > deadline) throw new Error('private redis did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    /** SIGKILL: Redis vanishes as in a crash. */
    async kill() {
      const running = child as ChildProcess | null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    restart: start,
    async stop() {
      await this.kill();
    },
  };
}
