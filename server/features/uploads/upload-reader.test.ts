import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectFileType } from './upload-reader.ts';
import { openZip } from './zip-guard.ts';

const checkZip = (bytes: Buffer, maxBytes: number) => {
  const opened = openZip(bytes, maxBytes, () => true);
  return opened.ok ? null : opened.refusal;
};

/** A one-entry zip (local header, data, central directory, end record). */
function zip(data: Buffer, method: 0 | 8 = 8): Buffer {
  const packed = method === 8 ? deflateRawSync(data) : data;
  const name = Buffer.from('a.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(packed.length, 20);
  // The declared size lies: the guard must not trust it.
  central.writeUInt32LE(10, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + packed.length, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

describe('openZip', () => {
  it('lets through a zip that inflates within the limit', () => {
    expect(checkZip(zip(Buffer.alloc(1000, 65)), 2000)).toBeNull();
    expect(checkZip(zip(Buffer.alloc(1000, 65), 0), 2000)).toBeNull();
  });

  it('stops inflating at the limit, whatever the zip declares', () => {
    expect(checkZip(zip(Buffer.alloc(5_000_000)), 1_000_000)).toBe('tooLargeUnzipped');
  });

  it('refuses what is no zip or is cut short', () => {
    expect(checkZip(Buffer.from('plain text, no zip at all'), 1000)).toBe('unreadable');
    const whole = zip(Buffer.alloc(1000, 65));
    expect(checkZip(whole.subarray(0, whole.length - 30), 1000)).toBe('unreadable');
  });
});

describe('detectFileType', () => {
  const zipHead = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]);
  it('knows an XLSX by its zip bytes and a CSV by its text', () => {
    expect(detectFileType('a.xlsx', zipHead)).toBe('xlsx');
    expect(detectFileType('a.CSV', Buffer.from('Targa;Nome'))).toBe('csv');
    expect(detectFileType('a.csv', Buffer.from([0xff, 0xfe, 0x54, 0]))).toBe('csv');
  });

  it('refuses renamed files, other extensions and emptiness', () => {
    expect(detectFileType('a.xlsx', Buffer.from('Targa;Nome'))).toBe('wrongType');
    expect(detectFileType('a.csv', zipHead)).toBe('wrongType');
    expect(detectFileType('a.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toBe('wrongType');
    expect(detectFileType('a.xls', zipHead)).toBe('wrongType');
    expect(detectFileType('a.csv', new Uint8Array())).toBe('empty');
  });
});
