import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, randomUUID, type UuidCrypto } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Web Crypto as a page outside a secure context has it: getRandomValues, no randomUUID. */
const insecure: UuidCrypto = { getRandomValues: (array) => webcrypto.getRandomValues(array) };

/** getRandomValues that fills every byte with `value`. */
function filledWith(value: number): UuidCrypto {
  return {
    getRandomValues: (array) => {
      return array.fill(value);
    },
  };
}

describe('randomUUID', () => {
  it('uses crypto.randomUUID where the context has it', () => {
    const native = vi.fn(() => '11111111-2222-4333-8444-555555555555');
    const getRandomValues = vi.fn();
    expect(randomUUID({ randomUUID: native, getRandomValues })).toBe('11111111-2222-4333-8444-555555555555');
    expect(native).toHaveBeenCalledOnce();
    expect(getRandomValues).not.toHaveBeenCalled();
  });

  it('builds a v4 UUID from getRandomValues when crypto.randomUUID is missing (plain HTTP on a LAN)', () => {
    const getRandomValues = vi.fn(insecure.getRandomValues);
    const uuid = randomUUID({ getRandomValues });
    expect(uuid).toMatch(UUID_V4);
    expect(getRandomValues).toHaveBeenCalledOnce();
    expect(getRandomValues.mock.calls[0]![0]).toHaveLength(16);
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    expect(randomUUID(filledWith(0x00))).toBe('00000000-0000-4000-8000-000000000000');
    expect(randomUUID(filledWith(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomUUID(filledWith(0xa5))).toBe('a5a5a5a5-a5a5-45a5-a5a5-a5a5a5a5a5a5');
  });

  it('is well formed and unique over many calls, with and without crypto.randomUUID', () => {
    for (const source of [insecure, globalThis.crypto]) {
      const uuids = Array.from({ length: 10_000 }, () => randomUUID(source));
      expect(uuids.filter((uuid) => !UUID_V4.test(uuid))).toEqual([]);
      expect(new Set(uuids).size).toBe(uuids.length);
    }
  });

  it('spreads the random bits over every hex digit but the fixed ones', () => {
    const seen = Array.from({ length: 36 }, () => new Set<string>());
    for (let i = 0; i < 2_000; i += 1) {
      for (const [at, char] of [...randomUUID(insecure)].entries()) seen[at]!.add(char);
    }
    const sizes = seen.map((chars) => chars.size);
    expect(sizes[14]).toBe(1); // the version, 4
    expect(sizes[19]).toBe(4); // the variant, 8 9 a b
    for (const at of [8, 13, 18, 23]) expect(sizes[at]).toBe(1); // the dashes
    for (const [at, size] of sizes.entries())
      if (![8, 13, 14, 18, 19, 23].includes(at)) expect(size, `hex digit ${at}`).toBe(16);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time, also where crypto.randomUUID is missing', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    vi.stubGlobal('crypto', insecure);
    try {
      const keys = [newIdempotencyKey(), newIdempotencyKey()];
      for (const key of keys) expect(key).toMatch(UUID_V4);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
