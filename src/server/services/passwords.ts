import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

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

export interface PasswordHasher {
  hash(password: string): Promise<string>;
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
): PasswordHasher {
  const options: Options = { ...params, algorithm: ARGON2ID };
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
    verify: safeVerify,
    async verifyNobody(password) {
      dummyHash ??= hash('no-such-user-0', options);
      await safeVerify(await dummyHash, password);
      return false;
    },
  };
}
