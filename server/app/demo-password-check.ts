import type { Database } from '../core/db/client.ts';
import { verifyPassword } from '../features/auth/passwords.ts';
import { passwordHashesOf } from '../features/users/users-repository.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.ts';

/**
 * The accounts that still sign in with the README's demo password. Only the demo's own user names
 * are checked: the published credential is the pair (name, password), those few names are what the
 * demo seed creates, and an argon2 check costs ~30 ms, so a handful of them (run side by side on
 * libuv's threads) keep a start within a moment where every user of a large installation would not.
 */
export async function accountsWithDemoPassword(db: Database): Promise<string[]> {
  const rows = await passwordHashesOf(db, DEMO_USERS);
  const checked = await Promise.all(
    rows.map(async (row) =>
      (await verifyPassword(row.passwordHash ?? '', DEMO_PASSWORD)) ? row.userName : null,
    ),
  );
  return checked.filter((name): name is string => name !== null).sort();
}

/** The refusal a production start prints when accountsWithDemoPassword found some (docs/first-admin.md). */
export function demoPasswordRefusal(userNames: readonly string[]): string {
  const many = userNames.length > 1;
  return (
    `in production no account may keep the public demo password, and ${userNames.join(', ')} ${many ? 'still have' : 'still has'} it: ` +
    `give ${many ? 'each' : 'it'} a password of its own or delete ${many ? 'them' : 'it'} at /Utenti ` +
    '(start once with SEED=demo to do so, then without), or start a new installation from an empty database ' +
    'and make its first admin with `npm run create-admin` (docs/first-admin.md)'
  );
}
