import { parseArgs } from 'node:util';
import { formatSummary, runFuzz } from './fuzz-run.ts';

// `npm run fuzz -- --seed 42 --count 10000`: the schema fuzzer of tests/security/schema-fuzz.test.ts
// at any size, with a summary of the outcomes; exits 1 when a reply, the log or the database broke a
// rule (each listed).

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '4' },
  },
});
const seed = Number(values.seed);
const count = Number(values.count);
console.log(`schema fuzz: seed ${seed}, ${count} operations`);
const result = await runFuzz({
  seed,
  count,
  concurrency: Number(values.concurrency),
  onProgress: (done) => {
    if (done % 1000 === 0) console.log(`  ${done} sent`);
  },
});
console.log(formatSummary(result));
for (const problem of result.problems) console.log(`PROBLEM ${problem}`);
process.exit(result.problems.length ? 1 : 0);
