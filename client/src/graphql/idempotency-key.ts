/**
 * The part of Web Crypto a UUID needs. `randomUUID` exists only in a secure context (HTTPS or
 * localhost): a plain-HTTP LAN install such as `http://192.168.1.20:8080` has no
 * `crypto.randomUUID`, while `getRandomValues` is there in every context.
 */
export interface UuidCrypto {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  randomUUID?: (() => string) | undefined;
}

/**
 * A random UUID v4 (`xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx`, V one of 8, 9, a, b): the browser's own
 * `crypto.randomUUID` where it exists, else built from 16 random bytes as RFC 9562 §5.4 describes.
 */
export function randomUUID(source: UuidCrypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh idempotency key: a retried confirmation replays the first result instead of acting twice. */
export function newIdempotencyKey(): string {
  return randomUUID();
}
