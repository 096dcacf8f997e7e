import { type ExecutionArgs, type GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../app/schema.ts';
import { sizingVariables } from './operation-limits.ts';
import { operationLimitsPlugin } from './operation-limits-plugin.ts';

const schema = buildSchema();

describe('sizingVariables', () => {
  it('names the variables given to first, last or days anywhere, fragments included', () => {
    const document = parse(`
      query($n: Int, $w: ID!, $d: Int, $after: String) {
        users(first: $n, after: $after) { ...U }
        calendar(workshopID: $w, days: $d) { day }
      }
      fragment U on UserConnection { nodes { userWorkshopRoles { workshopID } } }
      query Other($m: Int) { workshops(last: $m, first: 3) { nodes { workshopID } } }
    `);
    expect(sizingVariables(document)).toEqual(['d', 'm', 'n']);
  });
});

describe('the caller check, remembered per document', () => {
  // 200 users with 25 roles each costs over the anonymous limit (5,000); 10 users do not.
  const document = parse(
    'query($n: Int, $key: String) { users(first: $n, after: $key) { nodes { userWorkshopRoles { workshopID } } } }',
  );
  const refusals = (auth: unknown, variableValues: Record<string, unknown>) => {
    const plugin = operationLimitsPlugin();
    let errors: readonly GraphQLError[] = [];
    const args = { schema, document, variableValues, contextValue: { auth } } as unknown as ExecutionArgs;
    plugin.onExecute?.({
      args,
      setResultAndStopExecution: (result: { errors?: readonly GraphQLError[] }) => {
        errors = result.errors ?? [];
      },
    } as never);
    return errors.map((error) => error.extensions.code);
  };
  const staff = { isAdmin: true, roles: [] };

  it('answers each set of sizing values and each kind of caller on its own', () => {
    expect(refusals(null, { n: 10, key: 'a' })).toEqual([]);
    expect(refusals(null, { n: 200, key: 'a' })).toEqual(['OPERATION_TOO_COMPLEX']);
    // Another value of a variable the cost does not read: the same answer, from the memo.
    expect(refusals(null, { n: 200, key: 'b' })).toEqual(['OPERATION_TOO_COMPLEX']);
    expect(refusals(null, { n: 10, key: 'b' })).toEqual([]);
    // Staff may ask for more with the very same document and values.
    expect(refusals(staff, { n: 200, key: 'a' })).toEqual([]);
    expect(refusals(null, { n: 200, key: 'c' })).toEqual(['OPERATION_TOO_COMPLEX']);
  });
});
