/** Error figures of a set of estimates, in minutes; error is estimate − actual (negative: told too little). */

export interface ErrorSummary {
  count: number;
  meanAbsolute: number;
  medianAbsolute: number;
  p90Absolute: number;
  bias: number;
  within5: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export function summarize(errors: readonly number[]): ErrorSummary {
  const absolute = errors.map(Math.abs).sort((a, b) => a - b);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return {
    count: errors.length,
    meanAbsolute: sum(absolute) / errors.length,
    medianAbsolute: percentile(absolute, 0.5),
    p90Absolute: percentile(absolute, 0.9),
    bias: sum(errors) / errors.length,
    within5: absolute.filter((e) => e <= 5).length / errors.length,
  };
}

export function mean(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0) / values.length;
}
