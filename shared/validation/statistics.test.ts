import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { statsRangeSchema } from './statistics.ts';

describe('statsRangeSchema', () => {
  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    "'; drop table users;--",
  ])('refuses %s, which the calendar does not have', (day) => {
    expect(v.safeParse(statsRangeSchema, { fromDay: '2026-01-01', toDay: day }).success).toBe(false);
  });

  it('takes a leap day', () => {
    expect(v.safeParse(statsRangeSchema, { fromDay: '2028-02-29', toDay: '2028-02-29' }).success).toBe(true);
  });
});
