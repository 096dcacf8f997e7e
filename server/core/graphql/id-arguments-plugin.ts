import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badInput } from './errors.ts';
import { isId } from './ids.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

/**
 * Every entity id in Turno is a UUID, and every argument or input field that carries one is an
 * `ID` named `…ID` or `…IDs`. A value of another shape cannot name anything: it is refused here,
 * with BAD_USER_INPUT naming where, instead of reaching PostgreSQL (which fails on a malformed
 * uuid) or each resolver's own check. Codes (`code: ID!` of tracking) are not ids and pass.
 */
const isIdName = (name: string) => /IDs?$/.test(name);

/**
 * An empty id is "none chosen", which a form reports on its field; anything else must be a UUID.
 * A number is malformed too: GraphQL's ID takes `3` and hands the resolver the string "3".
 */
function isMalformed(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && value !== '' && !isId(value));
}

function isIdTyped(type: GraphQLInputType | null | undefined): boolean {
  return getNamedType(type ?? undefined)?.name === 'ID';
}

/** The path of the first malformed id in a variable's value, walked along its declared type. */
function malformedInValue(value: unknown, type: GraphQLInputType, name: string, path: string): string | null {
  const inner = getNullableType(type) as GraphQLInputType;
  if (value === null || value === undefined) return null;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return malformedInValue(value, inner.ofType, name, path);
    for (const [index, item] of value.entries()) {
      const found = malformedInValue(item, inner.ofType, name, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object') return null;
    for (const field of Object.values(inner.getFields())) {
      const found = malformedInValue(
        (value as Record<string, unknown>)[field.name],
        field.type,
        field.name,
        `${path}.${field.name}`,
      );
      if (found) return found;
    }
    return null;
  }
  if (isIdTyped(inner) && isIdName(name) && isMalformed(value)) return path;
  return null;
}

/** The path of the first malformed id, written in the document or sent in a variable. */
export function malformedIdPath(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
): string | null {
  let found: string | null = null;
  const typeInfo = new TypeInfo(schema);
  // Each argument or input field is checked where it is used, by its name in the schema: a
  // variable's own name says nothing (`$w` may carry a workshopID).
  const check = (name: string, value: ValueNode) => {
    if (found) return;
    const type = typeInfo.getInputType();
    if (!type) return;
    if (value.kind === Kind.VARIABLE) {
      const variable = value.name.value;
      found = malformedInValue(variables?.[variable], type, name, `variables.${variable}`);
      return;
    }
    const literals = value.kind === Kind.LIST ? value.values : [value];
    for (const literal of literals) {
      if (
        !found &&
        (literal.kind === Kind.INT || (literal.kind === Kind.STRING && isMalformed(literal.value))) &&
        isIdTyped(type) &&
        isIdName(name)
      )
        found = name;
    }
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument: (node) => check(node.name.value, node.value),
      ObjectField: (node) => check(node.name.value, node.value),
    }),
  );
  return found;
}

/** Refuses, before anything runs, an operation that names an entity by a malformed id. */
export function idArgumentsPlugin(): Plugin {
  const refuse = (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    variableValues?: Record<string, unknown> | null;
  }) => {
    const path = malformedIdPath(args.schema, args.document, args.variableValues);
    return path ? [badInput(`${path} is not a valid id.`, path)] : [];
  };
  return refuseBeforeExecution(refuse);
}
