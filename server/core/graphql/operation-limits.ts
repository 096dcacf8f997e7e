import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getNullableType,
  isListType,
  Kind,
  type ValidationContext,
  type ValidationRule,
  validate,
  visit,
} from 'graphql';
import { type ComplexityEstimator, createComplexityRule, getComplexity } from 'graphql-query-complexity';
import type { AuthState } from '../context/auth-state.ts';
import type { ErrorCode } from './errors.ts';

/**
 * How much one GraphQL operation may ask of the server (docs/security.md). A document is parsed
 * with the token limit and validated against the staff limits before anyone is known; once the
 * caller is, its own (lower) limits and the cost, which needs the variables, are checked before
 * anything runs. A refusal is the error code below and nothing else happens.
 */
export interface OperationLimits {
  /** Nested selections; a fragment counts as the selections it stands for. */
  depth: number;
  aliases: number;
  directives: number;
  /** Estimated objects and fields the reply can hold (see `listAwareCost`). */
  cost: number;
}

/** Who asks: the limits grow with what a caller legitimately needs. */
export type CallerKind = 'anonymous' | 'device' | 'staff';

export const OPERATION_LIMITS: Record<CallerKind, OperationLimits> = {
  // Public pages: tracking, pickup booking, sign-in, password recovery.
  anonymous: { depth: 8, aliases: 10, directives: 10, cost: 5_000 },
  // Monitors and totems: their screens' subscriptions and queries.
  device: { depth: 8, aliases: 10, directives: 10, cost: 15_000 },
  // Staff and admins: every screen of the app, with room for integrators' reports.
  staff: { depth: 10, aliases: 30, directives: 30, cost: 150_000 },
};

/** The most any caller may send: what is checked before the caller is known. */
export const DOCUMENT_CEILING: OperationLimits = OPERATION_LIMITS.staff;
/** Lexical tokens in one document, for every caller: bounds the work of parsing and validating. */
export const MAX_TOKENS = 2_000;

export const OPERATION_LIMIT_CODE: ErrorCode = 'OPERATION_TOO_COMPLEX';

/** Assumed length of a list the caller cannot bound (`waiting`, `queues`…). */
export const DEFAULT_LIST_SIZE = 25;
/**
 * Lists whose length the domain bounds, by field name: a workshop's queue groups and queues, a
 * day's pickup slots, a slot's bookings; and the waiting list, which a busy day makes longer.
 */
const LIST_SIZE_HINTS: Record<string, number> = {
  queueGroups: 5,
  queues: 10,
  boxes: 20,
  waiting: 50,
  slots: 12,
  bookings: 10,
};
/** The arguments `listAwareCost` reads: the only way variables change an operation's cost. */
const SIZING_ARGUMENTS = ['first', 'last', 'days'] as const;
/** A `first`/`last` above this costs as this: the pagers refuse more anyway. */
const MAX_PAGE_SIZE = 200;

export function callerKind(auth: AuthState | null): CallerKind {
  if (!auth) return 'anonymous';
  // Device accounts hold no role and are not admins (docs/workshop-setup.md).
  return auth.isAdmin || auth.roles.length > 0 ? 'staff' : 'device';
}

export function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: OPERATION_LIMIT_CODE } });
}

/**
 * Cost of a field: 1 plus what it selects, times the number of items it can return. A list
 * counts as its `first`/`last` argument when it has one, else as DEFAULT_LIST_SIZE; the
 * `edges`/`nodes` of a connection count once, since the connection's `first` already multiplied.
 */
export const listAwareCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const own = 1 + childComplexity;
  // `first`/`last` page a connection or list; `days` bounds a calendar's days (SIZING_ARGUMENTS).
  const bound = Number(args.first ?? args.last ?? args.days);
  if (Number.isFinite(bound) && bound > 0) return own * Math.min(bound, MAX_PAGE_SIZE);
  if (!isListType(getNullableType(field.type))) return own;
  const insideConnection =
    type.name.endsWith('Connection') && (field.name === 'edges' || field.name === 'nodes');
  return insideConnection ? own : own * (LIST_SIZE_HINTS[field.name] ?? DEFAULT_LIST_SIZE);
};

/** Reports a refused rule as a validation error with our code, instead of throwing mid-validation. */
const reportAs =
  (code: string) =>
  (context: ValidationContext | null, error: GraphQLError): void => {
    context?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code } }),
    );
  };

/** Depth, aliases and directives: rules that need the document alone. */
export function shapeRules(limits: OperationLimits): ValidationRule[] {
  const common = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [reportAs(OPERATION_LIMIT_CODE)],
  };
  return [
    // A fragment counts as the selections it stands for, not as a level of its own.
    maxDepthRule({ ...common, n: limits.depth, flattenFragments: true }),
    maxAliasesRule({ ...common, n: limits.aliases }),
    maxDirectivesRule({ ...common, n: limits.directives }),
  ];
}

/** The cost rule; it reads the variables, so it runs when they are known. */
export function costRule(limits: OperationLimits, variables: Record<string, unknown> | null | undefined) {
  return createComplexityRule({
    maximumComplexity: limits.cost,
    variables: variables ?? {},
    estimators: [listAwareCost],
    createError: (max, actual) =>
      limitError(`Operation cost limit of ${max} exceeded, estimated ${Math.round(actual)}.`),
  });
}

/** Checks an operation against a caller's limits: the errors, empty when it may run. */
export function checkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  limits: OperationLimits,
): readonly GraphQLError[] {
  return validate(schema, document, [...shapeRules(limits), costRule(limits, variables)]);
}

/** The estimated cost of an operation (tests and the operation walk). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables = {}): number {
  return getComplexity({ schema, query: document, variables, estimators: [listAwareCost] });
}

/**
 * The variables an operation's cost depends on: those given to a sizing argument (`first`, `last`,
 * `days`) anywhere in the document. Other variables never change the cost, so a check made for
 * one set of these values holds for every request that sends the same ones.
 */
export function sizingVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if (
        (SIZING_ARGUMENTS as readonly string[]).includes(node.name.value) &&
        node.value.kind === Kind.VARIABLE
      ) {
        names.add(node.value.name.value);
      }
    },
  });
  return [...names].sort();
}
