import type { RunResult } from 'better-sqlite3';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { User } from '../../../shared/schemas/user';
import type * as schema from '../schema';
import {
  cashLedger,
  classes,
  guardianConsents,
  refreshTokens,
  users,
  watchlistItems,
} from '../schema';
import { preparedPer } from './prepared';

/** The database or a transaction on it. */
type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

export type UserRow = typeof users.$inferSelect;

const viewColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  mustChangePassword: users.mustChangePassword,
  contactEmail: users.contactEmail,
  onboardedAt: users.onboardedAt,
  createdAt: users.createdAt,
  classId: classes.id,
  className: classes.name,
  classCode: classes.code,
  classEndedAt: classes.endedAt,
  guardianConsentPending: sql<number>`${users.role} = 'STUDENT' and ${classes.middleSchool} = 1
    and not exists (select 1 from ${guardianConsents} where ${guardianConsents.userId} = ${users.id})`,
};

type ViewColumns = typeof viewColumns;
type ViewRow = {
  [K in keyof ViewColumns]: ViewColumns[K] extends SQL<infer T>
    ? T
    : ViewColumns[K] extends { _: { data: infer D } }
      ? D | null
      : never;
};

function toUser(row: ViewRow): User {
  return {
    id: row.id!,
    name: row.name!,
    email: row.email!,
    role: row.role!,
    isActive: row.isActive!,
    mustChangePassword: row.mustChangePassword!,
    contactEmail: row.contactEmail,
    onboarded: row.onboardedAt !== null,
    guardianConsentPending: row.guardianConsentPending === 1,
    createdAt: row.createdAt!.toISOString(),
    class:
      row.classId === null
        ? null
        : {
            id: row.classId,
            name: row.className!,
            code: row.classCode!,
            endedAt: row.classEndedAt?.toISOString() ?? null,
          },
  };
}

function selectViews(db: Db, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(users)
    .leftJoin(classes, eq(users.classId, classes.id))
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .all()
    .map(toUser);
}

