import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileTokenStore } from './token-store';

describe('createFileTokenStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kis-token-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const token = { owner: 'abc', accessToken: 'tok', expiresAt: 2_000, issuedAt: 1_000 };

  it('keeps the token in an owner-only file that a new store reads back', async () => {
    const path = join(dir, 'nested', 'kis-token.json');
    await createFileTokenStore(path).save(token);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(token);
    expect(await createFileTokenStore(path).load()).toEqual(token);
  });

  it('treats a missing or damaged file as no token', async () => {
    const path = join(dir, 'kis-token.json');
    expect(await createFileTokenStore(path).load()).toBeUndefined();
    await writeFile(path, '{"accessToken":');
    expect(await createFileTokenStore(path).load()).toBeUndefined();
  });
});
