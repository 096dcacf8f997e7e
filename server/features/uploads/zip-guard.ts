import { inflateRawSync } from 'node:zlib';

/** Why an XLSX (a zip) is refused before the spreadsheet reader opens it. */
export type ZipRefusal =
  | 'unreadable'
  | 'tooLargeUnzipped'
  | 'tooManyEntries'
  | 'tooCompressed'
  | 'partTooLarge';

/** A zip's entries that `keep` asked for, inflated, in the zip's order. */
export type ZipOpened = { ok: true; entries: Map<string, Uint8Array> } | { ok: false; refusal: ZipRefusal };

/** What a zip may hold and unpack to; each limit is applied while inflating, never after. */
export interface ZipLimits {
  /** All entries together, inflated. */
  maxBytes: number;
  /** Entries in the central directory, checked before anything is inflated. */
  maxEntries: number;
  /** Inflated size over packed size, per entry and for the whole zip. */
  maxRatio: number;
  /** Inflated bytes an entry (and the zip) may reach whatever its ratio. */
  ratioFreeBytes: number;
  /** A cap on one entry by name (the shared strings' part), refused as `partTooLarge`. */
  maxEntryBytes?: (name: string) => number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

/**
 * Inflates the entries of a zip held in memory with Node's zlib, counting what comes out, and
 * refuses the file at the first limit passed: too many entries (before inflating anything), an
 * entry that unpacks more than `maxRatio` times its packed size or more than its own cap, or all
 * of them together past `maxBytes` or `maxRatio` times the zip. `maxOutputLength` stops zlib at
 * the tightest of these, so sizes the zip declares are never trusted and a bomb costs at most its
 * limit of work. The entries whose names `keep` accepts are handed back inflated.
 * Hand-written (docs/decisions/0012-appointment-uploads.md): the zip readers exceljs brings inflate
 * an entry whole before anything can count it.
 */
export function openZip(bytes: Buffer, limits: ZipLimits, keep: (name: string) => boolean): ZipOpened {
  const refused = (refusal: ZipRefusal): ZipOpened => ({ ok: false, refusal });
  const kept = new Map<string, Uint8Array>();
  try {
    const end = findEndOfCentralDirectory(bytes);
    if (end < 0) return refused('unreadable');
    const count = bytes.readUInt16LE(end + 10);
    if (count > limits.maxEntries) return refused('tooManyEntries');
    let offset = bytes.readUInt32LE(end + 16);
    // What all entries together may still inflate to, and which limit that is.
    const ratioTotal = Math.max(limits.ratioFreeBytes, bytes.length * limits.maxRatio);
    let total = Math.min(limits.maxBytes, ratioTotal);
    const totalRefusal: ZipRefusal = limits.maxBytes <= ratioTotal ? 'tooLargeUnzipped' : 'tooCompressed';
    for (let i = 0; i < count; i++) {
      if (bytes.readUInt32LE(offset) !== CENTRAL_ENTRY) return refused('unreadable');
      const method = bytes.readUInt16LE(offset + 10);
      const compressedSize = bytes.readUInt32LE(offset + 20);
      const nameLength = bytes.readUInt16LE(offset + 28);
      const extraLength = bytes.readUInt16LE(offset + 30);
      const commentLength = bytes.readUInt16LE(offset + 32);
      const localOffset = bytes.readUInt32LE(offset + 42);
      // Zip64 (sizes of 0xFFFFFFFF) has no place in a spreadsheet this size.
      if (compressedSize === 0xffffffff || localOffset === 0xffffffff) return refused('unreadable');
      if (bytes.readUInt32LE(localOffset) !== LOCAL_ENTRY) return refused('unreadable');
      const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
      const dataStart =
        localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
      const data = bytes.subarray(dataStart, dataStart + compressedSize);
      if (data.length !== compressedSize) return refused('unreadable');
      const caps: [number, ZipRefusal][] = [
        [total, totalRefusal],
        [Math.max(limits.ratioFreeBytes, compressedSize * limits.maxRatio), 'tooCompressed'],
        [limits.maxEntryBytes?.(name) ?? Number.POSITIVE_INFINITY, 'partTooLarge'],
      ];
      const [cap, capRefusal] = caps.reduce((tightest, next) => (next[0] < tightest[0] ? next : tightest));
      let inflated: Uint8Array;
      if (method === 0) inflated = data;
      else if (method === 8) {
        try {
          // One byte past the cap tells an entry that reaches it from one that passes it.
          inflated = inflateRawSync(data, { maxOutputLength: cap + 1 });
        } catch (error) {
          return refused(
            (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? capRefusal : 'unreadable',
          );
        }
      } else return refused('unreadable');
      if (inflated.length > cap) return refused(capRefusal);
      total -= inflated.length;
      if (keep(name)) kept.set(name, inflated);
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return { ok: true, entries: kept };
  } catch {
    // A read past the end of the buffer: offsets that point nowhere.
    return refused('unreadable');
  }
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  }
  return -1;
}