const byId = preparedPer((db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

const viewById = preparedPer((db: Db) =>
  db
    .select(viewColumns)
    .from(users)
    .leftJoin(classes, eq(users.classId, classes.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

// Who an access token speaks for (as the API shows them, for GET /auth/me), whether the session
// it was issued for is still open, and whether they have chosen a watchlist (the student routes
// require one), in one step: every authenticated request asks the first two, and a student's most
// frequent requests the third. Each statement costs a few µs of its own.
const signedIn = preparedPer((db: Db) =>
  db
    .select({
      ...viewColumns,
      userClassId: users.classId,
      tokensValidAfter: users.tokensValidAfter,
      sessionLive: sql<number>`${sql.placeholder('sessionId')} is null or exists (
        select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
        and ${refreshTokens.revokedAt} is null)`,
      hasWatchlist: sql<number>`exists (
        select 1 from ${watchlistItems} where ${watchlistItems.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(classes, eq(users.classId, classes.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

export const usersRepo = {
  findById(db: Db, id: number): UserRow | undefined {
    return byId(db).get({ id });
  },

  /**
   * What authentication needs of the user, their view as the API shows it (built when called),
   * the instant before which their tokens no longer count, whether the session `sessionId` names (a refresh-token family; null for a
   * token without one) is still open (the family still has a token that is not revoked), and
   * whether the user has a watchlist.
   */
  findSignedIn(db: Db, id: number, sessionId: string | null) {
    const row = signedIn(db).get({ id, sessionId });
    return (
      row && {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        classId: row.userClassId,
        isActive: row.isActive,
        mustChangePassword: row.mustChangePassword,
        guardianConsentPending: row.guardianConsentPending === 1,
        view: () => toUser(row),
        tokensValidAfter: row.tokensValidAfter,
        sessionLive: row.sessionLive === 1,
        hasWatchlist: row.hasWatchlist === 1,
      }
    );
  },

  /** The account that signs in with this e-mail: its login ID or the e-mail it added. */
  findByEmail(db: Db, email: string): UserRow | undefined {
    return db
      .select()
      .from(users)
      .where(or(eq(users.email, email), eq(users.contactEmail, email)))
      .get();
  },

  /** The accounts with these e-mails (login IDs), by e-mail. */
  findByEmails(db: Db, emails: string[]): Map<string, UserRow> {
    const found = new Map<string, UserRow>();
    // SQLite binds at most 32,766 values per statement; a 명렬표 has at most a few thousand.
    for (let start = 0; start < emails.length; start += 1000) {
      const chunk = emails.slice(start, start + 1000);
      for (const row of db.select().from(users).where(inArray(users.email, chunk)).all())
        found.set(row.email, row);
    }
    return found;
  },

  /** The accounts of a class holding these 학번 (at most one each: users_class_number_idx). */
  findInClassByNumbers(
    db: Db,
    classId: number,
    numbers: string[],
  ): Array<UserRow & { number: string }> {
    const found: Array<UserRow & { number: string }> = [];
    for (let start = 0; start < numbers.length; start += 1000) {
      const chunk = numbers.slice(start, start + 1000);
      const rows = db
        .select()
        .from(users)
        .where(and(eq(users.classId, classId), inArray(users.number, chunk)))
        .all();
      for (const row of rows) if (row.number !== null) found.push({ ...row, number: row.number });
    }
    return found;
  },

  hasAdmin(db: Db): boolean {
    return (
      db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1).get() !==
      undefined
    );
  },

  /** The user as the API shows it (User, docs/product/api.md#fields), with its class. */
  findView(db: Db, id: number): User | undefined {
    const row = viewById(db).get({ id });
    return row && toUser(row);
  },

  /**
   * Every account. A moved student's record (ADR 0021) is not one: it signs in as no one, and
   * the teacher reads it in the old class; each move would otherwise add a moved-N address here.
   */
  listViews(db: Db): User[] {
    return selectViews(db, isNull(users.movedToId));
  },

  /** Pending accounts, optionally only those who joined one of the given classes. */
  listPending(db: Db, classIds?: number[]): User[] {
    const pending = eq(users.role, 'GUEST');
    return selectViews(db, classIds ? and(pending, inArray(users.classId, classIds)) : pending);
  },

  /**
   * Makes a waiting account of this class a STUDENT; false if it is not waiting there (any more).
   * The check and the change are one statement, so two approvals of one account change it once.
   */
  approveWaiting(db: Db, id: number, classId: number | null): boolean {
    const waiting = and(
      eq(users.id, id),
      eq(users.role, 'GUEST'),
      classId === null ? isNull(users.classId) : eq(users.classId, classId),
    );
    return db.update(users).set({ role: 'STUDENT' }).where(waiting).run().changes === 1;
  },

  /** A class's students who have not yet chosen their own password (a login card still open). */
  listAwaitingFirstSignIn(db: Db, classId: number): UserRow[] {
    return db
      .select()
      .from(users)
      .where(
        and(
          eq(users.classId, classId),
          eq(users.role, 'STUDENT'),
          eq(users.isActive, true),
          eq(users.mustChangePassword, true),
          isNull(users.movedToId),
        ),
      )
      .orderBy(asc(users.id))
      .all();
  },

  insert(db: Db, values: typeof users.$inferInsert): UserRow {
    return db.insert(users).values(values).returning().get();
  },

  update(db: Db, id: number, patch: Partial<typeof users.$inferInsert>) {
    db.update(users).set(patch).where(eq(users.id, id)).run();
  },

  delete(db: Db, id: number) {
    db.delete(users).where(eq(users.id, id)).run();
  },

  appendLedger(db: Db, row: typeof cashLedger.$inferInsert) {
    db.insert(cashLedger).values(row).run();
  },
};
