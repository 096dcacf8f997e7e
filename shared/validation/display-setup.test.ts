import { describe, expect, it } from 'vitest';
import { createMonitorInputSchema, createTotemInputSchema } from './display-setup.ts';
import { parseForm } from './form-errors.ts';

const W = '11111111-1111-4111-8111-111111111111';
const G = '22222222-2222-4222-8222-222222222222';
const errors = (result: ReturnType<typeof parseForm>) =>
  result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);

describe('monitors', () => {
  const monitor = (over: Record<string, unknown>) =>
    parseForm(createMonitorInputSchema, {
      workshopID: W,
      name: 'Sala',
      queueGroups: [{ queueGroupID: G, position: 1 }],
      ...over,
    });

  it('need a name and at least one queue group, each once', () => {
    expect(errors(monitor({}))).toEqual([]);
    expect(errors(monitor({ name: '' }))).toEqual(['name:validation.required']);
    expect(errors(monitor({ queueGroups: [] }))).toEqual(['queueGroups:validation.atLeastOne']);
    expect(
      errors(
        monitor({
          queueGroups: [
            { queueGroupID: G, position: 1 },
            { queueGroupID: G, position: 2 },
          ],
        }),
      ),
    ).toEqual(['queueGroups:validation.duplicate']);
  });

  it('may have no user (empty means none)', () => {
    const result = monitor({ userID: '' });
    expect(result.ok && result.value.userID).toBeNull();
  });
});

describe('totems', () => {
  const row = { queueID: G, position: 1, message: 'Tagliando', activity: 'Manutenzione' };
  const totem = (over: Record<string, unknown>) =>
    parseForm(createTotemInputSchema, {
      workshopID: W,
      name: 'Totem',
      userID: G,
      totemQueues: [row],
      ...over,
    });

  it('need a user and at least one queue with message and activity', () => {
    expect(errors(totem({}))).toEqual([]);
    expect(errors(totem({ userID: '' }))).toEqual(['userID:validation.required']);
    expect(errors(totem({ totemQueues: [] }))).toEqual(['totemQueues:validation.atLeastOne']);
    expect(errors(totem({ totemQueues: [{ ...row, message: ' ', activity: '' }] }))).toEqual([
      'totemQueues.0.message:validation.required',
      'totemQueues.0.activity:validation.required',
    ]);
    expect(errors(totem({ totemQueues: [{ ...row, position: -1 }] }))).toEqual([
      'totemQueues.0.position:validation.range',
    ]);
  });
});
