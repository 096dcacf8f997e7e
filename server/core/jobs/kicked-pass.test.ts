import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kickedPass } from './kicked-pass.ts';

/** A pass that stays open until `finish` is called, counting how many started and overlapped. */
function countedPass() {
  const state = { started: 0, open: 0, most: 0, finish: [] as (() => void)[] };
  const run = () =>
    new Promise<void>((resolve) => {
      state.started++;
      state.open++;
      state.most = Math.max(state.most, state.open);
      state.finish.push(() => {
        state.open--;
        resolve();
      });
    });
  return { state, run };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('kickedPass', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one pass for a hundred kicks within its delay, once the delay has passed', async () => {
    const { state, run } = countedPass();
    const passes = kickedPass(run, { delayMs: 100, onError: () => {} });
    for (let i = 0; i < 100; i++) {
      passes.kick();
      await vi.advanceTimersByTimeAsync(0.5);
    }
    expect(state.started).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(state.started).toBe(1);
    state.finish.shift()?.();
    await flush();
    await passes.stop();
    expect(state.started).toBe(1);
  });

  it('asks for one more pass after a running one, never two at once', async () => {
    const { state, run } = countedPass();
    const passes = kickedPass(run, { delayMs: 100, onError: () => {} });
    passes.kick();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.started).toBe(1);
    // Kicks while the pass runs: their commits may be after its query, so one more pass follows.
    for (let i = 0; i < 5; i++) {
      passes.kick();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(state.started).toBe(1);
    state.finish.shift()?.();
    await flush();
    expect(state.started).toBe(2);
    state.finish.shift()?.();
    await flush();
    await passes.stop();
    expect(state.started).toBe(2);
    expect(state.most).toBe(1);
  });

  it('without a delay starts the pass in the kick itself', async () => {
    const { state, run } = countedPass();
    const passes = kickedPass(run, { delayMs: 0, onError: () => {} });
    passes.kick();
    expect(state.started).toBe(1);
    passes.kick();
    passes.kick();
    state.finish.shift()?.();
    await flush();
    expect(state.started).toBe(2);
    state.finish.shift()?.();
    await passes.stop();
  });

  it('reports a failed pass and goes on with the next kick', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const passes = kickedPass(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database gone');
      },
      { delayMs: 10, onError: (error) => errors.push(error) },
    );
    passes.kick();
    await vi.advanceTimersByTimeAsync(10);
    passes.kick();
    await vi.advanceTimersByTimeAsync(10);
    await passes.stop();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('drops a kick still waiting when stopped', async () => {
    const { state, run } = countedPass();
    const passes = kickedPass(run, { delayMs: 100, onError: () => {} });
    passes.kick();
    await passes.stop();
    await vi.advanceTimersByTimeAsync(200);
    expect(state.started).toBe(0);
  });
});
