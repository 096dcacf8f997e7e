import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  GraphQLError,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

type MaybePromise<T> = T | Promise<T>;

/**
 * Subscriptions whose events are executed once, not once per subscriber.
 *
 * graphql-js (and yoga's executor) run the whole selection of a subscription again for every
 * subscriber on every event: with 2,000 screens on one workshop an event costs 2,000 executions of
 * the same selection over the same payload. Turno's subscriptions hand every subscriber of the same
 * thing the very same payload object per build (server/core/realtime/coalesced-feed.ts), so here the execution of one payload is memoized by
 * (payload object, operation text, operation name, variables): all subscribers with the same
 * selection share one ExecutionResult.
 *
 * This is sound only because no field reachable from `Subscription` depends on who asks: rights
 * are checked once, when the subscription starts, in its `subscribe` resolver. A field that must
 * differ per caller does not belong in a subscription's payload types.
 *
 * It is graphql-js's own `subscribe` (createSourceEventStream, then `execute` per event with the
 * payload as root value) with that one memo added, so error masking and every other plugin see the
 * same results and errors as before.
 */
export function sharedSubscriptionExecutionPlugin(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeSharingExecution as never);
    },
  };
}

type Execution = MaybePromise<ExecutionResult>;
const executionsByPayload = new WeakMap<object, Map<string, Execution>>();
const operationTexts = new WeakMap<DocumentNode, string>();

export function subscribeSharingExecution(
  args: ExecutionArgs,
): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
  return createSourceEventStream(args).then((stream) => {
    if (!(Symbol.asyncIterator in stream)) return stream;
    // A subscription's operation and variables never change: its key is made once, not per event.
    const key = operationKey(args);
    return new SharedResultStream(stream, args, key);
  });
}

/** One execution per (payload, operation key); a primitive payload is executed alone. */
function executeShared(args: ExecutionArgs, key: string, payload: unknown): Execution {
  if (typeof payload !== 'object' || payload === null) return run(args, payload);
  let byOperation = executionsByPayload.get(payload);
  if (!byOperation) {
    byOperation = new Map();
    executionsByPayload.set(payload, byOperation);
  }
  let execution = byOperation.get(key);
  if (!execution) {
    execution = run(args, payload);
    byOperation.set(key, execution);
  }
  return execution;
}

function run(args: ExecutionArgs, payload: unknown): Execution {
  return execute({ ...args, rootValue: payload }) as Execution;
}

function operationKey(args: ExecutionArgs): string {
  let text = operationTexts.get(args.document);
  if (text === undefined) {
    // Parsed documents are cached by yoga, so this runs once per distinct operation text.
    text = args.document.loc?.source.body ?? JSON.stringify(args.document);
    operationTexts.set(args.document, text);
  }
  return `${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${text}`;
}

/**
 * Each source event mapped to its (shared) result; errors wrapped as graphql-tools wraps them. A
 * class with its methods on the prototype: one small object per screen, not a set of closures.
 */
class SharedResultStream implements AsyncIterableIterator<ExecutionResult> {
  private readonly source: AsyncIterator<unknown>;
  private readonly args: ExecutionArgs;
  private readonly key: string;

  constructor(source: AsyncIterable<unknown>, args: ExecutionArgs, key: string) {
    this.source = source[Symbol.asyncIterator]();
    this.args = args;
    this.key = key;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  // Not an async function: a screen waits here most of its life, and a suspended async frame per
  // screen costs more than the two callbacks.
  next(): Promise<IteratorResult<ExecutionResult>> {
    return this.source.next().then(
      (item) => (item.done ? { done: true, value: undefined } : this.executed(item.value)),
      (error: unknown) => this.wrap(error),
    );
  }

  private async executed(payload: unknown): Promise<IteratorResult<ExecutionResult>> {
    return { done: false, value: await executeShared(this.args, this.key, payload) };
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    return { done: true, value: undefined };
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    throw error;
  }

  private wrap(error: unknown): never {
    const operation = this.args.document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    throw new GraphQLError((error as Error).message, { originalError: error as Error, nodes: operation });
  }
}
