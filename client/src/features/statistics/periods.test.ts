import { describe, expect, it } from 'vitest';
import { periodOf } from './periods.ts';

describe('statistics presets', () => {
  it('counts every preset from the workshop’s today, both ends included', () => {
    const today = '2026-03-01';
    expect(periodOf('today', today)).toEqual({ fromDay: '2026-03-01', toDay: '2026-03-01' });
    expect(periodOf('yesterday', today)).toEqual({ fromDay: '2026-02-28', toDay: '2026-02-28' });
    expect(periodOf('last30Days', today)).toEqual({ fromDay: '2026-01-31', toDay: '2026-03-01' });
    expect(periodOf('last365Days', today)).toEqual({ fromDay: '2025-03-02', toDay: '2026-03-01' });
    expect(periodOf('yearToDate', today)).toEqual({ fromDay: '2026-01-01', toDay: '2026-03-01' });
    expect(periodOf('monthToDate', today)).toEqual({ fromDay: '2026-03-01', toDay: '2026-03-01' });
    expect(periodOf('previousYear', today)).toEqual({ fromDay: '2025-01-01', toDay: '2025-12-31' });
  });

  it('knows leap years', () => {
    expect(periodOf('yesterday', '2028-03-01')).toEqual({ fromDay: '2028-02-29', toDay: '2028-02-29' });
  });
});
