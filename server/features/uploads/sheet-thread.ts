import { Worker } from 'node:worker_threads';
import type { UploadFileType } from '../../../shared/uploads/upload-format.ts';
import type { SheetRead } from './upload-reader.ts';

/** What the sheet's thread is handed: the file's type and bytes. */
export interface SheetWorkerInput {
  type: UploadFileType;
  bytes: Uint8Array;
}

/** How long and how much memory reading one file may take before it is refused as too complex. */
export interface SheetReadBudget {
  timeoutMs: number;
  /** V8's old generation, where exceljs keeps its parsed rows. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

/**
 * The one place the budget is set. On a busy 2-core machine a 50,000-row file of 11 columns reads
 * in about 5 s within a 128 MB heap, one of 25 columns in 12-14 s within 256 MB; every hostile file
 * the limits know is refused in well under a second. What is left (a file within every limit that
 * is still slow) costs its uploader a refusal and one core for at most this long.
 */
export const SHEET_READ_BUDGET: SheetReadBudget = {
  timeoutMs: 30_000,
  maxOldGenerationSizeMb: 512,
  maxYoungGenerationSizeMb: 64,
};

const WORKER_URL = new URL('./sheet-worker.ts', import.meta.url);

interface SheetThread {
  worker: Worker;
  /** Set when the thread ended or failed before it was handed a file. */
  gone: boolean;
}

function startThread(budget: SheetReadBudget): SheetThread {
  const worker = new Worker(WORKER_URL, {
    resourceLimits: {
      maxOldGenerationSizeMb: budget.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: budget.maxYoungGenerationSizeMb,
    },
  });
  // A waiting thread never keeps the process alive, and its failure is only noted: the file it
  // was meant for gets a thread of its own instead.
  worker.unref();
  const thread: SheetThread = { worker, gone: false };
  const gone = () => {
    thread.gone = true;
  };
  worker.on('error', gone);
  worker.once('exit', gone);
  return thread;
}

/**
 * The next file's thread, started when the last file's read ended: loading the readers into a new
 * thread takes 0.3-2 s, which a hostile file refused at its first limit would otherwise wait. It
 * starts after the read, not beside it, so the two never compete for the machine's cores. Every
 * file still gets a fresh thread, never one another file ran in.
 */
let spare: SheetThread | null = null;

function takeThread(budget: SheetReadBudget): SheetThread {
  if (budget !== SHEET_READ_BUDGET) return startThread(budget);
  const taken = spare && !spare.gone ? spare : startThread(budget);
  spare = null;
  return taken;
}

function prepareSpare(): void {
  if (!spare || spare.gone) spare = startThread(SHEET_READ_BUDGET);
}

/**
 * Reads a stored file (`readSheet`) in a thread of its own, so decoding, unzipping and parsing
 * never hold the server's thread: past the budget's time the thread is ended and the file refused
 * as `tooComplex`, as when it runs out of its memory. Any other failure of the thread is a fault
 * and rejects.
 */
export function readSheetOffThread(
  type: UploadFileType,
  bytes: Uint8Array,
  budget: SheetReadBudget = SHEET_READ_BUDGET,
): Promise<SheetRead> {
  return new Promise((resolve, reject) => {
    const { worker } = takeThread(budget);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // One file, one thread: whatever it still holds goes with it.
      void worker.terminate();
      if (budget === SHEET_READ_BUDGET) prepareSpare();
      outcome();
    };
    const tooComplex = () => settle(() => resolve({ ok: false, error: 'tooComplex' }));
    const timer = setTimeout(tooComplex, budget.timeoutMs);
    worker.once('message', (read: SheetRead) => settle(() => resolve(read)));
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') tooComplex();
      else settle(() => reject(error));
    });
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the sheet reader's thread ended (${code}) without a result`))),
    );
    const input: SheetWorkerInput = { type, bytes };
    worker.postMessage(input);
  });
}
