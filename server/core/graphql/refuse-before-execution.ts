import type { ExecutionArgs, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The `onExecute` and `onSubscribe` hooks of a plugin that checks an operation once the caller is
 * known and, when `check` finds errors, answers with them before anything runs: one check for both
 * ways an operation arrives (HTTP executes, the WebSocket subscribes).
 */
export function refuseBeforeExecution<Context extends object = object>(
  check: (args: ExecutionArgs & { contextValue: unknown }) => readonly GraphQLError[],
): Pick<Plugin<Context>, 'onExecute' | 'onSubscribe'> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const errors = check(args);
      if (errors.length) setResultAndStopExecution({ errors: [...errors] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const errors = check(args);
      if (errors.length) setResultAndStopExecution({ errors: [...errors] });
    },
  };
}
