import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OPERATOR_ACCESS_FILE } from '../core/db/data-dir-lock.ts';

/**
 * How `npm run backup` reaches the server that holds an embedded database (decision 0032): the
 * server writes its loopback address and a random token to a file in DATA_DIR readable by its own
 * user only (0600); the command reads it and asks the server for the dump. Whoever can read that
 * file can read the database files beside it anyway, so it grants nothing more. A token is good for
 * one backup: the server draws a new one once the dump is taken (so a dump holds only the token just
 * spent), and deletes the file when it stops.
 */

export interface OperatorAccess {
  /** The server's pid, so a file left by a server that is gone is told from the live one's. */
  pid: number;
  /** Where the server answers on this machine. */
  url: string;
  token: string;
}

/** The server's side: the current token, a check that spends it, and the file it lives in. */
export interface OperatorAccessFile {
  /** Whether `presented` is the current token; a match spends it until renew() draws the next. */
  spend(presented: string): boolean;
  /** Draws a new token into the file (after the dump, so the dump holds only the spent one). */
  renew(): Promise<void>;
  remove(): Promise<void>;
}

/** The address a command on this machine reaches a server listening on `host`:`port` at. */
export function loopbackUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Writes the access file for a server at `url` in `dataDir` and returns its keeper. */
export async function writeOperatorAccess(dataDir: string, url: string): Promise<OperatorAccessFile> {
  const file = join(dataDir, OPERATOR_ACCESS_FILE);
  let current: Buffer | null = null;
  let removed = false;
  const draw = async () => {
    const token = randomBytes(32).toString('base64url');
    const access: OperatorAccess = { pid: process.pid, url, token };
    // Written aside and renamed: a reader never sees half a file, or a moment of a wider mode.
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify(access)}\n`, { mode: 0o600 });
    await chmod(temp, 0o600);
    await rename(temp, file);
    current = digest(token);
  };
  await draw();
  return {
    spend(presented) {
      const expected = current;
      if (!expected || !timingSafeEqual(digest(presented), expected)) return false;
      current = null;
      return true;
    },
    async renew() {
      if (!removed) await draw();
    },
    async remove() {
      removed = true;
      current = null;
      await rm(file, { force: true });
    },
  };
}

/** The command's side: what the file in `dataDir` says, or why it cannot be read. */
export async function readOperatorAccess(dataDir: string): Promise<OperatorAccess> {
  const file = join(dataDir, OPERATOR_ACCESS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES')
      throw new Error(`cannot read ${file}: run the command as the user the server runs as`);
    if (code === 'ENOENT')
      throw new Error(`the server has not finished starting (no ${file} yet): try again`);
    throw error;
  }
  return JSON.parse(text) as OperatorAccess;
}
