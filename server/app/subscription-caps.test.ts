import { describe, expect, it } from 'vitest';
import { subscriptionCaps, tooManySubscriptions } from './subscription-caps.ts';

function gauge() {
  const running = new Map<string, number>();
  return {
    running,
    inc: ({ kind }: { kind: string }) => running.set(kind, (running.get(kind) ?? 0) + 1),
    dec: ({ kind }: { kind: string }) => running.set(kind, (running.get(kind) ?? 0) - 1),
  };
}

const keys = (n: number) => Array.from({ length: n }, () => ({}));

describe('subscription caps', () => {
  it('takes at most perSocket places on one socket, and a freed place is taken again', () => {
    const caps = subscriptionCaps({ perSocket: 3, perAnonymousAddress: 100 }, gauge());
    const socket = caps.forSocket(null);
    const [a, b, c, d] = keys(4) as [object, object, object, object];
    expect([a, b, c].map((key) => socket.reserve(key))).toEqual([null, null, null]);
    expect(socket.reserve(d)).toBe('socket');
    socket.release(b);
    expect(socket.reserve(d)).toBeNull();
    expect(socket.reserve({})).toBe('socket');
  });

  it('counts the anonymous sockets of one address together, not signed-in ones nor other addresses', () => {
    const caps = subscriptionCaps({ perSocket: 10, perAnonymousAddress: 4 }, gauge());
    const first = caps.forSocket('10.0.0.1');
    const second = caps.forSocket('10.0.0.1');
    for (const key of keys(3)) expect(first.reserve(key)).toBeNull();
    const [kept, refused] = keys(2) as [object, object];
    expect(second.reserve(kept)).toBeNull();
    expect(second.reserve(refused)).toBe('address');
    expect(caps.onAddress('10.0.0.1')).toBe(4);
    expect(caps.forSocket(null).reserve({})).toBeNull();
    expect(caps.forSocket('10.0.0.2').reserve({})).toBeNull();
    second.release(kept);
    expect(second.reserve(refused)).toBeNull();
  });

  it('frees a place once however often it is released, and every place when the socket closes', () => {
    const kinds = gauge();
    const caps = subscriptionCaps({ perSocket: 10, perAnonymousAddress: 10 }, kinds);
    const socket = caps.forSocket('10.0.0.3');
    const [a, b, c] = keys(3) as [object, object, object];
    for (const key of [a, b, c]) socket.reserve(key);
    socket.started(a, 'queueChanged');
    socket.started(b, 'queueChanged');
    expect(socket.kindOf(a)).toBe('queueChanged');
    expect(kinds.running.get('queueChanged')).toBe(2);
    socket.release(a);
    socket.release(a);
    socket.release({});
    expect(caps.onAddress('10.0.0.3')).toBe(2);
    expect(kinds.running.get('queueChanged')).toBe(1);
    socket.close();
    expect(caps.onAddress('10.0.0.3')).toBe(0);
    expect(kinds.running.get('queueChanged')).toBe(0);
    // A subscribe still in flight when the socket closed takes no place and counts nowhere.
    expect(socket.reserve({})).toBe('socket');
    socket.started(c, 'queueChanged');
    expect(kinds.running.get('queueChanged')).toBe(0);
  });

  it('counts a started subscription in the gauge once, and one only reserved not at all', () => {
    const kinds = gauge();
    const socket = subscriptionCaps({ perSocket: 5, perAnonymousAddress: 5 }, kinds).forSocket(null);
    const [a, b] = keys(2) as [object, object];
    socket.reserve(a);
    socket.reserve(b);
    socket.started(a, 'heartbeat');
    socket.started(a, 'heartbeat');
    socket.release(b);
    expect(kinds.running.get('heartbeat')).toBe(1);
    socket.release(a);
    expect(kinds.running.get('heartbeat')).toBe(0);
  });

  it('names the cap reached and its number in the refusal', () => {
    const caps = { perSocket: 20, perAnonymousAddress: 300 };
    expect(tooManySubscriptions('socket', caps).extensions).toEqual({
      code: 'TOO_MANY_SUBSCRIPTIONS',
      cap: 'socket',
      max: 20,
    });
    expect(tooManySubscriptions('address', caps).extensions).toMatchObject({ cap: 'address', max: 300 });
  });
});
