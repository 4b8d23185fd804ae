import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

export const zStoredKisToken = z.object({
  /** Which app key and server the token belongs to (a hash, the key itself stays out of the file). */
  owner: z.string(),
  accessToken: z.string().min(1),
  /** Epoch ms. */
  expiresAt: z.number().int(),
  /** Epoch ms; KIS allows one issue a minute, and a restart must not count as a fresh minute. */
  issuedAt: z.number().int(),
});
export type StoredKisToken = z.infer<typeof zStoredKisToken>;

export interface KisTokenStore {
  load(): Promise<StoredKisToken | undefined>;
  save(token: StoredKisToken): Promise<void>;
}

export function createMemoryTokenStore(): KisTokenStore {
  let stored: StoredKisToken | undefined;
  return {
    load: () => Promise.resolve(stored),
    save(token) {
      stored = token;
      return Promise.resolve();
    },
  };
}

/**
 * Keeps the 24 h access token across restarts (KIS asks clients to reuse it and sends the account
 * holder a notice on every issue). The file holds a bearer credential, so it is owner-only (0600).
 */
export function createFileTokenStore(path: string): KisTokenStore {
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch {
        return undefined;
      }
      try {
        const parsed = zStoredKisToken.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    async save(token) {
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(token), { mode: 0o600 });
      await chmod(temporary, 0o600);
      await rename(temporary, path);
    },
  };
}
