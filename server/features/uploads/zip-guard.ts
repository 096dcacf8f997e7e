import { inflateRawSync } from 'node:zlib';

/** Why an XLSX (a zip) is refused before the spreadsheet reader opens it. */
export type ZipRefusal = 'unreadable' | 'tooLargeUnzipped';

/** A zip's entries that `keep` asked for, inflated, in the zip's order. */
export type ZipOpened = { ok: true; entries: Map<string, Uint8Array> } | { ok: false; refusal: ZipRefusal };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

/**
 * Inflates every entry of a zip held in memory with Node's zlib, counting what comes out, and
 * refuses the file once the parts together pass `maxBytes` (`maxOutputLength` stops zlib there:
 * sizes the zip declares are never trusted). A zip bomb therefore costs at most `maxBytes` of
 * work before it is refused. The entries whose names `keep` accepts are handed back inflated.
 * Hand-written (docs/decisions/0012-appointment-uploads.md): the zip readers exceljs brings inflate
 * an entry whole before anything can count it.
 */
export function openZip(bytes: Buffer, maxBytes: number, keep: (name: string) => boolean): ZipOpened {
  const refused = (refusal: ZipRefusal): ZipOpened => ({ ok: false, refusal });
  const kept = new Map<string, Uint8Array>();
  try {
    const end = findEndOfCentralDirectory(bytes);
    if (end < 0) return refused('unreadable');
    const count = bytes.readUInt16LE(end + 10);
    let offset = bytes.readUInt32LE(end + 16);
    let budget = maxBytes;
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
      let inflated: Uint8Array;
      if (method === 0) inflated = data;
      else if (method === 8) {
        try {
          inflated = inflateRawSync(data, { maxOutputLength: Math.max(budget, 1) });
        } catch (error) {
          return refused(
            (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLargeUnzipped' : 'unreadable',
          );
        }
      } else return refused('unreadable');
      budget -= inflated.length;
      if (budget < 0) return refused('tooLargeUnzipped');
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
