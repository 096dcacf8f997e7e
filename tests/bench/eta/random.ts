/** Seeded randomness for the ETA bench: the same seed gives the same day, run after run. */

export type Random = () => number;

/** mulberry32: tiny, fast, good enough for simulation (not for secrets). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal by Box–Muller (1 - u keeps the logarithm finite). */
export function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Log-normal with the given mean (not median): service times are skewed, a few take very long. */
export function logNormal(random: Random, mean: number, sigma: number): number {
  return Math.exp(Math.log(mean) - (sigma * sigma) / 2 + sigma * normal(random));
}

/** Exponential gap of a Poisson process with `ratePerMinute`. */
export function exponential(random: Random, ratePerMinute: number): number {
  return -Math.log(1 - random()) / ratePerMinute;
}

export function uniform(random: Random, from: number, to: number): number {
  return from + (to - from) * random();
}
