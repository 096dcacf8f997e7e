import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import {
  booleanValues,
  dateTimeValues,
  floatValues,
  idValues,
  intValues,
  stringValues,
  WRONG_TYPES,
} from './hostile-values.ts';

// Turns the schema into random operations: a Query or Mutation field, every argument and input
// field filled with a hostile value of its type (hostile-values.ts), a small selection of scalars.
// fast-check's seeded sampling makes a run repeatable from its seed.

export const CALLERS = ['anonymous', 'admin', 'manager', 'acceptor1', 'monitor'] as const;
export type CallerName = (typeof CALLERS)[number];

/** Real ids of the demo data by entity (`workshop`, `queue`, ..., `code` for tracking codes). */
export type IDPool = Record<string, readonly string[]>;

export interface FuzzOperation {
  caller: CallerName;
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

export interface GeneratorOptions {
  /** The ids each caller gets to try; another workshop's appear only where that proves something. */
  idPools: Record<CallerName, IDPool>;
  /** Fields sent only by some callers (a `logout` would end the caller's session for the rest). */
  callersOf?: Record<string, readonly CallerName[]>;
}

const MAX_INPUT_DEPTH = 3;

/** `count` operations for `seed`; the same seed, schema and pools give the same operations. */
export function generateOperations(
  schema: GraphQLSchema,
  options: GeneratorOptions,
  seed: number,
  count: number,
): FuzzOperation[] {
  return fc.sample(operationArbitrary(schema, options), { seed, numRuns: count });
}

export function operationArbitrary(
  schema: GraphQLSchema,
  options: GeneratorOptions,
): fc.Arbitrary<FuzzOperation> {
  const roots = [
    { kind: 'query', type: schema.getQueryType() },
    { kind: 'mutation', type: schema.getMutationType() },
  ] as const;
  const fields = roots.flatMap(({ kind, type }) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field })),
  );
  return fc.constantFrom(...fields).chain(({ kind, field }) => {
    const callers = options.callersOf?.[field.name] ?? CALLERS;
    return fc.constantFrom(...callers).chain((caller) =>
      argumentsArbitrary(field.args, options.idPools[caller]).map(({ declared, variables }) => ({
        caller,
        field: field.name,
        query: operationText(kind, field, declared),
        variables,
      })),
    );
  });
}

interface FilledArguments {
  /** Arguments written in the document, each as a variable of the argument's own type. */
  declared: GraphQLArgument[];
  variables: Record<string, unknown>;
}

function argumentsArbitrary(args: readonly GraphQLArgument[], pool: IDPool): fc.Arbitrary<FilledArguments> {
  if (args.length === 0) return fc.constant({ declared: [], variables: {} });
  const perArgument = args.map((arg) =>
    fc.record({
      // A required argument is now and then left out of the document, or declared but not sent.
      presence: isNonNullType(arg.type)
        ? fc.constantFrom<Presence>(
            ...weighted<Presence>([
              ['sent', 30],
              ['undeclared', 1],
              ['unsent', 1],
            ]),
          )
        : fc.constantFrom<Presence>(
            ...weighted<Presence>([
              ['sent', 3],
              ['undeclared', 2],
            ]),
          ),
      value: valueArbitrary(arg.type, arg.name, pool, 0),
    }),
  );
  return fc.tuple(...perArgument).map((filled) => {
    const declared: GraphQLArgument[] = [];
    const variables: Record<string, unknown> = {};
    filled.forEach(({ presence, value }, i) => {
      const arg = args[i] as GraphQLArgument;
      if (presence === 'undeclared') return;
      declared.push(arg);
      if (presence === 'sent') variables[arg.name] = value;
    });
    return { declared, variables };
  });
}

type Presence = 'sent' | 'undeclared' | 'unsent';

function weighted<T>(entries: [T, number][]): T[] {
  return entries.flatMap(([value, weight]) => Array.from({ length: weight }, () => value));
}

