import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors.ts';
import {
  assignRolesInputSchema,
  createUserInputSchema,
  isAssignableRole,
  updateUserInputSchema,
} from './users.ts';

const valid = { firstName: 'Giulia', lastName: 'Verdi', email: ' Giulia@Turno.Example ', userName: 'giulia' };

const errorsOf = (input: unknown, schema: v.GenericSchema = createUserInputSchema) => {
  const result = parseForm(schema, input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);
};

describe('createUserInputSchema', () => {
  it('lower-cases the e-mail, an empty phone is none, and messages are in Italian unless chosen', () => {
    expect(parseForm(createUserInputSchema, { ...valid, phoneNumber: '' })).toEqual({
      ok: true,
      value: {
        firstName: 'Giulia',
        lastName: 'Verdi',
        email: 'giulia@turno.example',
        userName: 'giulia',
        emailConfirmed: false,
        genderID: null,
        phoneNumber: null,
        preferredLanguage: 'it',
      },
    });
  });

  it('takes English as the language of messages, and refuses any other', () => {
    expect(parseForm(createUserInputSchema, { ...valid, preferredLanguage: 'en' })).toMatchObject({
      ok: true,
      value: { preferredLanguage: 'en' },
    });
    expect(errorsOf({ ...valid, preferredLanguage: 'de' })).toEqual(['preferredLanguage:validation.invalid']);
  });

  it('keeps a phone with separators as digits', () => {
    expect(parseForm(createUserInputSchema, { ...valid, phoneNumber: '+39 333.123-4567' })).toMatchObject({
      ok: true,
      value: { phoneNumber: '+393331234567' },
    });
  });

  it('requires the names, a valid e-mail and a user name of at least 3 characters', () => {
    expect(errorsOf({})).toEqual([
      'firstName:validation.required',
      'lastName:validation.required',
      'email:validation.required',
      'userName:validation.required',
    ]);
    expect(errorsOf({ ...valid, email: 'giulia@' })).toEqual(['email:validation.email']);
    expect(errorsOf({ ...valid, userName: 'gi' })).toEqual(['userName:validation.usernameLength']);
    expect(errorsOf({ ...valid, phoneNumber: '12' })).toEqual(['phoneNumber:validation.mobile']);
    expect(errorsOf({ ...valid, genderID: 1.5 })).toEqual(['genderID:validation.number']);
  });
});

describe('updateUserInputSchema and roles', () => {
  it('needs the user id and takes the lock', () => {
    expect(errorsOf(valid, updateUserInputSchema)).toEqual(['userID:validation.required']);
    expect(parseForm(updateUserInputSchema, { ...valid, userID: 'u1', userLocked: true })).toMatchObject({
      ok: true,
      value: { userLocked: true },
    });
  });

  it('never assigns Admin or Cliente, nor a name that is not a role', () => {
    expect(isAssignableRole('Accettatore')).toBe(true);
    expect(isAssignableRole('Admin')).toBe(false);
    expect(isAssignableRole('Cliente')).toBe(false);
    expect(isAssignableRole('Boss')).toBe(false);
  });

  it('checks every pair of a role assignment', () => {
    expect(
      errorsOf({ userID: 'u1', roles: [{ roleID: 'r1', workshopID: '' }] }, assignRolesInputSchema),
    ).toEqual(['roles.0.workshopID:validation.required']);
  });
});
