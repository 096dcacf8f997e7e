import { describe, expect, it } from 'vitest';
import { redactPersonalData, redactText } from './redaction.ts';

describe('redactPersonalData', () => {
  it('removes fields named for secrets and personal data, at any depth', () => {
    const out = redactPersonalData({
      appointmentId: 'a1',
      status: 'sent',
      password: 'Turno!Demo2026',
      variables: {
        input: { licensePlate: 'AB123CD', mobile: '3331234567', email: 'x@y.it', workshopID: 'w1' },
      },
      rows: [{ recipient: '+393331234567', token: 'abc', body: 'Your link…' }],
      headers: { authorization: 'Bearer x', cookie: 'a=b' },
      customer: { firstName: 'Mario', lastName: 'Rossi', notes: 'left keys' },
    });
    expect(out).toEqual({
      appointmentId: 'a1',
      status: 'sent',
      password: '[redacted]',
      variables: {
        input: { licensePlate: '[redacted]', mobile: '[redacted]', email: '[redacted]', workshopID: 'w1' },
      },
      rows: [{ recipient: '[redacted]', token: '[redacted]', body: '[redacted]' }],
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      customer: { firstName: '[redacted]', lastName: '[redacted]', notes: '[redacted]' },
    });
  });

  it('keeps empty values, numbers, dates and ids as they are', () => {
    const at = new Date('2026-11-26T08:00:00Z');
    expect(
      redactPersonalData({
        token: null,
        text: '',
        attempt: 3,
        at,
        id: '0b7c1f6e-9a4d-4c1e-8f3a-2b6d7e8f9a01',
      }),
    ).toEqual({
      token: null,
      text: '',
      attempt: 3,
      at,
      id: '0b7c1f6e-9a4d-4c1e-8f3a-2b6d7e8f9a01',
    });
  });

  it('turns errors into name, message and stack, and survives cycles', () => {
    const cyclic: Record<string, unknown> = { id: 'x' };
    cyclic.self = cyclic;
    const out = redactPersonalData({ error: new TypeError('boom'), cyclic }) as Record<string, never>;
    expect(out.error).toMatchObject({ name: 'TypeError', message: 'boom' });
    expect(out.cyclic).toEqual({ id: 'x', self: '[…]' });
  });
});

describe('redactText', () => {
  it('masks e-mail addresses and phone numbers inside text', () => {
    expect(redactText('sent to mario.rossi@example.it ok')).toBe('sent to [email] ok');
    expect(redactText('mobile +39 333 123 4567 and 3331234567')).toBe('mobile [phone] and [phone]');
  });

  it('leaves dates, times, durations and ids alone', () => {
    const text =
      'day 2026-11-26 02:18:45.123 took 1234.5678 ms id 0b7c1f6e-9a4d-4c1e-8f3a-2b6d7e8f9a01 port 54321';
    expect(redactText(text)).toBe(text);
  });
});
