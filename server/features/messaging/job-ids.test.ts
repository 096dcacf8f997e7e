import { describe, expect, it } from 'vitest';
import { deliveryJobId } from './job-ids.ts';

const MESSAGE = '0b7a3c1e-5d2f-4e8a-9c6b-1f2e3d4c5b6a';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('delivery job ids', () => {
  it('gives the first attempt the message id itself', () => {
    expect(deliveryJobId(MESSAGE, 0)).toBe(MESSAGE);
  });

  it('gives each later attempt its own id, the same on every call (every replica)', () => {
    const ids = [1, 2, 3].map((attempts) => deliveryJobId(MESSAGE, attempts));
    expect(new Set(ids).size).toBe(3);
    expect(ids).toEqual([1, 2, 3].map((attempts) => deliveryJobId(MESSAGE, attempts)));
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('tells a salted re-queue apart from the attempt it repeats', () => {
    expect(deliveryJobId(MESSAGE, 0, '42')).not.toBe(MESSAGE);
    expect(deliveryJobId(MESSAGE, 1, '42')).not.toBe(deliveryJobId(MESSAGE, 1));
    expect(deliveryJobId(MESSAGE, 1, '42')).toMatch(UUID);
  });
});
