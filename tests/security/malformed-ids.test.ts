import { describe, expect, it } from 'vitest';
import { adminStage } from '../support/admin-support.ts';
import { errorCode, gql } from '../support/graphql-client.ts';

// An id that is not a UUID cannot name anything: BAD_USER_INPUT naming where, whether it is
// written in the document, sent as a variable, or buried in an input object or a list. Before,
// some reached PostgreSQL and came back INTERNAL.

const stage = adminStage();

const call = (query: string, variables: Record<string, unknown> = {}) =>
  gql(stage.server.url, query, variables, { token: stage.admin.token });

describe('malformed ids', () => {
  it('written in the document', async () => {
    const reply = await call('{ queues(workshopID: "not-a-uuid") { queueID } }');
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions).toMatchObject({ argument: 'workshopID' });
  });

  it('sent as a variable', async () => {
    const reply = await call('query($w: ID!) { boxes(workshopID: $w) { boxID } }', { w: "1' or '1'='1" });
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions).toMatchObject({ argument: 'variables.w' });
  });

  it('inside an input object', async () => {
    const reply = await call(
      'query($f: AppointmentFilter!) { appointments(filter: $f, first: 5) { totalCount } }',
      { f: { workshopID: '12345' } },
    );
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions).toMatchObject({ argument: 'variables.f.workshopID' });
  });

  it('a well-formed id that names nothing is not a malformed one', async () => {
    const reply = await call('{ queues(workshopID: "00000000-0000-4000-8000-000000000000") { queueID } }');
    expect(errorCode(reply)).not.toBe('BAD_USER_INPUT');
    expect(errorCode(reply)).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('a tracking code is a code, not an id: an unknown one is simply not found', async () => {
    const reply = await gql(stage.server.url, '{ tracking(code: "NOT-A-UUID") { code } }');
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({ tracking: null });
  });
});
