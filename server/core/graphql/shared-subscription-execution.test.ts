import { type ExecutionResult, parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { subscribeSharingExecution } from './shared-subscription-execution.ts';

/** A schema whose one subscription hands every subscriber the same payload objects, as Turno's do. */
function fixture() {
  const events = [{ n: 1 }, { n: 2 }];
  let labelCalls = 0;
  const schema = createSchema({
    typeDefs: /* GraphQL */ `
      type Query { ok: Boolean }
      type Tick { n: Int!, label(prefix: String!): String! }
      type Subscription { ticks(fail: Boolean): Tick! }
    `,
    resolvers: {
      Subscription: {
        ticks: {
          // Like Turno's resolvers: rights are checked before the stream is returned.
          subscribe: (_root: unknown, args: { fail?: boolean }) => {
            if (args.fail) throw new Error('not allowed');
            return (async function* () {
              yield* events;
            })();
          },
          resolve: (payload: unknown) => payload,
        },
      },
      Tick: {
        label: (tick: { n: number }, args: { prefix: string }) => {
          labelCalls += 1;
          return `${args.prefix}${tick.n}`;
        },
      },
    },
  });
  const subscribe = async (query: string, variables: Record<string, unknown> = {}) => {
    const result = await subscribeSharingExecution({
      schema,
      document: parse(query),
      variableValues: variables,
    });
    if (!(Symbol.asyncIterator in result)) return { errors: result.errors, results: [] };
    const results: ExecutionResult[] = [];
    for await (const item of result) results.push(item);
    return { errors: undefined, results };
  };
  return { subscribe, labelCalls: () => labelCalls };
}

const query = 'subscription S($p: String!) { ticks { n label(prefix: $p) } }';

describe('subscriptions executed once per event', () => {
  it('gives subscribers with the same operation and variables one shared result per event', async () => {
    const { subscribe, labelCalls } = fixture();
    const [a, b] = await Promise.all([subscribe(query, { p: '#' }), subscribe(query, { p: '#' })]);
    expect(a.results.map((r) => r.data)).toEqual([
      { ticks: { n: 1, label: '#1' } },
      { ticks: { n: 2, label: '#2' } },
    ]);
    expect(b.results[0]).toBe(a.results[0]);
    expect(b.results[1]).toBe(a.results[1]);
    expect(labelCalls()).toBe(2);
  });

  it('executes again for other variables or another selection', async () => {
    const { subscribe, labelCalls } = fixture();
    const a = await subscribe(query, { p: '#' });
    const b = await subscribe(query, { p: 'n.' });
    const c = await subscribe('subscription { ticks { n } }');
    expect(b.results.map((r) => r.data)).toEqual([
      { ticks: { n: 1, label: 'n.1' } },
      { ticks: { n: 2, label: 'n.2' } },
    ]);
    expect(c.results[0]).not.toBe(a.results[0]);
    expect(c.results[0]?.data).toEqual({ ticks: { n: 1 } });
    expect(labelCalls()).toBe(4);
  });

  it('returns the subscribe resolver’s error as a result, with no stream', async () => {
    const { subscribe } = fixture();
    const { errors, results } = await subscribe('subscription { ticks(fail: true) { n } }');
    expect(results).toEqual([]);
    expect(errors?.[0]?.message).toBe('not allowed');
    expect(errors?.[0]?.path).toEqual(['ticks']);
  });
});
