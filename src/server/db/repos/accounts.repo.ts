import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_FEE_RATE_PPM } from '../../../shared/domain/market/fees';
import type { Flow, Snapshot } from '../../../shared/domain/portfolio/returns';
import { cashLedger, classes, guardianConsents, portfolioSnapshots, users } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { isDeposit } from './ledger.repo';
import { perIds, preparedPer } from './prepared';

// A user's money side: cash and the class settings that price their trades.
const accountColumns = {
  id: users.id,
  name: users.name,
  /** 학번 from a 명렬표 import; null for self-registered students. */
  number: users.number,
  role: users.role,
  isActive: users.isActive,
  classId: users.classId,
  className: classes.name,
  teacherId: classes.teacherId,
  classEndedAt: classes.endedAt,
  movedToId: users.movedToId,
  cash: users.cash,
  feeRatePpm: classes.feeRatePpm,
  watchlistChangedAt: users.watchlistChangedAt,
};

function selectAccounts(db: DbOrTx) {
  return db.select(accountColumns).from(users).leftJoin(classes, eq(classes.id, users.classId));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['all']>>[number];

const toAccount = (row: AccountRow) => ({
  ...row,
  feeRatePpm: row.feeRatePpm ?? DEFAULT_FEE_RATE_PPM,
});
export type Account = ReturnType<typeof toAccount>;

const byId = preparedPer((db) =>
  selectAccounts(db)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

// One user's account with the rest of what valuing it needs besides the holdings: their deposits
// (as ledgerRepo.depositsByUser reads them) and their latest snapshot before a date (as
// snapshotsRepo.latestBefore). Each statement costs a few µs of its own (SQLite takes and drops
// its shared lock for every one), and a student's portfolio asks all three on every request.
const withValuationInputs = preparedPer((db) =>
  db
    .select({
      ...accountColumns,
      deposits: sql<string>`(select json_group_array(json_array(at, amount)) from (
        select ${cashLedger.createdAt} as at, ${cashLedger.amount} as amount from ${cashLedger}
        where ${cashLedger.userId} = ${users.id} and ${isDeposit}
        order by ${cashLedger.createdAt}, ${cashLedger.id}))`,
      previousClose: sql<string | null>`(select json_array(date, total_value, net_deposits)
        from ${portfolioSnapshots} where user_id = ${users.id} and date = (
          select max(date) from ${portfolioSnapshots} where user_id = ${users.id}
          and date < ${sql.placeholder('date')}))`,
    })
    .from(users)
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

const activeStudents = and(eq(users.role, 'STUDENT'), eq(users.isActive, true));
const allStudents = preparedPer((db) =>
  selectAccounts(db).where(activeStudents).orderBy(asc(users.id)).prepare(),
);
// A 중학교 class's student takes part once the guardian's consent is confirmed (제22조의2): until
// then they are on no board, lesson table or projector of the class.
const takingPart = sql`(${classes.middleSchool} = 0 or exists (select 1 from ${guardianConsents}
  where ${guardianConsents.userId} = ${users.id}))`;
const classStudents = preparedPer((db) =>
  selectAccounts(db)
    .where(and(activeStudents, eq(users.classId, sql.placeholder('classId'))))
    .orderBy(asc(users.id))
    .prepare(),
);
const classStudentsTakingPart = preparedPer((db) =>
  selectAccounts(db)
    .where(and(activeStudents, takingPart, eq(users.classId, sql.placeholder('classId'))))
    .orderBy(asc(users.id))
    .prepare(),
);
const unclassedStudents = preparedPer((db) =>
  selectAccounts(db)
    .where(and(activeStudents, isNull(users.classId)))
    .orderBy(asc(users.id))
    .prepare(),
);
const classesOfStudents = preparedPer((db) =>
  db
    .selectDistinct({ classId: users.classId })
    .from(users)
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(
      and(activeStudents, isNull(classes.endedAt), sql`coalesce(${classes.middleSchool}, 0) = 0`),
    )
    .orderBy(asc(users.classId))
    .prepare(),
);

const studentsAmong = perIds(users.id, (db, ofUsers) =>
  selectAccounts(db).where(and(activeStudents, ofUsers)).orderBy(asc(users.id)).prepare(),
);

const cashOf = preparedPer((db) =>
  db
    .update(users)
    .set({ cash: sql`${sql.placeholder('cash')}` })
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
);

export const accountsRepo = {
  find(db: DbOrTx, userId: number): Account | undefined {
    const row = byId(db).get({ id: userId });
    return row && toAccount(row);
  },

  /** The account, its deposits oldest first, and its latest snapshot dated before `date`. */
  findWithValuationInputs(
    db: DbOrTx,
    userId: number,
    date: string,
  ): { account: Account; deposits: Flow[]; previousClose: Snapshot | null } | undefined {
    const row = withValuationInputs(db).get({ id: userId, date });
    if (!row) return undefined;
    const { deposits, previousClose, ...account } = row;
    const close =
      previousClose === null ? null : (JSON.parse(previousClose) as [string, number, number]);
    return {
      account: toAccount(account),
      deposits: (JSON.parse(deposits) as [number, number][]).map(([at, amount]) => ({
        at,
        amount,
      })),
      previousClose: close && { date: close[0], totalValue: close[1], netDeposits: close[2] },
    };
  },

  /** Active students, optionally of one class: the people a leaderboard or snapshot covers. */
  students(db: DbOrTx, classId?: number): Account[] {
    const rows = classId === undefined ? allStudents(db).all() : classStudents(db).all({ classId });
    return rows.map(toAccount);
  },

  /**
   * One class's active students taking part (a 중학교 class's once their guardian consented), or
   * (null) those without a class: one class's leaderboard, projector and lesson tables.
   */
  studentsOfClass(db: DbOrTx, classId: number | null): Account[] {
    const rows =
      classId === null ? unclassedStudents(db).all() : classStudentsTakingPart(db).all({ classId });
    return rows.map(toAccount);
  },

  /**
   * The classes (null: none) of active students whose class has not ended and is not a 중학교
   * class: the school-wide board's (a 중학교 class's students are shown only inside it).
   */
  classesOfStudents(db: DbOrTx): Array<number | null> {
    return classesOfStudents(db)
      .all()
      .map((row) => row.classId);
  },

  /** The active students among these users (the hub's connected screens). */
  studentsAmong(db: DbOrTx, userIds: number[]): Account[] {
    return studentsAmong(db, userIds).map(toAccount);
  },

  setCash(db: DbOrTx, userId: number, cash: number) {
    cashOf(db).run({ cash, userId });
  },

  setWatchlistChangedAt(db: DbOrTx, userId: number, at: Date) {
    db.update(users).set({ watchlistChangedAt: at }).where(eq(users.id, userId)).run();
  },
};
