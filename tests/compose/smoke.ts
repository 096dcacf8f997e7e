/**
 * The compose smoke test: builds the image, starts docker/compose.yaml with the monitoring profile
 * under a throw-away project name and settings, and checks what an operator relies on: the proxy
 * answers, two app replicas and the jobs process are healthy, a demo sign-in works through the
 * proxy, the WebSocket upgrades through it, the first scheduled backup is written and Prometheus
 * scrapes every replica. Then it removes everything it made (containers, volumes, the backups).
 *
 *   npm run test:compose          (needs a Docker daemon; without one it says so and exits 0)
 *
 * `npm test` runs it as its last step when `docker info` answers. docs/operations.md, "Compose
 * smoke test", says how to run it on a machine that has Docker when CI has none.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { signIn } from '../support/graphql-client.ts';
import { freePort } from '../support/server-process.ts';

const composeFile = fileURLToPath(new URL('../../docker/compose.yaml', import.meta.url));
const project = `turno-smoke-${process.pid}`;

function docker(args: string[], options: { quiet?: boolean } = {}) {
  const result = spawnSync('docker', args, {
    encoding: 'utf8',
    stdio: options.quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'],
  });
  return { ok: result.status === 0, stdout: result.stdout ?? '' };
}

function compose(envFile: string, args: string[], options: { quiet?: boolean } = {}) {
  return docker(
    ['compose', '-f', composeFile, '--env-file', envFile, '-p', project, '--profile', 'monitoring', ...args],
    options,
  );
}

async function eventually<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== null) return value;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s ${lastError ? `(${lastError})` : ''}`);
}

const checks: string[] = [];
function pass(what: string) {
  checks.push(what);
  process.stdout.write(`  ✔ ${what}\n`);
}

/** connection_init → connection_ack through the proxy: the upgrade and the token both work. */
function webSocketAck(url: string, token: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', {
      headers: { origin: new URL(url).origin.replace(/^ws/, 'http') },
    });
    const timer = setTimeout(() => reject(new Error('no connection_ack')), 10_000);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') {
        clearTimeout(timer);
        socket.close();
        resolve(true);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function main() {
  if (!docker(['info'], { quiet: true }).ok) {
    process.stdout.write(
      'compose smoke test: not run, no Docker daemon answers here (docs/operations.md, "Compose smoke test").\n',
    );
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'turno-compose-'));
  const backups = join(work, 'backups');
  const port = await freePort();
  const envFile = join(work, '.env');
  writeFileSync(
    envFile,
    [
      `JWT_SECRET=${randomBytes(48).toString('base64url')}`,
      `POSTGRES_PASSWORD=${randomBytes(24).toString('hex')}`,
      `TURNO_PORT=${port}`,
      `PUBLIC_URL=http://127.0.0.1:${port}`,
      `GRAFANA_PORT=${await freePort()}`,
      'SEED=demo',
      `BACKUP_DIR=${backups}`,
      'BACKUP_INTERVAL_SECONDS=3600',
      'LOG_LEVEL=warn',
      '',
    ].join('\n'),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    process.stdout.write(`compose smoke test: project ${project} on ${base}\n`);
    if (!compose(envFile, ['up', '--build', '--detach', '--wait', '--wait-timeout', '600']).ok)
      throw new Error('docker compose up failed');
    pass('docker compose up --wait: every service healthy');

    const ps = compose(envFile, ['ps', '--format', 'json'], { quiet: true }).stdout;
    const services = ps
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { Service: string; Health: string; State: string });
    const healthyApps = services.filter((s) => s.Service === 'app' && s.Health === 'healthy').length;
    if (healthyApps !== 2) throw new Error(`${healthyApps} healthy app replicas, expected 2`);
    if (!services.some((s) => s.Service === 'jobs' && s.State === 'running'))
      throw new Error('no jobs process');
    pass('two app replicas healthy, the jobs process running');

    const health = await fetch(`${base}/healthz`);
    if (health.status !== 200) throw new Error(`/healthz through the proxy: ${health.status}`);
    pass('/healthz through the proxy');

    const admin = await eventually('demo sign-in', 120_000, async () => signIn(base, 'admin', DEMO_PASSWORD));
    pass('demo sign-in through the proxy');

    await webSocketAck(`ws://127.0.0.1:${port}/graphql`, admin.token);
    pass('WebSocket upgrade and connection_ack through the proxy');

    const dump = await eventually('first backup', 120_000, async () => {
      const files = readdirSync(backups).filter((f) => f.endsWith('.pgdump'));
      return files[0] ?? null;
    });
    pass(`scheduled backup written (${dump})`);

    const targets = await eventually('Prometheus scraping', 120_000, async () => {
      const reply = compose(
        envFile,
        ['exec', '-T', 'prometheus', 'wget', '-qO-', 'http://127.0.0.1:9090/api/v1/targets?state=active'],
        { quiet: true },
      );
      if (!reply.ok) return null;
      const body = JSON.parse(reply.stdout) as { data: { activeTargets: { health: string }[] } };
      const up = body.data.activeTargets.filter((t) => t.health === 'up').length;
      return up >= 2 ? up : null;
    });
    pass(`Prometheus scrapes ${targets} targets`);
    process.stdout.write(`compose smoke test: ${checks.length} checks passed\n`);
  } finally {
    compose(envFile, ['down', '--volumes', '--remove-orphans'], { quiet: true });
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `compose smoke test failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
