import type { Role } from '../../shared/schemas/user';
import type { Db } from '../db/connection';
import { classes, users } from '../db/schema';
import type { AccessTokens } from '../services/accounts/access-tokens';

let sequence = 0;
const next = () => ++sequence;

export function insertClass(db: Db, values: Partial<typeof classes.$inferInsert> = {}) {
  const n = next();
  return db
    .insert(classes)
    .values({
      name: `테스트반 ${n}`,
      code: `TEST${String(n).padStart(4, '0')}`,
      startDate: '2026-03-02',
      ...values,
    })
    .returning()
    .get();
}

/** A user row; the password hash is a placeholder, so sign in with tokenFor(), not /auth/login. */
export function insertUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { role?: Role } = {},
) {
  const n = next();
  return db
    .insert(users)
    .values({
      email: `user${n}@test.kr`,
      name: `사용자${n}`,
      passwordHash: 'not-a-real-hash',
      role: 'STUDENT',
      ...values,
    })
    .returning()
    .get();
}

export async function authHeader(accessTokens: AccessTokens, user: { id: number; role: Role }) {
  return { Authorization: `Bearer ${await accessTokens.sign(user)}` };
}
