import { GraphQLError } from 'graphql';
import { stringifyMessage } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { expandSharedPayload, sharedPayload } from './ws-payloads.ts';

// What graphql-ws writes for a `next`: its own message, with the payload onNext handed it.
const message = (id: string, payload: object) => stringifyMessage({ id, type: 'next', payload } as never);

describe('payloads serialised once', () => {
  const result = {
    data: {
      queueChanged: {
        version: 7,
        initial: false,
        queues: [{ queueID: 'q1', waiting: [{ plate: 'AB•••CD', note: 'say "hi"\n', at: null }] }],
      },
    },
  };

  it('gives every socket byte for byte what graphql-ws would have sent, from one serialisation', () => {
    const marker = sharedPayload(result);
    expect(marker).toBeDefined();
    expect(sharedPayload(result)).toBe(marker);
    for (const id of ['1', 'a-much-longer-id', 'tricky "payload":{"@turno/shared-payload":1}}'])
      expect(expandSharedPayload(message(id, marker!))).toBe(message(id, result));
  });

  it('keeps the text of the moment it was serialised (a shared result is never edited)', () => {
    const shared = { data: { n: 1 } };
    const marker = sharedPayload(shared)!;
    shared.data.n = 2;
    expect(expandSharedPayload(message('1', marker))).toBe(
      '{"id":"1","type":"next","payload":{"data":{"n":1}}}',
    );
    expect(sharedPayload({ data: { n: 2 } })).not.toBe(marker);
  });

  it("leaves results with errors and every other message to graphql-ws's own serialisation", () => {
    expect(sharedPayload({ data: null, errors: [new GraphQLError('Unexpected error.')] })).toBeUndefined();
    for (const other of [
      '{"type":"connection_ack"}',
      '{"id":"1","type":"complete"}',
      message('1', { data: { note: '"payload":{"@turno/shared-payload":1}}' } }),
      message('1', { '@turno/shared-payload': 999_999 }),
    ])
      expect(expandSharedPayload(other)).toBe(other);
  });
});
