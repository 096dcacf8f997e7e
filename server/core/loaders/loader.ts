/**
 * Loads values by key, batching every `load` made while one round of resolvers runs into a single
 * call of the batch function, and caching each key's promise for the loader's lifetime.
 */
export interface Loader<K, V> {
  load(key: K): Promise<V>;
  loadMany(keys: readonly K[]): Promise<V[]>;
  /** Seeds the cache with a value already at hand (e.g. a row just read by a list query). */
  prime(key: K, value: V): void;
}

/**
 * A minimal DataLoader. The batch function returns the values it found by key; keys it leaves out
 * get `missing()`. The flush waits for the microtasks queued now and then for process.nextTick, so
 * the loads of sibling fields, which graphql-js resolves over several promise turns, share a batch
 * (the same schedule DataLoader uses).
 */
export function createLoader<K, V>(
  batch: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  missing: () => V,
): Loader<K, V> {
  const cache = new Map<K, Promise<V>>();
  let pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const jobs = pending;
    pending = [];
    batch(jobs.map((job) => job.key)).then(
      (found) => {
        for (const job of jobs) job.resolve(found.has(job.key) ? (found.get(job.key) as V) : missing());
      },
      (error: unknown) => {
        // A failed batch is not cached: a later load in the same request tries again.
        for (const job of jobs) {
          cache.delete(job.key);
          job.reject(error);
        }
      },
    );
  };

  const load = (key: K): Promise<V> => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(() => process.nextTick(flush));
      pending.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };

  return {
    load,
    loadMany: (keys) => Promise.all(keys.map(load)),
    prime(key, value) {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
  };
}

/** Groups rows into lists by a key, keeping the rows' order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
