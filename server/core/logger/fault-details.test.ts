import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faultDetails } from './fault-details.ts';

describe('faultDetails', () => {
  it("keeps a failed query's statement and SQLSTATE, not its parameters nor PostgreSQL's message", () => {
    const cause = Object.assign(new Error('duplicate key value: Key (license_plate)=(AB123CD)'), {
      code: '23505',
    });
    const error = new DrizzleQueryError(
      'insert into "appointments" ("license_plate") values ($1)',
      ['AB123CD'],
      cause,
    );
    const details = faultDetails(error);
    const logged = JSON.stringify(details);
    expect(logged).not.toContain('AB123CD');
    expect(details).toMatchObject({
      message: 'Failed query: insert into "appointments" ("license_plate") values ($1)',
      sqlState: '23505',
    });
  });

  it('leaves any other error as it is', () => {
    const error = new TypeError('x is not a function');
    expect(faultDetails(error)).toBe(error);
  });
});
