import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ProjectorSettings } from '../../../shared/schemas/projector';
import { classes, displayLinks, holdings, stocks, watchlistItems } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { inIds, preparedPer } from './prepared';

// The projector reads these on every class trade (at most once a second per class).
const settingsOf = preparedPer((db) =>
  db
    .select({
      names: classes.projectorNames,
      reasons: classes.projectorReasons,
      period: classes.projectorPeriod,
      middleSchool: classes.middleSchool,
    })
    .from(classes)
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare(),
);

const popularAmong = preparedPer((db) => {
  const held = db
    .select({ stockId: holdings.stockId })
    .from(holdings)
    .where(and(inIds(holdings.userId), sql`${holdings.quantity} > 0`));
  const watched = db
    .select({ stockId: watchlistItems.stockId })
    .from(watchlistItems)
    .where(inIds(watchlistItems.userId));
  const interest = held.unionAll(watched).as('interest');
  return db
    .select({ symbol: stocks.symbol, name: stocks.name, count: sql<number>`count(*)` })
    .from(interest)
    .innerJoin(stocks, eq(stocks.id, interest.stockId))
    .groupBy(stocks.id)
    .orderBy(desc(sql`count(*)`), stocks.symbol)
    .limit(sql.placeholder('limit'))
    .prepare();
});

export const projectorRepo = {
  /** What the teacher chose. */
  settings(db: DbOrTx, classId: number): ProjectorSettings | undefined {
    const row = settingsOf(db).get({ classId });
    return row && { names: row.names, reasons: row.reasons, period: row.period };
  },

  /**
   * What the projector shows: the teacher's choice, except that a 중학교 class's screen names no
   * one and shows no reasons. The screen is seen by the room and its display link opens on any PC
   * that has the code, so it counts as outside the class (docs/decisions/0043).
   */
  shownSettings(db: DbOrTx, classId: number): ProjectorSettings | undefined {
    const row = settingsOf(db).get({ classId });
    if (!row) return undefined;
    const { middleSchool, ...chosen } = row;
    return middleSchool ? { ...chosen, names: 'HIDDEN', reasons: 'HIDDEN' } : chosen;
  },

  saveSettings(db: DbOrTx, classId: number, settings: ProjectorSettings) {
    db.update(classes)
      .set({
        projectorNames: settings.names,
        projectorReasons: settings.reasons,
        projectorPeriod: settings.period,
      })
      .where(eq(classes.id, classId))
      .run();
  },

  /** The stocks these students hold or watch, most popular first. */
  popularStocks(db: DbOrTx, userIds: number[], limit: number) {
    if (userIds.length === 0) return [];
    return popularAmong(db).all({ ids: JSON.stringify(userIds), limit });
  },

  insertLink(
    db: DbOrTx,
    values: {
      classId: number;
      tokenHash: string;
      codeHash: string;
      createdBy: number;
      createdAt: Date;
    },
  ) {
    return db.insert(displayLinks).values(values).returning().get();
  },

  links(db: DbOrTx, classId: number) {
    return db
      .select()
      .from(displayLinks)
      .where(eq(displayLinks.classId, classId))
      .orderBy(desc(displayLinks.createdAt))
      .all();
  },

  revokeLink(db: DbOrTx, classId: number, linkId: number, at: Date): boolean {
    const result = db
      .update(displayLinks)
      .set({ revokedAt: at })
      .where(
        and(
          eq(displayLinks.id, linkId),
          eq(displayLinks.classId, classId),
          isNull(displayLinks.revokedAt),
        ),
      )
      .run();
    return result.changes > 0;
  },

  /** Revokes the live links a teacher made or that show their classes; answers those classes. */
  revokeLinksOfTeacher(db: DbOrTx, teacherId: number, at: Date): number[] {
    const theirs = db
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.teacherId, teacherId));
    const rows = db
      .update(displayLinks)
      .set({ revokedAt: at })
      .where(
        and(
          isNull(displayLinks.revokedAt),
          or(eq(displayLinks.createdBy, teacherId), inArray(displayLinks.classId, theirs)),
        ),
      )
      .returning({ classId: displayLinks.classId })
      .all();
    return [...new Set(rows.map((row) => row.classId))];
  },

  /** The class of an unrevoked link, with what decides whether the class has ended. */
  /** The link's class, by the hash of its token or of its short code. */
  classOfToken(db: DbOrTx, tokenHash: string, codeHash: string) {
    return db
      .select({
        classId: classes.id,
        isActive: classes.isActive,
        endDate: classes.endDate,
        endedAt: classes.endedAt,
      })
      .from(displayLinks)
      .innerJoin(classes, eq(classes.id, displayLinks.classId))
      .where(
        and(
          or(eq(displayLinks.tokenHash, tokenHash), eq(displayLinks.codeHash, codeHash)),
          isNull(displayLinks.revokedAt),
        ),
      )
      .get();
  },
};
