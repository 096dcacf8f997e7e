import { type DocumentNode, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from './errors.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which notes may hold.
 * PostgreSQL refuses NUL in text outright, and none of the others belongs in a name, a plate or a
 * note: a string holding one is the caller's mistake or a probe.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string (in the variables or written in the document) holding one. */
export function controlCharacterPath(document: DocumentNode, variables: unknown): string | null {
  const inVariables = findInValue(variables, 'variables');
  if (inVariables) return inVariables;
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      if (!found && CONTROL_CHARACTER.test(node.value)) found = 'document';
    },
  });
  return found;
}

function findInValue(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInValue(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findInValue(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses, before anything runs, an operation whose text input holds a control character. */
export function controlCharactersPlugin(): Plugin {
  const refuse = (args: { document: DocumentNode; variableValues?: unknown }) => {
    const path = controlCharacterPath(args.document, args.variableValues);
    return path
      ? [new AppError('BAD_USER_INPUT', 'Text must not contain control characters.', { argument: path })]
      : [];
  };
  return refuseBeforeExecution(refuse);
}
