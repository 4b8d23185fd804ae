import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: string | Uint8Array;
}

// APPNOTE.TXT 4.4.4: bit 11 says names are UTF-8 (Korean file names such as 세특.html).
const UTF8_NAMES = 0x0800;
const VERSION = 20;
// MS-DOS date of 1980-01-01 00:00: the archive carries no clock, so the same record zips the same.
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

/**
 * A ZIP archive of `entries`, stored without compression (method 0) with each entry's CRC-32:
 * every unzip, Windows Explorer and macOS open it, and CSV and HTML are small enough as they are.
 * Sizes stay below 4 GiB (no ZIP64): a class's record is a few megabytes.
 */
export function zip(entries: ZipEntry[]): Buffer {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const crc = crc32(data);
    const local = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, VERSION, true);
      v.setUint16(6, UTF8_NAMES, true);
      v.setUint16(12, DOS_DATE, true);
      v.setUint32(14, crc, true);
      v.setUint32(18, data.length, true);
      v.setUint32(22, data.length, true);
      v.setUint16(26, name.length, true);
    });
    central.push(
      header(46, (v) => {
        v.setUint32(0, 0x02014b50, true);
        v.setUint16(4, VERSION, true);
        v.setUint16(6, VERSION, true);
        v.setUint16(8, UTF8_NAMES, true);
        v.setUint16(14, DOS_DATE, true);
        v.setUint32(16, crc, true);
        v.setUint32(20, data.length, true);
        v.setUint32(24, data.length, true);
        v.setUint16(28, name.length, true);
        v.setUint32(42, offset, true);
      }),
      name,
    );
    parts.push(local, name, data);
    offset += local.length + name.length + data.length;
  }
  const directorySize = central.reduce((sum, part) => sum + part.length, 0);
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, entries.length, true);
    v.setUint16(10, entries.length, true);
    v.setUint32(12, directorySize, true);
    v.setUint32(16, offset, true);
  });
  return Buffer.concat([...parts, ...central, end]);
}
