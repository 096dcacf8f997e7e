import { describe, expect, it } from 'vitest';
import { isLostConnection } from './ws-client.ts';

describe('isLostConnection', () => {
  it('treats the client’s own normal closure as intended, anything else as a loss', () => {
    expect(isLostConnection({ code: 1000 })).toBe(false);
    expect(isLostConnection({ code: 1006 })).toBe(true);
    expect(isLostConnection({ code: 4403 })).toBe(true);
    expect(isLostConnection(new Error('socket error'))).toBe(true);
  });
});
