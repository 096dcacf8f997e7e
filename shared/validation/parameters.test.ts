import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors.ts';
import { updateParametersInputSchema } from './parameters.ts';

const W = '11111111-1111-4111-8111-111111111111';
const fields = (input: Record<string, unknown>) => {
  const result = parseForm(updateParametersInputSchema, { workshopID: W, ...input });
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);
};

describe('updateParametersInputSchema', () => {
  it('takes only the workshop: every parameter is optional', () => {
    expect(fields({})).toEqual([]);
  });

  it('wants whole minutes within each range', () => {
    expect(fields({ acceptanceDurationMinutes: 481 })).toEqual([
      'acceptanceDurationMinutes:validation.range',
    ]);
    expect(fields({ toleranceMinutes: -1 })).toEqual(['toleranceMinutes:validation.range']);
    expect(fields({ maxWaitingTimeInMinutes: 2.5 })).toEqual(['maxWaitingTimeInMinutes:validation.number']);
    expect(fields({ thankYouSmsDelayInMinutes: 10080 })).toEqual([]);
  });

  it('knows the alert channels', () => {
    expect(fields({ criticalThresholdAlertChannel: 'both' })).toEqual([]);
    expect(fields({ criticalThresholdAlertChannel: 'pigeon' })).toEqual([
      'criticalThresholdAlertChannel:validation.invalid',
    ]);
  });

  it('refuses an SMS text with an unknown placeholder or over four SMS', () => {
    expect(fields({ welcome: 'Ciao {name}, targa {plate}' })).toEqual([]);
    expect(fields({ welcome: 'Ciao {nome}' })).toEqual(['welcome:validation.unknownPlaceholder']);
    expect(fields({ reminder: 'x'.repeat(641) })).toEqual(['reminder:validation.maxLength']);
  });

  it('takes an empty booking e-mail as none, refuses a malformed one', () => {
    const result = parseForm(updateParametersInputSchema, { workshopID: W, bookingOfficeEmail: ' ' });
    expect(result.ok && result.value.bookingOfficeEmail).toBeNull();
    expect(fields({ bookingOfficeEmail: 'not-mail' })).toEqual(['bookingOfficeEmail:validation.email']);
  });

  it('never lets Admin or Cliente receive alerts or statistics', () => {
    expect(fields({ dailyStatisticsRoleNames: ['Workshop manager'] })).toEqual([]);
    expect(fields({ dailyStatisticsRoleNames: ['Admin'] })).toEqual([
      'dailyStatisticsRoleNames.0:validation.notAssignable',
    ]);
    expect(fields({ workshopRoleWarnings: [{ roleName: 'Cliente', alertTypeID: 1 }] })).toEqual([
      'workshopRoleWarnings.0.roleName:validation.notAssignable',
    ]);
    expect(fields({ workshopRoleWarnings: [{ roleName: 'Accettatore', alertTypeID: 9 }] })).toEqual([
      'workshopRoleWarnings.0.alertTypeID:validation.invalid',
    ]);
  });
});
