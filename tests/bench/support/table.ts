/**
 * Markdown tables on stdout: what `npm run bench` prints is what docs/performance.md shows. Every
 * figure with a target gets the target and the ratio beside it, never a pass/fail verdict.
 */
export type Cell = string | number | null | undefined;

export function fmt(value: Cell, digits = 1): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '—';
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toFixed(Math.abs(value) >= 100 ? 0 : digits);
}

/** "0.42×" — figure over target (or over floor): below 1 is within the target. */
export function ratio(value: number | null | undefined, reference: number | null | undefined): string {
  if (value === null || value === undefined || reference === null || reference === undefined) return '—';
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return '—';
  return `${(value / reference).toFixed(2)}×`;
}

export function table(title: string, headers: string[], rows: Cell[][], notes: string[] = []): string {
  const cells = rows.map((row) => row.map((cell) => fmt(cell)));
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((row) => (row[i] ?? '').length)),
  );
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    `### ${title}`,
    '',
    line(headers),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.map(line),
    ...(notes.length ? ['', ...notes] : []),
    '',
  ].join('\n');
}

/** Printed as it is made, and kept for the summary at the end of the run. */
const printed: string[] = [];

export function report(text: string): void {
  printed.push(text);
  process.stdout.write(`${text}\n`);
}

export function reported(): string[] {
  return printed;
}

export function progress(message: string): void {
  process.stderr.write(`  · ${message}\n`);
}
