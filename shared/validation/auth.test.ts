import { describe, expect, it } from 'vitest';
import { newPasswordPairSchema, passwordSchema, usernameSchema } from './auth.ts';
import { parseForm } from './form-errors.ts';

describe('password rules (spec §5)', () => {
  it.each([
    ['', 'validation.required'],
    ['Short!1a', 'validation.passwordLength'],
    ['alllowercase1!', 'validation.passwordUpper'],
    ['ALLUPPERCASE1!', 'validation.passwordLower'],
    ['NoDigitsHere!!', 'validation.passwordDigit'],
    ['NoSpecials1234', 'validation.passwordSpecial'],
  ])('refuses %j with %s', (password, code) => {
    const result = parseForm(passwordSchema, password);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.code).toBe(code);
  });

  it('accepts a password with every class and 12 characters', () => {
    expect(parseForm(passwordSchema, 'Turno!Demo2026').ok).toBe(true);
  });

  it('requires the two passwords to match, on the confirmation field', () => {
    const result = parseForm(newPasswordPairSchema, {
      newPassword: 'Turno!Demo2026',
      confirmPassword: 'Turno!Demo2025',
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'confirmPassword', code: 'validation.passwordsMismatch' }],
    });
  });
});

describe('username rules (spec §5)', () => {
  it('requires at least 3 characters after trimming', () => {
    expect(parseForm(usernameSchema, '  ab ').ok).toBe(false);
    expect(parseForm(usernameSchema, 'abc').ok).toBe(true);
  });
});
