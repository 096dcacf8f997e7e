import {
  type DocumentNode,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Lexer,
  parse,
  print,
  Source,
  TokenKind,
  typeFromAST,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as clientDocuments from '../../../client/src/graphql/generated/graphql.ts';
import { buildSchema } from '../../app/schema.ts';
import type { AuthState } from '../context/auth-state.ts';
import {
  type CallerKind,
  callerKind,
  checkOperation,
  MAX_TOKENS,
  OPERATION_LIMITS,
  operationCost,
} from './operation-limits.ts';

const schema = buildSchema();

/** A value of the variable's type, with every required field filled: what the walk sends. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  const scalars: Record<string, unknown> = {
    Int: 1,
    Float: 1,
    Boolean: true,
    ID: '00000000-0000-4000-8000-000000000000',
    DateTime: '2026-01-01T00:00:00Z',
    // A logo arrives as a file of the multipart request; the File scalar refuses anything else.
    File: new File([new Uint8Array(16)], 'logo.png', { type: 'image/png' }),
  };
  return scalars[type.name] ?? 'x';
}

/** The largest variables a screen may send: a full page, a month of days. */
function worstVariables(document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      const type = typeFromAST(schema, variable.type as never) as GraphQLInputType;
      variables[name] = /^(first|last)$/.test(name) ? 200 : name === 'days' ? 31 : sampleValue(type);
    }
  }
  return variables;
}

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/** Who runs each of the client's operations: the public pages and the devices run with less. */
function runsAs(operationName: string): CallerKind {
  if (/^(MonitorScreen|TotemScreen)/.test(operationName)) return 'device';
  if (
    /^(TrackingScreen|WithdrawalScreen|MobileTracking|SignIn|PasswordRe|CustomerSupport)/.test(operationName)
  )
    return 'anonymous';
  return 'staff';
}

const operations = Object.entries(clientDocuments).flatMap(([name, value]) => {
  const document = value as DocumentNode | undefined;
  const operation = document?.kind === 'Document' ? document.definitions[0] : undefined;
  return operation?.kind === 'OperationDefinition' ? [{ name, document: document as DocumentNode }] : [];
});

describe('every operation the client ships passes its limits with margin', () => {
  it('walks them all', () => expect(operations.length).toBeGreaterThan(100));

  it.each(operations)('$name', ({ name, document }) => {
    const kind = runsAs(name.replace(/Document$/, ''));
    const limits = OPERATION_LIMITS[kind];
    // Margin: the same operation still passes with half the budget and two levels less.
    const tight = { ...limits, depth: limits.depth - 2, cost: limits.cost / 2, aliases: limits.aliases / 2 };
    expect(checkOperation(schema, document, worstVariables(document), tight)).toEqual([]);
    expect(tokenCount(print(document))).toBeLessThan(MAX_TOKENS / 4);
  });
});

describe('cost', () => {
  const cost = (query: string, variables = {}) => operationCost(schema, parse(query), variables);

  it('multiplies a list by its default size and a page by its first argument', () => {
    expect(cost('{ roles { id } }')).toBe(25 * 2);
    expect(cost('{ users(first: 10) { nodes { userID } } }')).toBe(10 * (1 + 1 * (1 + 1)));
    expect(cost('query($n: Int) { users(first: $n) { nodes { userID } } }', { n: 40 })).toBe(40 * 3);
  });

  it('prices the fan-out attack of the hardening findings far above any limit', () => {
    const fanOut = `query($w: ID!) { queues(workshopID: $w) { waiting { assignedQueue { waiting {
      assignedQueue { waiting { appointmentID } } } } } } }`;
    expect(cost(fanOut, { w: 'x' })).toBeGreaterThan(OPERATION_LIMITS.staff.cost);
  });

  it('refuses with OPERATION_TOO_COMPLEX and says which limit', () => {
    const deep = parse(
      '{ profile { roles { workshop { queues { waiting { assignedQueue { waiting { assignedQueue { waiting { appointmentID } } } } } } } } } }',
    );
    const errors = checkOperation(schema, deep, {}, OPERATION_LIMITS.anonymous);
    expect(errors.map((error) => error.extensions.code)).toContain('OPERATION_TOO_COMPLEX');
    expect(errors[0]?.message).toMatch(/depth limit of 8/);
  });
});

describe('callerKind', () => {
  const auth = (over: Partial<AuthState>): AuthState => ({
    userID: 'u',
    userName: 'u',
    firstname: '',
    lastname: '',
    isAdmin: false,
    sessionID: 's',
    sessionExpiresAt: new Date(0),
    roles: [],
    preferredLanguage: 'it',
    impersonator: null,
    ...over,
  });
  const role = {
    userWorkshopRoleID: 'r',
    workshopID: 'w',
    workshopName: 'W',
    roleID: 'x',
    roleName: 'Accettatore',
  };

  it('tells anonymous callers, device accounts (no role, not admin) and staff apart', () => {
    expect(callerKind(null)).toBe('anonymous');
    expect(callerKind(auth({}))).toBe('device');
    expect(callerKind(auth({ roles: [role] }))).toBe('staff');
    expect(callerKind(auth({ isAdmin: true }))).toBe('staff');
  });
});
