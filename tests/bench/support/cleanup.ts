import type { ChildProcess } from 'node:child_process';

/**
 * Everything a bench starts is registered here and undone at the end, on Ctrl-C and on a crash:
 * child processes are killed by their own handle (never by name), databases dropped, the private
 * Redis stopped.
 */
const children = new Set<ChildProcess>();
const tasks: { label: string; run: () => Promise<void> }[] = [];

export function trackChild(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Registers an undo step; returns a function that runs it now and forgets it. */
export function onCleanup(label: string, run: () => Promise<void>): () => Promise<void> {
  const task = { label, run };
  tasks.push(task);
  return async () => {
    const index = tasks.indexOf(task);
    if (index < 0) return;
    tasks.splice(index, 1);
    await run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (tasks.length) {
    const task = tasks.pop();
    if (!task) break;
    try {
      await task.run();
    } catch (error) {
      process.stderr.write(`cleanup "${task.label}" failed: ${String(error)}\n`);
    }
  }
  killChildren();
}

function killChildren() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

let installed = false;
/** Ctrl-C or SIGTERM: undo everything, then exit; a plain exit at least kills the children. */
export function installCleanupHandlers(): void {
  if (installed) return;
  installed = true;
  process.on('exit', killChildren);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: cleaning up\n`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}

/** `node tests/bench/<bench>.ts`: runs one bench alone, cleaning up after it however it ends. */
export function runAlone(bench: () => Promise<void>): void {
  installCleanupHandlers();
  bench()
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exitCode = 1;
    })
    .finally(() => cleanupAll());
}
