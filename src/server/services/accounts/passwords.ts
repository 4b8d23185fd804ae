import * as nodeArgon2 from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';

/** The library's two calls; a test may pass them wrapped to watch how many run at once. */
export type Argon2 = Pick<typeof nodeArgon2, 'hash' | 'verify'>;

export interface PasswordParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// OWASP's argon2id minimum (19 MiB, 2 passes). Older @node-rs/argon2 releases defaulted to
// 4 MiB, so the parameters are always spelled out.
export const PRODUCTION_PASSWORD_PARAMS: PasswordParams = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * Hashes a bulk job runs at once, across the server (ADR 0036). argon2 runs on libuv's thread
 * pool (4 threads by default), first in, first out: a 명렬표 of 500 queued all at once put every
 * sign-in behind 500 hashes. Two leave the other threads to sign-ins.
 */
const BULK_HASHES_AT_ONCE = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * The hashes of many passwords (a 명렬표's temporary ones), in their order, computed a few at a
   * time so that sign-ins hashing meanwhile are not queued behind all of them.
   */
  hashInBulk(passwords: string[]): Promise<string[]>;
  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification without a user, so an unknown email answers as
   * slowly as a wrong password and the timing does not tell which emails exist.
   */
  verifyNobody(password: string): Promise<false>;
}

export function createPasswordHasher(
  params: PasswordParams = PRODUCTION_PASSWORD_PARAMS,
  { hash, verify }: Argon2 = nodeArgon2,
): PasswordHasher {
  const options: Options = { ...params, algorithm: ARGON2ID };
  const inBulk = createLimit(BULK_HASHES_AT_ONCE);
  let dummyHash: Promise<string> | null = null;

  async function safeVerify(passwordHash: string, password: string) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  return {
    hash: (password) => hash(password, options),
    hashInBulk: (passwords) =>
      Promise.all(passwords.map((password) => inBulk(() => hash(password, options)))),
    verify: safeVerify,
    async verifyNobody(password) {
      dummyHash ??= hash('no-such-user-0', options);
      await safeVerify(await dummyHash, password);
      return false;
    },
  };
}

/** Runs the tasks given to it at most `limit` at a time, in the order they were given. */
function createLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task waiting, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
