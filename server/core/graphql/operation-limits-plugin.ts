import { type GraphQLError, parse } from 'graphql';
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
  sizingVariables,
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

type Schema = Parameters<typeof checkOperation>[0];
type Document = Parameters<typeof checkOperation>[1];

/**
 * The caller's check, remembered per schema, document, kind of caller and the values of the
 * variables the cost reads (sizingVariables): the same desk operation sent again is not walked
 * again. The walk was 4% of a `nextCustomer` call's CPU (docs/performance.md §5). Documents are
 * yoga's cached parses, so a document lives as long as its cache keeps it; per document at most
 * MAX_CHECKS_PER_DOCUMENT answers are kept, so a caller varying `first` grows nothing.
 */
const MAX_CHECKS_PER_DOCUMENT = 64;
const checks = new WeakMap<
  Schema,
  WeakMap<Document, { sizing: string[]; byKey: Map<string, readonly GraphQLError[]> }>
>();

function callerErrors(args: {
  schema: Schema;
  document: Document;
  variableValues?: Parameters<typeof checkOperation>[2];
  contextValue: unknown;
}): readonly GraphQLError[] {
  const ctx = args.contextValue as RequestContext;
  const kind = callerKind(ctx.auth);
  let bySchema = checks.get(args.schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    checks.set(args.schema, bySchema);
  }
  let byDocument = bySchema.get(args.document);
  if (!byDocument) {
    byDocument = { sizing: sizingVariables(args.document), byKey: new Map() };
    bySchema.set(args.document, byDocument);
  }
  const variables = args.variableValues ?? {};
  const key = `${kind}\u0000${JSON.stringify(byDocument.sizing.map((name) => variables[name] ?? null))}`;
  const known = byDocument.byKey.get(key);
  if (known) return known;
  // The cost rule reads the variables and reports one of the wrong type too; that is the caller's
  // mistake, which execution reports right after this in its own words (BAD_USER_INPUT).
  const errors = checkOperation(args.schema, args.document, variables, OPERATION_LIMITS[kind]).filter(
    (error) => error.extensions.code === OPERATION_LIMIT_CODE,
  );
  if (byDocument.byKey.size >= MAX_CHECKS_PER_DOCUMENT) byDocument.byKey.clear();
  byDocument.byKey.set(key, errors);
  return errors;
}
