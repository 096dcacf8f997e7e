import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One writer per embedded database (docs/decisions/0032-one-writer-per-embedded-database.md).
 * PGlite has no postmaster to keep a second process out of its folder: two processes on one
 * DATA_DIR each believe they own it and overwrite each other's pages. Every Turno program that
 * opens an embedded DATA_DIR first creates `turno.lock` in it with O_EXCL, holding who it is; the
 * next one reads it and refuses. A lock whose process is gone (a crash, SIGKILL) is stale and taken.
 */

export const LOCK_FILE = 'turno.lock';
/**
 * Where a running server tells `npm run backup` how to reach it (app/operator-access.ts). Named
 * here because a restore removes the copy a dump carries: it belongs to a server long gone.
 */
export const OPERATOR_ACCESS_FILE = 'turno-server.json';
/** How often a holder touches its lock, so a program on another host (a shared volume) sees it live. */
const HEARTBEAT_MS = 15_000;
/** A lock from another host untouched this long belongs to a process that is gone. */
const STALE_AFTER_MS = 60_000;

/** Who holds an embedded database: what the lock file says. */
export interface LockHolder {
  pid: number;
  /** `server`, `backup`, `restore`, `seed`, `create-admin`, `migrate`, ... */
  program: string;
  /** ISO time the holder took the lock. */
  since: string;
  host: string;
  /** Linux's boot id: a lock from before a reboot is stale whatever its pid. */
  boot: string | null;
}

/** An embedded database another live process holds. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly dataDir: string;
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(`${dataDir} is in use by ${describeHolder(holder)}`);
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

/** "the Turno server (pid 4242 on host, since 2026-…)": the one line a refusal prints. */
export function describeHolder(holder: LockHolder): string {
  const what =
    holder.program === 'server'
      ? 'the Turno server'
      : /^[a-z:-]+$/.test(holder.program)
        ? `npm run ${holder.program}`
        : holder.program;
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  return `${what} (pid ${holder.pid}${where}, since ${holder.since})`;
}

export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Deletes the lock file (if it is still ours); safe to call twice. */
  release(): Promise<void>;
}

// The folders this process holds: a second open in the same process is refused as well (two PGlite
// instances on one folder corrupt it as surely as two processes), while a lock naming our pid that is
// not here is stale (a container restarted: the server is pid 1 again).
const heldHere = new Set<string>();

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.program !== 'string') return null;
    return {
      pid: parsed.pid,
      program: parsed.program,
      since: String(parsed.since ?? ''),
      host: String(parsed.host ?? ''),
      boot: parsed.boot ?? null,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    // Half-written or garbled: its writer died between open and write.
    return null;
  }
}

/** Whether the holder named in `file` is still running (see the decision record for each case). */
async function holderIsLive(file: string, holder: LockHolder | null): Promise<boolean> {
  if (!holder) {
    // Written a moment ago and not yet filled in, or left garbled by a crash long ago.
    const age = Date.now() - (await stat(file)).mtimeMs;
    return age < 5_000;
  }
  if (holder.host === hostname()) {
    if (holder.boot && holder.boot !== bootId()) return false;
    if (holder.pid === process.pid) return heldHere.has(file);
    return alive(holder.pid);
  }
  // Another host (a folder on a shared volume): its pids mean nothing here; it touches the file.
  return Date.now() - (await stat(file)).mtimeMs < STALE_AFTER_MS;
}

/** The live holder of an embedded database, or null when nobody (alive) holds it. */
export async function currentHolder(dataDir: string): Promise<LockHolder | null> {
  const file = join(dataDir, LOCK_FILE);
  try {
    const holder = await readHolder(file);
    return (await holderIsLive(file, holder)) ? holder : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes the embedded database in `dataDir` for this process as `program`, creating the folder when
 * missing; throws DataDirLockedError naming the live holder. `memory://` needs no lock.
 */
export async function lockDataDir(dataDir: string, program: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    program,
    since: new Date().toISOString(),
    host: hostname(),
    boot: bootId(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o644);
      try {
        await handle.writeFile(`${JSON.stringify(holder)}\n`);
      } finally {
        await handle.close();
      }
      return held(file, holder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let previous: LockHolder | null;
    try {
      previous = await readHolder(file);
      if (await holderIsLive(file, previous)) {
        throw new DataDirLockedError(
          dataDir,
          previous ?? { ...holder, program: 'a Turno program that is starting' },
        );
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // Stale: moved aside under a name of our own (a rename is atomic, so of two programs taking the
    // same stale lock at once only one moves it), then deleted, and the O_EXCL create tried again.
    const aside = `${file}.stale-${process.pid}`;
    try {
      await rename(file, aside);
      const moved = await readHolder(aside).catch(() => null);
      if (previous && moved && (moved.pid !== previous.pid || moved.since !== previous.since)) {
        // Another program took the stale lock between our look and our move: its lock goes back.
        await rename(aside, file);
        continue;
      }
      await unlink(aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const last = await currentHolder(dataDir);
  if (last) throw new DataDirLockedError(dataDir, last);
  throw new Error(`could not take the lock ${file}`);
}

function held(file: string, holder: LockHolder): DataDirLock {
  heldHere.add(file);
  // A touch now and then, for a program on another host sharing the folder (holderIsLive).
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    file,
    holder,
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldHere.delete(file);
      try {
        const now = await readHolder(file);
        // Only our own lock: a restore may have unpacked another one over it (restoreDatabase).
        if (now && now.pid === holder.pid && now.since === holder.since) await unlink(file);
      } catch {
        // Already gone.
      }
    },
  };
}

/** Writes our own lock record again after a restore unpacked a dump (which carries a lock) over it. */
export async function rewriteLock(lock: DataDirLock): Promise<void> {
  const handle = await open(lock.file, 'w', 0o644);
  try {
    await handle.writeFile(`${JSON.stringify(lock.holder)}\n`);
  } finally {
    await handle.close();
  }
}
