import { crc32 } from 'node:zlib';
import { expect } from 'vitest';

/** Reads a STORE-method ZIP back: each file's name and text, after checking its CRC-32. */
export function unzip(archive: Buffer): Map<string, string> {
  const end = archive.length - 22;
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < archive.readUInt16LE(end + 10); i += 1) {
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const start = local + 30 + archive.readUInt16LE(local + 26);
    const data = archive.subarray(start, start + archive.readUInt32LE(at + 20));
    expect(crc32(data)).toBe(archive.readUInt32LE(at + 16));
    files.set(
      archive.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      data.toString('utf8'),
    );
    at += 46 + nameLength;
  }
  return files;
}
