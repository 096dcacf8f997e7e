import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../shared/appointments/appointment-status.ts';
import { bayClockOf } from './bay-clock.ts';

const called = new Date('2026-03-02T08:50:00Z');
const started = new Date('2026-03-02T09:00:00Z');
const occupant = {
  appointmentID: 'a1',
  type: 'normal' as 'normal' | 'withdrawal',
  statusCode: STATUS.JobStarted as number,
  acceptanceDateTime: called,
  jobStartDateTime: started,
  jobOverrunSmsDateTime: null,
};
const expected = { minutes: 40, source: 'history' as const };

describe('bayClockOf', () => {
  it('times a running job from its start, with its expected end', () => {
    const clock = bayClockOf(occupant, expected, new Date('2026-03-02T09:30:00Z'));
    expect(clock).toMatchObject({
      stage: 'JOB_RUNNING',
      stageStartedAt: started,
      expectedMinutes: 40,
      expectedFromHistory: true,
      overrun: false,
    });
    expect(clock.expectedEndAt?.toISOString()).toBe('2026-03-02T09:40:00.000Z');
  });

  it('flags a running job past its expected end, and says when the customer was told', () => {
    const told = new Date('2026-03-02T09:56:00Z');
    const clock = bayClockOf(
      { ...occupant, jobOverrunSmsDateTime: told },
      { minutes: 40, source: 'configured' },
      new Date('2026-03-02T10:00:00Z'),
    );
    expect(clock).toMatchObject({ overrun: true, overrunToldAt: told, expectedFromHistory: false });
  });

  it('times a customer called in from the call, never late', () => {
    for (const statusCode of [STATUS.Accepted, STATUS.AcceptedAnomaly]) {
      const clock = bayClockOf(
        { ...occupant, statusCode, jobStartDateTime: null },
        expected,
        new Date('2026-03-02T15:00:00Z'),
      );
      expect(clock).toMatchObject({
        stage: 'ACCEPTANCE',
        stageStartedAt: called,
        expectedEndAt: null,
        overrun: false,
      });
    }
  });

  it('shows a pickup being handed over as its own stage', () => {
    const clock = bayClockOf(
      { ...occupant, type: 'withdrawal', statusCode: STATUS.Accepted, jobStartDateTime: null },
      expected,
      new Date('2026-03-02T15:00:00Z'),
    );
    expect(clock).toMatchObject({ stage: 'PICKUP', stageStartedAt: called, overrun: false });
  });
});
