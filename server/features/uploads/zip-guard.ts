import { inflateRawSync } from 'node:zlib';

/** Why an XLSX (a zip) is refused before the spreadsheet reader opens it. */
export type ZipRefusal = 'unreadable' | 'tooLargeUnzipped';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

/**
 * Inflates every entry of a zip held in memory with Node's zlib, counting what comes out, and
 * refuses the file once the parts together pass `maxBytes` (`maxOutputLength` stops zlib there:
 * sizes the zip declares are never trusted). A zip bomb therefore costs at most `maxBytes` of
 * work before it is refused, and exceljs only ever opens a file known to inflate within the limit.
 * Hand-written (docs/decisions/0012-appointment-uploads.md): the zip readers exceljs brings inflate
 * an entry whole before anything can count it.
 */
export function checkZip(bytes: Buffer, maxBytes: number): ZipRefusal | null {
  try {
    const end = findEndOfCentralDirectory(bytes);
    if (end < 0) return 'unreadable';
    const entries = bytes.readUInt16LE(end + 10);
    let offset = bytes.readUInt32LE(end + 16);
    let budget = maxBytes;
    for (let i = 0; i < entries; i++) {
      if (bytes.readUInt32LE(offset) !== CENTRAL_ENTRY) return 'unreadable';
      const method = bytes.readUInt16LE(offset + 10);
      const compressedSize = bytes.readUInt32LE(offset + 20);
      const nameLength = bytes.readUInt16LE(offset + 28);
      const extraLength = bytes.readUInt16LE(offset + 30);
      const commentLength = bytes.readUInt16LE(offset + 32);
      const localOffset = bytes.readUInt32LE(offset + 42);
      // Zip64 (sizes of 0xFFFFFFFF) has no place in a spreadsheet this size.
      if (compressedSize === 0xffffffff || localOffset === 0xffffffff) return 'unreadable';
      if (bytes.readUInt32LE(localOffset) !== LOCAL_ENTRY) return 'unreadable';
      const dataStart =
        localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
      const data = bytes.subarray(dataStart, dataStart + compressedSize);
      if (data.length !== compressedSize) return 'unreadable';
      let size: number;
      if (method === 0) size = data.length;
      else if (method === 8) {
        try {
          size = inflateRawSync(data, { maxOutputLength: Math.max(budget, 1) }).length;
        } catch (error) {
          return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
            ? 'tooLargeUnzipped'
            : 'unreadable';
        }
      } else return 'unreadable';
      budget -= size;
      if (budget < 0) return 'tooLargeUnzipped';
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return null;
  } catch {
    // A read past the end of the buffer: offsets that point nowhere.
    return 'unreadable';
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
