import { badInput } from './errors.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the shape of an id (every id is a UUID); anything else cannot exist. */
export function isId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** `value` when it is shaped like an id; BAD_USER_INPUT naming `argument` otherwise. */
export function requireIdShape(value: string, argument: string): string {
  if (!isId(value)) throw badInput(`${argument} is not a valid id.`, argument);
  return value;
}
