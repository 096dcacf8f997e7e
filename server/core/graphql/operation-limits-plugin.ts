import { parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context/context.ts';
import {
  callerKind,
  checkOperation,
  DOCUMENT_CEILING,
  limitError,
  MAX_TOKENS,
  OPERATION_LIMIT_CODE,
  OPERATION_LIMITS,
  shapeRules,
} from './operation-limits.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

/**
 * Operation limits on HTTP and WebSocket alike (ws.ts runs yoga's enveloped parse, validate,
 * execute and subscribe): parse with the token ceiling, validate against the staff limits, then,
 * once the caller is known, the caller's own limits and the cost. Nothing executes past a refusal.
 */
export function operationLimitsPlugin(): Plugin<RequestContext> {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parse(source, { ...options, maxTokens: MAX_TOKENS });
        } catch (error) {
          // graphql aborts a long document with a syntax error naming the token limit (duck-typed:
          // graphql may be loaded both as ESM and as CJS).
          if (/contains more that \d+ tokens/.test((error as Error).message)) {
            throw limitError(`Operation token limit of ${MAX_TOKENS} exceeded.`);
          }
          throw error;
        }
      });
    },
    onValidate({ addValidationRule }) {
      for (const rule of shapeRules(DOCUMENT_CEILING)) addValidationRule(rule);
    },
    ...refuseBeforeExecution<RequestContext>(callerErrors),
  };
}

function callerErrors(args: {
  schema: Parameters<typeof checkOperation>[0];
  document: Parameters<typeof checkOperation>[1];
  variableValues?: Parameters<typeof checkOperation>[2];
  contextValue: unknown;
}) {
  const ctx = args.contextValue as RequestContext;
  const limits = OPERATION_LIMITS[callerKind(ctx.auth)];
  // The cost rule reads the variables and reports one of the wrong type too; that is the caller's
  // mistake, which execution reports right after this in its own words (BAD_USER_INPUT).
  return checkOperation(args.schema, args.document, args.variableValues, limits).filter(
    (error) => error.extensions.code === OPERATION_LIMIT_CODE,
  );
}