/** A value for one argument or input field; `name` picks real ids of the matching entity. */
function valueArbitrary(
  type: GraphQLInputType,
  name: string,
  pool: IDPool,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 30, arbitrary: valueArbitrary(type.ofType, name, pool, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 6, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const item = valueArbitrary(type.ofType, name, pool, depth + 1);
    return nullable(
      fc.oneof(
        { weight: 6, arbitrary: fc.array(item, { maxLength: 3 }) },
        // Long, yet well inside the 3 MiB request limit: the same item many times.
        { weight: 1, arbitrary: item.map((value) => Array.from({ length: 500 }, () => value)) },
        { weight: 1, arbitrary: fc.constant([null]) },
        { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
      ),
    );
  }
  if (isInputObjectType(type)) {
    if (depth > MAX_INPUT_DEPTH) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const record = fc
      .tuple(
        ...fields.map((field) =>
          fc.record({
            present: isNonNullType(field.type)
              ? fc.constantFrom(
                  ...weighted([
                    [true, 30],
                    [false, 1],
                  ]),
                )
              : fc.constantFrom(
                  ...weighted([
                    [true, 3],
                    [false, 1],
                  ]),
                ),
            value: valueArbitrary(field.type, field.name, pool, depth + 1),
          }),
        ),
      )
      .map((filled) => {
        const object: Record<string, unknown> = {};
        filled.forEach(({ present, value }, i) => {
          if (present) object[(fields[i] as { name: string }).name] = value;
        });
        return object;
      });
    return nullable(
      fc.oneof(
        { weight: 12, arbitrary: record },
        // An input field the type does not have.
        { weight: 1, arbitrary: record.map((object) => ({ ...object, notAField: 1 })) },
        { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
      ),
    );
  }
  if (isEnumType(type)) {
    return nullable(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) },
        { weight: 1, arbitrary: fc.constantFrom('NOT_A_VALUE', '', 'x'.repeat(300), 0) },
      ),
    );
  }
  if (isScalarType(type)) return nullable(scalarArbitrary(type.name, name, pool));
  return fc.constant(null);
}

function scalarArbitrary(scalar: string, name: string, pool: IDPool): fc.Arbitrary<unknown> {
  switch (scalar) {
    case 'ID':
      return idValues(idsFor(name, pool));
    case 'Int':
      return intValues();
    case 'Float':
      return floatValues();
    case 'Boolean':
      return booleanValues();
    case 'DateTime':
      return dateTimeValues();
    case 'File':
      // A file travels only in a multipart request; in a JSON body it is a wrong value.
      return fc.constantFrom(null, 'file.png', {});
    default:
      return stringValues();
  }
}

/** The ids of the entity an argument names (`queueGroupID` → the pool's `queuegroup`), else any. */
function idsFor(name: string, pool: IDPool): readonly string[] {
  const entity = name.replace(/IDs?$/, '').toLowerCase();
  const match = Object.entries(pool).find(([key]) => key.toLowerCase() === entity);
  if (match && match[1].length > 0) return match[1];
  return Object.values(pool).flat();
}

function operationText(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  declared: GraphQLArgument[],
) {
  const variables = declared.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = declared.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection(field.type, 0)} }`;
}

/** Scalars of the return type and of up to two of its objects: small, valid, cheap. */
function selection(type: GraphQLOutputType, depth: number): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const leaves = fields.filter((f) => {
    const inner = getNamedType(f.type);
    return isScalarType(inner) || isEnumType(inner);
  });
  const objects = depth < 1 ? fields.filter((f) => isObjectType(getNamedType(f.type))).slice(0, 2) : [];
  const parts = [
    ...leaves.slice(0, 8).map((f) => f.name),
    ...objects.map((f) => `${f.name}${selection(f.type, depth + 1)}`),
  ];
  return ` { ${parts.length ? parts.join(' ') : '__typename'} }`;
}
