import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadFileType } from '../../../shared/uploads/upload-format.ts';

// Uploaded files live in the config's `uploadDir` (under DATA_DIR by default), never in the project.

/** Where multer writes a file while it arrives, before it is known to be an upload. */
export async function incomingDir(uploadDir: string): Promise<string> {
  const dir = join(uploadDir, 'incoming');
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The stored file's path relative to the upload folder (config `uploadDir`), as the upload row keeps it. */
export function storedPath(uploadID: string, type: UploadFileType): string {
  return `${uploadID}.${type}`;
}

/** The first bytes of a file, to tell its type. */
export async function readHead(path: string, length = 8192): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Moves an arrived file to its final place (same file system: a rename). */
export async function keepFile(uploadDir: string, from: string, relative: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  await rename(from, join(uploadDir, relative));
}

/** Writes a file that arrived in memory (the GraphQL multipart path) to a fresh incoming path. */
export async function writeIncoming(uploadDir: string, bytes: Uint8Array): Promise<string> {
  const path = join(await incomingDir(uploadDir), randomUUID());
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(bytes);
  } finally {
    await handle.close();
  }
  return path;
}

export function readStored(uploadDir: string, relative: string): Promise<Buffer> {
  return readFile(join(uploadDir, relative));
}

export function storedFile(uploadDir: string, relative: string): string {
  return join(uploadDir, relative);
}

export async function discard(path: string): Promise<void> {
  await rm(path, { force: true });
}
