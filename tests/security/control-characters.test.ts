import { describe, expect, it } from 'vitest';
import { workshops } from '../../server/core/db/schema/index.ts';
import { adminStage, rowCount } from '../support/admin-support.ts';
import { errorCode, gql } from '../support/graphql-client.ts';

// NUL and other control characters in any string are the caller's input, refused with
// BAD_USER_INPUT before anything runs; before, a NUL reached PostgreSQL and came back INTERNAL.

const stage = adminStage();

const SEARCH = 'query($term: String!) { searchUsers(term: $term) { userID } }';

describe('control characters', () => {
  it('a NUL in a variable is BAD_USER_INPUT, naming the variable', async () => {
    const reply = await gql(stage.server.url, SEARCH, { term: 'ad\u0000min' }, { token: stage.admin.token });
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions).toMatchObject({ argument: 'variables.term' });
  });

  it('a control character written in the document is BAD_USER_INPUT', async () => {
    const reply = await gql(
      stage.server.url,
      '{ searchUsers(term: "ad\\u0007min") { userID } }',
      {},
      { token: stage.admin.token },
    );
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
  });

  it('deep inside an input object, and nothing is written', async () => {
    const before = await rowCount(stage.server, workshops);
    const reply = await gql(
      stage.server.url,
      'mutation($input: CreateWorkshopInput!) { createWorkshop(input: $input) { formErrors { field } } }',
      {
        input: {
          workshopCode: 'NU01',
          name: 'Nul\u0000',
          city: 'Roma',
          address: 'Via 1',
          zipCode: '00100',
          timeZone: 'Europe/Rome',
        },
      },
      { token: stage.admin.token },
    );
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(await rowCount(stage.server, workshops)).toBe(before);
  });

  it('tabs and line breaks, which notes hold, pass', async () => {
    const reply = await gql(stage.server.url, SEARCH, { term: 'ad\tmin\r\n' }, { token: stage.admin.token });
    expect(reply.errors).toBeUndefined();
  });
});
