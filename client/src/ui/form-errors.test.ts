import { describe, expect, it } from 'vitest';
import { errorsByField, touchedAfterBlur, unplacedErrors, visibleErrors } from './form-errors.ts';

describe('errorsByField', () => {
  it('keeps the first error of each field', () => {
    expect(
      errorsByField([
        { field: 'email', code: 'validation.required' },
        { field: 'email', code: 'validation.email' },
        { field: 'name', code: 'validation.required' },
      ]),
    ).toEqual({ email: 'validation.required', name: 'validation.required' });
  });
});

describe('visibleErrors', () => {
  const clientErrors = { userName: 'validation.required', password: 'validation.required' };

  it('hides errors of untouched fields before the first submit', () => {
    expect(visibleErrors({ clientErrors, serverErrors: {}, touched: new Set(), submitted: false })).toEqual(
      {},
    );
  });

  it('shows the errors of fields the user has left', () => {
    expect(
      visibleErrors({ clientErrors, serverErrors: {}, touched: new Set(['userName']), submitted: false }),
    ).toEqual({ userName: 'validation.required' });
  });

  it('shows every error after a submit attempt', () => {
    expect(visibleErrors({ clientErrors, serverErrors: {}, touched: new Set(), submitted: true })).toEqual(
      clientErrors,
    );
  });

  it('shows server errors at once, over the client error of the same field', () => {
    expect(
      visibleErrors({
        clientErrors: {},
        serverErrors: { newPassword: 'validation.passwordLength' },
        touched: new Set(),
        submitted: false,
      }),
    ).toEqual({ newPassword: 'validation.passwordLength' });
  });
});

describe('unplacedErrors', () => {
  it('returns the server errors of fields the form does not show', () => {
    expect(
      unplacedErrors(
        [
          { field: 'code', code: 'validation.invalid' },
          { field: 'newPassword', code: 'validation.passwordLength' },
        ],
        ['newPassword', 'confirmPassword'],
      ),
    ).toEqual([{ field: 'code', code: 'validation.invalid' }]);
  });
});

describe('touchedAfterBlur', () => {
  it('touches nothing when the user leaves a field they never edited (no "required" pushing the form down)', () => {
    const touched = new Set<string>();
    expect(touchedAfterBlur(touched, 'name', new Set())).toBe(touched);
  });

  it('touches an edited field, so its error follows from then on', () => {
    expect([...touchedAfterBlur(new Set(['plate']), 'name', new Set(['name']))]).toEqual(['plate', 'name']);
  });

  it('keeps the same set when the field was touched already', () => {
    const touched = new Set(['name']);
    expect(touchedAfterBlur(touched, 'name', new Set(['name']))).toBe(touched);
  });
});
