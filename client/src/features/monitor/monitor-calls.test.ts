import { describe, expect, it } from 'vitest';
import { applyMonitorEvent, EMPTY_MONITOR, type ShownCall, spokenPlate } from './monitor-calls.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const call = (callID: string, appointmentID: string, secondsAgo: number): ShownCall => ({
  callID,
  appointmentID,
  licensePlate: `PL${appointmentID}`,
  boxName: 'Box 1',
  calledAt: new Date(NOW - secondsAgo * 1000).toISOString(),
});

describe('applyMonitorEvent', () => {
  it('shows the first state silently, then announces each new call once', () => {
    const first = applyMonitorEvent(EMPTY_MONITOR, { initial: true, calls: [call('c1', 'a1', 5)] }, NOW);
    expect(first.announce).toEqual([]);
    expect(first.state.calls.map((c) => c.callID)).toEqual(['c1']);

    const second = applyMonitorEvent(
      first.state,
      { initial: false, calls: [call('c2', 'a2', 0), call('c1', 'a1', 6)] },
      NOW,
    );
    expect(second.announce.map((c) => c.callID)).toEqual(['c2']);
    const again = applyMonitorEvent(
      second.state,
      { initial: false, calls: [call('c2', 'a2', 1), call('c1', 'a1', 7)] },
      NOW,
    );
    expect(again.announce).toEqual([]);
  });

  it('shows an appointment once, at its latest call', () => {
    const { state } = applyMonitorEvent(
      EMPTY_MONITOR,
      { initial: true, calls: [call('c3', 'a1', 0), call('c2', 'a2', 10), call('c1', 'a1', 20)] },
      NOW,
    );
    expect(state.calls.map((c) => c.callID)).toEqual(['c3', 'c2']);
  });

  it('replaces a stale current call with the initial state after a reconnect', () => {
    const before = applyMonitorEvent(EMPTY_MONITOR, { initial: true, calls: [call('c1', 'a1', 30)] }, NOW);
    // While the socket was down, a1 went back to the queue and a2 and a3 were called.
    const after = applyMonitorEvent(
      before.state,
      { initial: true, calls: [call('c3', 'a3', 20), call('c2', 'a2', 300)] },
      NOW,
    );
    expect(after.state.calls.map((c) => c.callID)).toEqual(['c3', 'c2']);
    // The recent call is announced; the one from five minutes ago only shown.
    expect(after.announce.map((c) => c.callID)).toEqual(['c3']);
  });

  it('announces several new calls oldest first', () => {
    const start = applyMonitorEvent(EMPTY_MONITOR, { initial: true, calls: [] }, NOW);
    const next = applyMonitorEvent(
      start.state,
      { initial: false, calls: [call('c2', 'a2', 0), call('c1', 'a1', 1)] },
      NOW,
    );
    expect(next.announce.map((c) => c.callID)).toEqual(['c1', 'c2']);
  });
});

describe('order', () => {
  it('puts the latest call first whatever order the calls come in', () => {
    const { state } = applyMonitorEvent(
      EMPTY_MONITOR,
      { initial: true, calls: [call('c1', 'a1', 60), call('c2', 'a2', 5), call('c3', 'a3', 30)] },
      NOW,
    );
    expect(state.calls.map((c) => c.callID)).toEqual(['c2', 'c3', 'c1']);
  });
});

describe('spokenPlate', () => {
  it('spells the plate', () => expect(spokenPlate('AB12')).toBe('A B 1 2'));
});
