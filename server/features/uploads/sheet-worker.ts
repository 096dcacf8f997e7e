import { parentPort } from 'node:worker_threads';
import type { SheetWorkerInput } from './sheet-thread.ts';
import { readSheet } from './upload-reader.ts';

// A one-shot thread of `readSheetOffThread`: it loads the readers, waits for one file, reads it and
// posts what it read (rows by structured clone, dates included); then its starter ends it.
parentPort?.once('message', async ({ type, bytes }: SheetWorkerInput) => {
  parentPort?.postMessage(
    await readSheet(type, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
  );
});
