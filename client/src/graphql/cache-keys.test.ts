import { describe, expect, it } from 'vitest';
import { cacheKeys } from './cache-keys.ts';

describe('cacheKeys', () => {
  it('keys spec entities by their xxxID field', () => {
    expect(cacheKeys.UserWorkshopRole?.({ __typename: 'UserWorkshopRole', userWorkshopRoleID: '7' })).toBe(
      '7',
    );
  });

  it('keys Profile and Role by id', () => {
    expect(cacheKeys.Profile?.({ __typename: 'Profile', id: 'u1' })).toBe('u1');
    expect(cacheKeys.Role?.({ __typename: 'Role', id: 3 })).toBe('3');
  });

  it('embeds value types that have no identity', () => {
    for (const type of ['FormError', 'PageInfo', 'SuccessResult', 'LoginResult', 'Impersonator']) {
      expect(cacheKeys[type]?.({ __typename: type }), type).toBeNull();
    }
  });
});

describe('every object type of the schema', () => {
  it('has a key or is embedded, so graphcache never has to guess', async () => {
    const { default: schema } = await import('./generated/schema-introspection.ts');
    const roots = new Set(['Query', 'Mutation', 'Subscription']);
    const missing = schema.__schema.types
      .filter((type) => type.kind === 'OBJECT' && !roots.has(type.name) && !type.name.startsWith('__'))
      .map((type) => type.name)
      .filter((name) => !(name in cacheKeys));
    expect(missing).toEqual([]);
  });
});
