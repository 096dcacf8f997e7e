import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret of `bytes` bytes, URL-safe (refresh secrets, reset codes, tracking codes). */
export function randomCode(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, never the secret. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function matchesHash(code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
