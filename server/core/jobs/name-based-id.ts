import { createHash } from 'node:crypto';

/**
 * A UUID computed from a name: the same name gives the same id on every replica, so whoever
 * derives it (a job id, an event id) derives it once. Shaped as a version-5 UUID (RFC 9562 §5.5),
 * since pg-boss job ids and our ids are uuids.
 */
export function nameBasedId(name: string): string {
  const hash = createHash('sha1').update(name).digest('hex');
  const variant = ((Number.parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}
