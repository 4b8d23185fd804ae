import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { ContentEncoding } from './accept-encoding';

type Bytes = Uint8Array<ArrayBuffer>;

export interface StaticFile {
  contentType: string;
  /** Quoted hash of the plain file; each encoding's copy gets its own suffix. */
  etag: string;
  plain: Bytes;
  /** The precompressed copies the build wrote beside the file (`.br`, `.gz`), best first. */
  encoded: Map<ContentEncoding, Bytes>;
}

const COPIES: Array<[ContentEncoding, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

function read(path: string): Bytes | undefined {
  try {
    return new Uint8Array(readFileSync(path));
  } catch {
    return undefined;
  }
}

/**
 * Every file of the built client by URL path, read once at start (a few MB). Only these are
 * ever served, so no request path reaches the file system; a rebuild needs a restart.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = readdirSync(root, { recursive: true, encoding: 'utf8' });
  for (const name of names) {
    const path = join(root, name);
    if (COPIES.some(([, suffix]) => name.endsWith(suffix)) || !statSync(path).isFile()) continue;
    const plain = readFileSync(path);
    const encoded: StaticFile['encoded'] = new Map();
    for (const [encoding, suffix] of COPIES) {
      const copy = read(path + suffix);
      if (copy) encoded.set(encoding, copy);
    }
    files.set(`/${name.split(sep).join('/')}`, {
      contentType: getMimeType(name) ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(plain).digest('base64url')}"`,
      plain: new Uint8Array(plain),
      encoded,
    });
  }
  return files;
}
