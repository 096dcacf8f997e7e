/**
 * `npm test`: every check a change must pass, in order, stopping at the first failure:
 * Biome (lint and format), the layering rule (dependency-cruiser), tsc, codegen freshness, Vitest (unit and
 * integration), the public routes' bundle budgets (after the build), Playwright (end-to-end in Debian's
 * Chromium), then the compose smoke test where Docker runs. It ends with one summary line counting every test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const reports = mkdtempSync(join(tmpdir(), 'turno-test-'));
const skipE2e = process.argv.includes('--no-e2e');

function run(title: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`✖ ${title} failed after ${seconds}s\n`);
    summarize();
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${title} (${seconds}s)\n`);
}

let passed = 0;
let failed = 0;
let skipped = 0;

function countVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
}

function summarize() {
  countVitest(join(reports, 'vitest.json'));
  countPlaywright(join(reports, 'playwright.json'));
  process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
}

const bin = (name: string) => join('node_modules', '.bin', name);

run('lint and format (Biome)', bin('biome'), ['check', '.']);
run('layers point down, no import cycles (dependency-cruiser)', bin('depcruise'), [
  'server',
  'client/src',
  'shared',
  '--config',
  '.dependency-cruiser.cjs',
]);
run('typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit']);
run('generated GraphQL types are fresh (codegen --check)', bin('graphql-codegen'), ['--check']);
run('unit and integration tests (Vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);
if (!skipE2e) {
  run('build the client (Vite)', 'npm', ['run', 'build', '--silent']);
  run('bundle budgets of the public routes', process.execPath, ['scripts/bundle-budgets.ts']);
  run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
  });
  // Runs only where a Docker daemon answers; elsewhere it says so in one line (docs/operations.md).
  run('compose smoke test (Docker)', process.execPath, ['tests/compose/smoke.ts']);
}
summarize();
