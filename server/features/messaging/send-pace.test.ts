import { describe, expect, it } from 'vitest';
import { sendPace } from './send-pace.ts';

describe('sendPace', () => {
  it('lets a burst start at once, then holds the rate', async () => {
    const pace = sendPace(200, 20);
    const started = performance.now();
    await pace.take(20);
    expect(performance.now() - started).toBeLessThan(20);
    // 40 more at 200 a second: about 200 ms.
    await pace.take(20);
    await pace.take(20);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(180);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('serves takers in the order they came', async () => {
    const pace = sendPace(100, 10);
    await pace.take(10);
    const order: string[] = [];
    await Promise.all([
      pace.take(10).then(() => order.push('first')),
      pace.take(1).then(() => order.push('second')),
    ]);
    expect(order).toEqual(['first', 'second']);
  });

  it('does not pace at 0, and never asks for more than a burst', async () => {
    const started = performance.now();
    await sendPace(0, 10).take(1_000);
    await sendPace(50, 10).take(25);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
