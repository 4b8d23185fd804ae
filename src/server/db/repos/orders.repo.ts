import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Order, OrderStatus } from '../../../shared/schemas/orders';
import { orders, stocks, trades, users } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { placeholders, preparedPer } from './prepared';

export type OrderRow = typeof orders.$inferSelect;

const viewColumns = {
  id: orders.id,
  userId: orders.userId,
  side: orders.side,
  type: orders.type,
  symbol: stocks.symbol,
  stockName: stocks.name,
  quantity: orders.quantity,
  limitPrice: orders.limitPrice,
  reservedCash: orders.reservedCash,
  status: orders.status,
  reason: orders.reason,
  fillPrice: trades.price,
  closeReason: orders.closeReason,
  createdAt: orders.createdAt,
  closedAt: orders.closedAt,
};

function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(orders)
    .innerJoin(stocks, eq(stocks.id, orders.stockId))
    .leftJoin(trades, eq(trades.id, orders.tradeId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['all']>>[number];

const toOrder = ({ userId: _userId, ...row }: ViewRow): Order => ({
  ...row,
  fillPrice: row.fillPrice ?? null,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

const orderColumns = [
  'userId',
  'stockId',
  'side',
  'type',
  'quantity',
  'limitPrice',
  'reservedCash',
  'status',
  'reason',
  'marketDay',
  'tradeId',
  'createdAt',
] as const;
/** A new order; a closed one (a filled market order) also says when it closed. */
export type NewOrder = Pick<typeof orders.$inferInsert, (typeof orderColumns)[number]> & {
  closedAt?: Date;
};

const insertOrder = preparedPer((db) =>
  db
    .insert(orders)
    .values({
      ...placeholders(...orderColumns),
      // A placeholder inside sql is bound as given: the closing time in ms, or null while open.
      closedAt: sql`${sql.placeholder('closedAt')}`,
    })
    .returning()
    .prepare(),
);
const byId = preparedPer((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare(),
);
const viewById = preparedPer((db) =>
  selectViews(db)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare(),
);
const viewByTrade = preparedPer((db) =>
  selectViews(db)
    .where(eq(orders.tradeId, sql.placeholder('tradeId')))
    .prepare(),
);
const isOpen = eq(orders.status, 'OPEN');
const ofUser = eq(orders.userId, sql.placeholder('userId'));
const reservedOf = preparedPer((db) =>
  db
    .select({ sum: sql<number>`coalesce(sum(${orders.reservedCash}), 0)` })
    .from(orders)
    .where(and(ofUser, isOpen))
    .prepare(),
);
const openSellsOf = preparedPer((db) =>
  db
    .select({ sum: sql<number>`coalesce(sum(${orders.quantity}), 0)` })
    .from(orders)
    .where(
      and(ofUser, eq(orders.stockId, sql.placeholder('stockId')), eq(orders.side, 'SELL'), isOpen),
    )
    .prepare(),
);
const placedSince = preparedPer((db) =>
  db
    .select({ count: sql<number>`count(*)` })
    .from(orders)
    .where(and(ofUser, gte(orders.createdAt, sql`${sql.placeholder('since')}`)))
    .prepare(),
);
const closeOrder = preparedPer((db) =>
  db
    .update(orders)
    .set({
      status: sql`${sql.placeholder('status')}`,
      closedAt: sql`${sql.placeholder('closedAt')}`,
      tradeId: sql`${sql.placeholder('tradeId')}`,
      closeReason: sql`${sql.placeholder('reason')}`,
      reservedCash: 0,
    })
    .where(and(eq(orders.id, sql.placeholder('id')), isOpen))
    .prepare(),
);

/** An open order as the matcher indexes it. */
export interface RestingOrder {
  id: number;
  userId: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  limitPrice: number;
  marketDay: string;
}

export const ordersRepo = {
  insert(db: DbOrTx, row: NewOrder): OrderRow {
    return insertOrder(db).get({
      limitPrice: null,
      reservedCash: 0,
      tradeId: null,
      createdAt: new Date(),
      ...row,
      closedAt: row.closedAt?.getTime() ?? null,
    })!;
  },

  find(db: DbOrTx, id: number): OrderRow | undefined {
    return byId(db).get({ id });
  },

  view(db: DbOrTx, id: number): Order | undefined {
    const row = viewById(db).get({ id });
    return row && toOrder(row);
  },

  byTrade(db: DbOrTx, tradeId: number): Order | undefined {
    const row = viewByTrade(db).get({ tradeId });
    return row && toOrder(row);
  },

  list(db: DbOrTx, userId: number, status: OrderStatus, limit = 200): Order[] {
    return selectViews(db)
      .where(and(eq(orders.userId, userId), eq(orders.status, status)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .all()
      .map(toOrder);
  },

  /** Open orders of these users, oldest first, with the owner's id. */
  openOfUsers(db: DbOrTx, userIds: number[]): Array<Order & { userId: number }> {
    if (userIds.length === 0) return [];
    return selectViews(db)
      .where(and(inArray(orders.userId, userIds), eq(orders.status, 'OPEN')))
      .orderBy(asc(orders.userId), asc(orders.id))
      .all()
      .map((row) => ({ ...toOrder(row), userId: row.userId }));
  },

  /** Σ cash held back by the user's open buys. */
  reservedCash(db: DbOrTx, userId: number): number {
    return reservedOf(db).get({ userId })?.sum ?? 0;
  },

  /** Σ shares of one stock that the user's open sells promise. */
  openSellQuantity(db: DbOrTx, userId: number, stockId: number): number {
    return openSellsOf(db).get({ userId, stockId })?.sum ?? 0;
  },

  countSince(db: DbOrTx, userId: number, since: Date): number {
    return placedSince(db).get({ userId, since: since.getTime() })?.count ?? 0;
  },

  /** Open buys of a user, newest first (cancelled first when cash no longer covers them). */
  openBuys(db: DbOrTx, userId: number): OrderRow[] {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.side, 'BUY'), eq(orders.status, 'OPEN')))
      .orderBy(desc(orders.id))
      .all();
  },

  resting(db: DbOrTx): RestingOrder[] {
    return db
      .select({
        id: orders.id,
        userId: orders.userId,
        symbol: stocks.symbol,
        side: orders.side,
        limitPrice: sql<number>`${orders.limitPrice}`,
        marketDay: orders.marketDay,
      })
      .from(orders)
      .innerJoin(stocks, eq(stocks.id, orders.stockId))
      .where(eq(orders.status, 'OPEN'))
      .all();
  },

  /** Closes an open order; false when it was no longer open (a cancel raced a fill). */
  close(
    db: DbOrTx,
    id: number,
    values: {
      status: 'FILLED' | 'CANCELLED' | 'EXPIRED';
      at: Date;
      tradeId?: number;
      reason?: string;
    },
  ): boolean {
    const result = closeOrder(db).run({
      id,
      status: values.status,
      closedAt: values.at.getTime(),
      tradeId: values.tradeId ?? null,
      reason: values.reason ?? null,
    });
    return result.changes === 1;
  },

  studentsOfClass(db: DbOrTx, classId: number) {
    return db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.classId, classId), eq(users.role, 'STUDENT')))
      .orderBy(asc(users.name))
      .all();
  },
};
