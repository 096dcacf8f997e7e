import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { passwordSchema } from '../../../shared/validation/auth.ts';
import { generatePassword } from './first-admin.ts';

describe('generatePassword', () => {
  it('always meets the sign-in password rules and never repeats', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(v.safeParse(passwordSchema, password).success, password).toBe(true);
      expect(password).toHaveLength(20);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });

  it('leaves out characters that look alike when read off a terminal', () => {
    const many = Array.from({ length: 200 }, () => generatePassword()).join('');
    expect(many).not.toMatch(/[O0Il1]/);
  });
});
