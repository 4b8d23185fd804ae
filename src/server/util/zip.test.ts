import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zip } from './zip';

/** A deliberately small reader that follows the archive as unzip does: end record → directory → entries. */
function unzip(archive: Buffer) {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  expect(at + archive.readUInt32LE(end + 12)).toBe(end);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const [method, crc, size] = [
      archive.readUInt16LE(at + 10),
      archive.readUInt32LE(at + 16),
      archive.readUInt32LE(at + 20),
    ];
    const nameLength = archive.readUInt16LE(at + 28);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = archive.readUInt32LE(at + 42);
    expect(archive.readUInt32LE(local)).toBe(0x04034b50);
    expect(archive.readUInt16LE(local + 6) & 0x0800).toBe(0x0800);
    expect(archive.readUInt32LE(local + 14)).toBe(crc);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    expect(method).toBe(0);
    expect(crc32(data)).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

describe('zip', () => {
  it('stores each file under its UTF-8 name with its CRC-32, readable back byte for byte', () => {
    const csv = '\uFEFF번호,이름\r\n="10301",김가람\r\n';
    const bytes = new Uint8Array([0, 255, 1, 254]);
    const files = unzip(
      zip([
        { name: 'students.csv', data: csv },
        { name: '세특/보고서.html', data: '<h1>세특</h1>' },
        { name: 'raw.bin', data: bytes },
      ]),
    );
    expect([...files.keys()]).toEqual(['students.csv', '세특/보고서.html', 'raw.bin']);
    expect(files.get('students.csv')!.toString('utf8')).toBe(csv);
    expect(files.get('세특/보고서.html')!.toString('utf8')).toBe('<h1>세특</h1>');
    expect([...files.get('raw.bin')!]).toEqual([0, 255, 1, 254]);
  });

  it('matches the known CRC-32 of "123456789" (0xCBF43926) and makes an empty archive of nothing', () => {
    const archive = zip([{ name: 'check.txt', data: '123456789' }]);
    expect(archive.readUInt32LE(14)).toBe(0xcbf43926);
    expect(zip([])).toHaveLength(22);
    expect(unzip(zip([])).size).toBe(0);
  });
});
