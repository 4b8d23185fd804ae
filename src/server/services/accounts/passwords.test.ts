import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PRODUCTION_PASSWORD_PARAMS } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 passes in production', async () => {
    expect(PRODUCTION_PASSWORD_PARAMS.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(PRODUCTION_PASSWORD_PARAMS.timeCost).toBeGreaterThanOrEqual(2);
    const stored = await createPasswordHasher().hash('abc123');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 19_456, timeCost: 2 });
  });

  const fast = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

  it('verifies the right password only, and salts every hash', async () => {
    const first = await fast.hash('abc123');
    expect(await fast.verify(first, 'abc123')).toBe(true);
    expect(await fast.verify(first, 'abc124')).toBe(false);
    expect(await fast.hash('abc123')).not.toBe(first);
  });

  it('treats a stored value that is not a hash as a wrong password', async () => {
    expect(await fast.verify('not-a-real-hash', 'abc123')).toBe(false);
  });

  it('spends a verification on an unknown user and always says no', async () => {
    expect(await fast.verifyNobody('no-such-user-0')).toBe(false);
  });
});
