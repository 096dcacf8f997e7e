import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCOPE_FIELDS, scopeRefusal } from './scope-fields.ts';

const refusal = (text: string, scopes: Parameters<typeof scopeRefusal>[2], name?: string) =>
  scopeRefusal(parse(text), name, scopes);

describe('API key scopes', () => {
  it('open their own root fields', () => {
    expect(
      refusal('{ appointments(filter: {}) { totalCount } ping __typename }', ['appointments:read']),
    ).toBeNull();
    expect(
      refusal('mutation { createAppointment(input: {}) { formErrors { field } } }', ['appointments:write']),
    ).toBeNull();
    expect(refusal('{ kpis(workshopID: "x") { __typename } }', ['statistics:read'])).toBeNull();
  });

  it('refuse a field of another scope, naming the scope missing', () => {
    expect(refusal('{ kpis(workshopID: "x") { __typename } }', ['appointments:read'])).toEqual({
      field: 'kpis',
      missing: 'statistics:read',
    });
    expect(
      refusal('mutation { deleteAppointment(input: {}) { __typename } }', ['appointments:read']),
    ).toEqual({
      field: 'deleteAppointment',
      missing: 'appointments:write',
    });
  });

  it('refuse fields no scope opens, and every subscription', () => {
    expect(
      refusal('{ users { __typename } }', ['appointments:read', 'appointments:write', 'statistics:read']),
    ).toEqual({
      field: 'users',
      missing: null,
    });
    expect(
      refusal('subscription { appointments(workshopID: "x") { __typename } }', ['appointments:read']),
    ).toEqual({
      field: 'appointments',
      missing: null,
    });
  });

  it('see root fields hidden in fragments and inline fragments', () => {
    const text = `query Q { ...F } fragment F on Query { ... on Query { users { __typename } } }`;
    expect(refusal(text, ['appointments:read'])?.field).toBe('users');
    // A fragment spread twice or cyclically is read once.
    const cyclic = `query Q { ...A } fragment A on Query { ping ...A }`;
    expect(refusal(cyclic, ['appointments:read'])).toBeNull();
  });

  it('check the operation that runs when a document has several', () => {
    const text = 'query A { ping } query B { users { __typename } }';
    expect(refusal(text, ['appointments:read'], 'A')).toBeNull();
    expect(refusal(text, ['appointments:read'], 'B')?.field).toBe('users');
  });

  it('are the table an integrator reads in docs/integrations.md, field for field', () => {
    const doc = readFileSync(new URL('../../../docs/integrations.md', import.meta.url), 'utf8');
    for (const [scope, fields] of Object.entries(SCOPE_FIELDS)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${scope}\` |`));
      const documented = [...(row?.split('|')[2] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]);
      expect(documented.sort(), scope).toEqual([...fields].sort());
    }
  });
});
