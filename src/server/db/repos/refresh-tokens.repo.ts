import type { RunResult } from 'better-sqlite3';
import { and, eq, isNull } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from '../schema';
import { refreshTokens } from '../schema';

/** The database or a transaction on it. */
type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

const live = and(isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt));

export const refreshTokensRepo = {
  insert(db: Db, values: typeof refreshTokens.$inferInsert) {
    db.insert(refreshTokens).values(values).run();
  },

  findByHash(db: Db, tokenHash: string): RefreshTokenRow | undefined {
    return db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).get();
  },

  /** The one token of a family that may still be used (neither rotated nor revoked). */
  findLiveInFamily(db: Db, familyId: string): RefreshTokenRow | undefined {
    return db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), live))
      .get();
  },

  markRotated(db: Db, id: number, at: Date) {
    db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id)).run();
  },

  revoke(db: Db, id: number, at: Date) {
    db.update(refreshTokens).set({ revokedAt: at }).where(eq(refreshTokens.id, id)).run();
  },

  revokeFamily(db: Db, familyId: string, at: Date) {
    db.update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .run();
  },

  revokeAllOfUser(db: Db, userId: number, at: Date) {
    db.update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .run();
  },
};
