import { deflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openZip, type ZipLimits } from './zip-guard.ts';

const LIMITS: ZipLimits = { maxBytes: 2_000, maxEntries: 10, maxRatio: 100, ratioFreeBytes: 1_000 };

const checkZip = (bytes: Buffer, limits: Partial<ZipLimits> = {}) => {
  const opened = openZip(bytes, { ...LIMITS, ...limits }, () => true);
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

/** Letters from a pseudo-random sequence: text that packs under 2:1, far below the ratio. */
function text(length: number): Buffer {
  let seed = 1;
  return Buffer.from(
    Array.from({ length }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(97 + (seed % 26));
    }).join(''),
  );
}

const zipOf = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files, { level: 6 }));

describe('openZip', () => {
  it('lets through a zip that inflates within the limits', () => {
    expect(checkZip(zip(Buffer.alloc(1000, 65)))).toBeNull();
    expect(checkZip(zip(Buffer.alloc(1000, 65), 0))).toBeNull();
  });

  it('stops inflating at the limit, whatever the zip declares', () => {
    expect(checkZip(zip(text(5_000)))).toBe('tooLargeUnzipped');
    expect(checkZip(zip(Buffer.alloc(5_000_000)), { maxBytes: 1_000_000, maxRatio: 10_000 })).toBe(
      'tooLargeUnzipped',
    );
  });

  it('refuses what is no zip or is cut short', () => {
    expect(checkZip(Buffer.from('plain text, no zip at all'))).toBe('unreadable');
    const whole = zip(Buffer.alloc(1000, 65));
    expect(checkZip(whole.subarray(0, whole.length - 30))).toBe('unreadable');
  });

  it('refuses a zip of too many entries before inflating any of them', () => {
    const files = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`e${i}.xml`, text(10)]));
    expect(checkZip(zipOf(files))).toBe('tooManyEntries');
    expect(checkZip(zipOf(Object.fromEntries(Object.entries(files).slice(0, 10))))).toBeNull();
    // Entries that could not even be inflated: the count alone refuses the file.
    const broken = zipOf(files);
    broken.fill(0xff, 40, 80);
    expect(checkZip(broken)).toBe('tooManyEntries');
  });

  it('refuses an entry that unpacks past the ratio, stopping there', () => {
    const limits = { maxBytes: 100_000_000, ratioFreeBytes: 100_000 };
    // 10 MB of one byte packs about 1,000:1.
    const bomb = zip(Buffer.alloc(10_000_000, 97));
    expect(checkZip(bomb, limits)).toBe('tooCompressed');
    expect(checkZip(zip(text(300_000)), limits)).toBeNull();
    // Under the ratio's free size, any ratio passes.
    expect(checkZip(zip(Buffer.alloc(90_000, 97)), limits)).toBeNull();
  });

  it('holds the whole zip to the ratio too, so small entries cannot add up to a bomb', () => {
    // Each entry stays under the free size, together they unpack 300 times the zip.
    const files = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [`e${i}.xml`, Buffer.alloc(90_000, 97)]),
    );
    expect(checkZip(zipOf(files), { maxBytes: 100_000_000, ratioFreeBytes: 100_000 })).toBe('tooCompressed');
  });

  it('caps an entry by its name', () => {
    const limits = {
      maxBytes: 100_000_000,
      maxEntryBytes: (name: string) => (name === 'a.xml' ? 1_000 : 5_000),
    };
    expect(checkZip(zip(text(1_001)), limits)).toBe('partTooLarge');
    expect(checkZip(zip(text(1_000)), limits)).toBeNull();
  });
});
