/**
 * Milliseconds on CLOCK_MONOTONIC (process.hrtime), which every process on one Linux machine reads
 * from the same clock: a time taken in the driver and a time taken in a client process can be
 * subtracted. Date.now() could jump; performance.now() starts at each process's own origin.
 */
export function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
