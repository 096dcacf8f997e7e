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
