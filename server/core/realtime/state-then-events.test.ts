import { createPubSub, filter, pipe } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { stateThenEvents } from './state-then-events.ts';

type Topics = { progress: [id: string, payload: { id: string; step: number }] };

describe('stateThenEvents', () => {
  it('keeps a change published between the state read and the next request', async () => {
    const pubsub = createPubSub<Topics>();
    let step = 0;
    const events = pipe(
      pubsub.subscribe('progress', 'u1'),
      filter((event: { id: string }) => event.id === 'u1'),
    );
    const stream = stateThenEvents(events, async () => ({ id: 'u1', step }));

    const state = await stream.next();
    expect(state.value).toEqual({ id: 'u1', step: 0 });
    // The job finishes before the client asks for the next payload.
    step = 1;
    pubsub.publish('progress', 'u1', { id: 'u1', step: 1 });

    const next = await Promise.race([
      stream.next(),
      new Promise((resolve) => setTimeout(() => resolve('lost'), 200)),
    ]);
    expect(next).toEqual({ done: false, value: { id: 'u1', step: 1 } });
    await stream.return?.();
  });

  it('ends at once when the client leaves before any event', async () => {
    const pubsub = createPubSub<Topics>();
    const stream = stateThenEvents(pubsub.subscribe('progress', 'u2'), async () => ({ id: 'u2', step: 0 }));
    await stream.next();
    await expect(stream.return?.()).resolves.toMatchObject({ done: true });
  });
});
