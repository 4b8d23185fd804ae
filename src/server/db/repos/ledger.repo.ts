import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEPOSIT_KINDS, type CashMovement } from '../../../shared/domain/trading/ledger';
import type { Flow } from '../../../shared/domain/portfolio/returns';
import { cashLedger } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { perIds, placeholders, preparedPer } from './prepared';

export const isDeposit = inArray(cashLedger.kind, [...DEPOSIT_KINDS]);

const depositsOf = perIds(cashLedger.userId, (db, ofUsers) =>
  db
    .select({ userId: cashLedger.userId, at: cashLedger.createdAt, amount: cashLedger.amount })
    .from(cashLedger)
    .where(and(ofUsers, isDeposit))
    .orderBy(asc(cashLedger.createdAt), asc(cashLedger.id))
    .prepare(),
);

// One row per movement: a trade has one to three, and one statement serves them all.
const insertMovement = preparedPer((db) =>
  db
    .insert(cashLedger)
    .values(
      placeholders(
        'userId',
        'kind',
        'amount',
        'balanceAfter',
        'tradeId',
        'corporateAdjustmentId',
        'createdAt',
      ),
    )
    .prepare(),
);

export const ledgerRepo = {
  append(
    db: DbOrTx,
    row: {
      userId: number;
      movements: CashMovement[];
      at: Date;
      tradeId?: number;
      corporateAdjustmentId?: number;
    },
  ) {
    const insert = insertMovement(db);
    for (const m of row.movements)
      insert.run({
        userId: row.userId,
        kind: m.kind,
        amount: m.amount,
        balanceAfter: m.balanceAfter,
        tradeId: row.tradeId ?? null,
        corporateAdjustmentId: row.corporateAdjustmentId ?? null,
        createdAt: row.at,
      });
  },

  /** Deposits and withdrawals (initial cash, teacher adjustments) per user, oldest first. */
  depositsByUser(db: DbOrTx, userIds: number[]): Map<number, Flow[]> {
    const byUser = new Map<number, Flow[]>(userIds.map((id) => [id, []]));
    for (const row of depositsOf(db, userIds))
      byUser.get(row.userId)?.push({ at: row.at.getTime(), amount: row.amount });
    return byUser;
  },

  /** The ledger's own balance: the sum of every movement. */
  balance(db: DbOrTx, userId: number): number {
    const row = db
      .select({ sum: sql<number>`coalesce(sum(${cashLedger.amount}), 0)` })
      .from(cashLedger)
      .where(eq(cashLedger.userId, userId))
      .get();
    return row?.sum ?? 0;
  },
};
