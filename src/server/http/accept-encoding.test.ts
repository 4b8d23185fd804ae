import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

const both = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it('prefers brotli when a browser accepts both', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('falls back to gzip, then to the plain file', () => {
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('deflate', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
  });

  it('offers only the copies the build made', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br, gzip', [])).toBeNull();
  });

  it('follows q-values, and q=0 refuses an encoding', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br; q=0, gzip;q=0', both)).toBeNull();
  });

  it('reads * as any encoding not named, and ignores case', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('BR;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('GZip', both)).toBe('gzip');
  });
});
