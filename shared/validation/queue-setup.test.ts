import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors.ts';
import {
  createBoxInputSchema,
  createQueueGroupInputSchema,
  createQueueInputSchema,
  DEFAULT_QUEUE_COLOR,
} from './queue-setup.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const errors = (result: ReturnType<typeof parseForm>) =>
  result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);

describe('queue groups', () => {
  it('need a name; the colour defaults and is stored lower-case', () => {
    expect(errors(parseForm(createQueueGroupInputSchema, { workshopID: ID, name: ' ' }))).toEqual([
      'name:validation.required',
    ]);
    const ok = parseForm(createQueueGroupInputSchema, { workshopID: ID, name: 'Meccanica' });
    expect(ok.ok && ok.value.color).toBe(DEFAULT_QUEUE_COLOR);
    const upper = parseForm(createQueueGroupInputSchema, { workshopID: ID, name: 'M', color: '#AABBCC' });
    expect(upper.ok && upper.value.color).toBe('#aabbcc');
    expect(
      errors(parseForm(createQueueGroupInputSchema, { workshopID: ID, name: 'M', color: 'red' })),
    ).toEqual(['color:validation.color']);
  });
});

describe('queues', () => {
  it('need a group and a name; the view order is a whole number', () => {
    expect(errors(parseForm(createQueueInputSchema, { queueGroupID: '', name: '' }))).toEqual([
      'queueGroupID:validation.required',
      'name:validation.required',
    ]);
    expect(
      errors(
        parseForm(createQueueInputSchema, { queueGroupID: ID, name: 'Tagliandi', viewOrderNumber: 1.5 }),
      ),
    ).toEqual(['viewOrderNumber:validation.number']);
  });
});

describe('boxes', () => {
  it('need a name and a group; aliases are trimmed and comma-joined', () => {
    expect(errors(parseForm(createBoxInputSchema, { workshopID: ID, name: '', queueGroupID: '' }))).toEqual([
      'name:validation.required',
      'queueGroupID:validation.required',
    ]);
    const ok = parseForm(createBoxInputSchema, {
      workshopID: ID,
      name: 'Box 1',
      queueGroupID: ID,
      aliases: ' uno, ,1 ,primo',
      userID: '',
    });
    expect(ok.ok && ok.value).toMatchObject({ aliases: 'uno, 1, primo', userID: null, visible: true });
  });
});
