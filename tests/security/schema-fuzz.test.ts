import { describe, expect, it } from 'vitest';
import { formatSummary, runFuzz } from './fuzz/fuzz-run.ts';

// 2,000 operations generated from the schema, every argument and input field filled with hostile
// values, sent by five callers over HTTP to a real server: no reply is INTERNAL or 5xx or carries a
// stack, SQL or a file path; nothing reaches the error log; the database invariants hold and the
// other workshop is unchanged. `npm run fuzz -- --seed <n> --count 10000` runs more.

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const COUNT = 2_000;
// About 75 s on a 2-core machine shared with other work, 120–200 s when it is badly overloaded.

describe('schema fuzzing', () => {
  it(`${COUNT} hostile operations (seed ${SEED}) get clear answers and change nothing they must not`, async () => {
    console.log(`schema fuzz: seed ${SEED}, ${COUNT} operations (FUZZ_SEED=${SEED} repeats this run)`);
    const result = await runFuzz({ seed: SEED, count: COUNT });
    console.log(formatSummary(result));
    expect(result.problems).toEqual([]);
  }, 480_000);
});
