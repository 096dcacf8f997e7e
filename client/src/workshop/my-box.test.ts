import { describe, expect, it } from 'vitest';
import { resolveMyBox } from './my-box.ts';

const boxes = [
  { boxID: 'b1', userID: 'u1', notAvailable: false },
  { boxID: 'b2', userID: 'u2', notAvailable: false },
  { boxID: 'b3', userID: null, notAvailable: false },
];

describe('resolveMyBox', () => {
  it('prefers the remembered choice, then the assigned box', () => {
    expect(resolveMyBox(boxes, 'u1', 'b3')?.boxID).toBe('b3');
    expect(resolveMyBox(boxes, 'u1', null)?.boxID).toBe('b1');
    expect(resolveMyBox(boxes, 'u1', 'gone')?.boxID).toBe('b1');
    expect(resolveMyBox(boxes, 'u9', null)).toBeNull();
  });
});
