import { describe, expect, it } from 'vitest';
import { passwordRuleStatus } from './password-rules.ts';
import { serverMessageKey } from './server-messages.ts';

describe('passwordRuleStatus', () => {
  it('reports every unmet rule of an empty password', () => {
    expect(passwordRuleStatus('')).toEqual({
      passwordLength: false,
      passwordUpper: false,
      passwordLower: false,
      passwordDigit: false,
      passwordSpecial: false,
    });
  });

  it('ticks rules one by one as the password grows', () => {
    expect(passwordRuleStatus('abc')).toMatchObject({
      passwordLower: true,
      passwordUpper: false,
      passwordLength: false,
    });
    expect(passwordRuleStatus('Abc1!')).toMatchObject({
      passwordUpper: true,
      passwordLower: true,
      passwordDigit: true,
      passwordSpecial: true,
      passwordLength: false,
    });
  });

  it('accepts a password meeting all rules', () => {
    expect(Object.values(passwordRuleStatus('Officina-2026!'))).toEqual([true, true, true, true, true]);
  });
});

describe('serverMessageKey', () => {
  it('translates the known sign-in message, however it is punctuated', () => {
    expect(serverMessageKey('Invalid username or password')).toBe('auth.signIn.invalidCredentials');
    expect(serverMessageKey('Invalid username or password.')).toBe('auth.signIn.invalidCredentials');
    expect(serverMessageKey('This account is locked. Try again later or ask an administrator.')).toBe(
      'auth.signIn.accountLocked',
    );
  });

  it('leaves unknown messages to be shown as written', () => {
    expect(serverMessageKey('Account locked')).toBeNull();
  });
});
