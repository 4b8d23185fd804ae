import {
  adjustForCorporateAction,
  corporateActionLabels,
} from '../../shared/domain/trading/corporate-action';
import { corporateActionCash } from '../../shared/domain/trading/ledger';
import { DomainError } from '../../shared/domain/domain-error';
import {
  corporateActionMessages,
  type ConfirmCorporateAction,
  type CorporateAdjustment,
  type PendingCorporateAction,
} from '../../shared/schemas/corporate-actions';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { auctionsRepo } from '../db/repos/auctions.repo';
import { corporateActionsRepo } from '../db/repos/corporate-actions.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { holdingsRepo } from '../db/repos/holdings.repo';
import { ledgerRepo } from '../db/repos/ledger.repo';
import { marketStateRepo } from '../db/repos/market-state.repo';
import { ordersRepo } from '../db/repos/orders.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import type { CorporateAction } from '../market/types';
import { currentBoard } from './auctions/auction-board';
import { releaseAuction } from './auctions/auction-settlement';
import type { ServerEventBus } from '../../shared/realtime/server-events';

export interface CorporateActionsDeps {
  db: Db;
  clock: Clock;
  /** The actions the data knows of (the embedded table; [] for live feeds). */
  actions: () => CorporateAction[];
  /** Told after each action's commit: the student's toast and portfolio, their cancelled orders. */
  events: ServerEventBus;
}

type Action = Pick<CorporateAction, 'symbol' | 'date' | 'kind' | 'previousClose' | 'basePrice'> & {
  shareRatio?: number | null;
};

export const cancelledReason = (action: Pick<Action, 'kind'>) =>
  `기업 행사(${corporateActionLabels[action.kind]})로 주문이 취소되었습니다`;

type AdjustmentRow = ReturnType<typeof corporateActionsRepo.ofUser>[number];

/** The stored row with its 계산 보기, recomputed from the same inputs by the same function. */
export function adjustmentView({ shareRatio, ...row }: AdjustmentRow): CorporateAdjustment {
  const { explanations } = adjustForCorporateAction({
    kind: row.kind,
    previousClose: row.previousClose,
    basePrice: row.basePrice,
    shareRatio,
    quantity: row.quantityBefore,
    averagePrice: row.averagePriceBefore,
  });
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    kindLabel: corporateActionLabels[row.kind],
    explanations,
  };
}

/**
 * Applies corporate actions to holdings before the open of their day (ADR 0018): every holding
 * of the stock is adjusted, the 단주 대금 or the rights' value paid through the ledger, and the
 * stock's open orders and class auctions are cancelled, releasing their reservations.
 */
export function createCorporateActionsService(deps: CorporateActionsDeps) {
  const { db, clock } = deps;

  function adjustHolder(
    tx: DbOrTx,
    action: Action,
    stockId: number,
    holder: { userId: number; quantity: number; averagePrice: number },
  ): number | null {
    if (corporateActionsRepo.applied(tx, holder.userId, stockId, action.date)) return null;
    const account = accountsRepo.find(tx, holder.userId);
    if (!account) return null;
    const after = adjustForCorporateAction({ ...action, ...holder });
    const at = clock.now();
    const id = corporateActionsRepo.insert(tx, {
      userId: holder.userId,
      stockId,
      kind: action.kind,
      marketDate: action.date,
      previousClose: action.previousClose,
      basePrice: action.basePrice,
      shareRatio: action.shareRatio ?? null,
      quantityBefore: holder.quantity,
      quantityAfter: after.quantity,
      averagePriceBefore: holder.averagePrice,
      averagePriceAfter: after.averagePrice,
      cashIn: after.cashIn,
      createdAt: at,
    });
    if (after.quantity > 0)
      holdingsRepo.save(tx, {
        userId: holder.userId,
        stockId,
        quantity: after.quantity,
        averagePrice: after.averagePrice,
        updatedAt: at,
      });
    else holdingsRepo.remove(tx, holder.userId, stockId);
    const movements = corporateActionCash({ cash: account.cash, cashIn: after.cashIn });
    accountsRepo.setCash(tx, holder.userId, account.cash + after.cashIn);
    ledgerRepo.append(tx, { userId: holder.userId, movements, at, corporateAdjustmentId: id });
    return id;
  }

  /** Adjusts every holder not yet adjusted by the action, inside the caller's transaction. */
  function adjustHolders(tx: DbOrTx, action: Action) {
    const stock = tradesRepo.stockBySymbol(tx, action.symbol);
    if (!stock) return { adjusted: [], cancelled: [], auctions: [] };
    const adjusted = corporateActionsRepo
      .holders(tx, stock.id)
      .map((holder) => ({
        userId: holder.userId,
        id: adjustHolder(tx, action, stock.id, holder),
      }))
      .filter((a): a is { userId: number; id: number } => a.id !== null);
    // Their prices and quantities were in the old shares; each student places them again.
    const cancelled = corporateActionsRepo.openOrders(tx, stock.id).filter((order) =>
      ordersRepo.close(tx, order.id, {
        status: 'CANCELLED',
        at: clock.now(),
        reason: cancelledReason(action),
      }),
    );
    // A class auction's reference price and orders are in the old shares too: all released.
    const auctions = auctionsRepo
      .allOpen(tx)
      .filter((auction) => auction.stockId === stock.id && releaseAuction(tx, auction.id))
      .map((auction) => auction.id);
    return { adjusted, cancelled, auctions };
  }

  /** Applies one action to every holder not yet adjusted by it; answers what changed. */
  function apply(action: Action) {
    const done = db.transaction((tx) => adjustHolders(tx, action), { behavior: 'immediate' });
    tell(done);
    return done;
  }

  function tell({ adjusted, cancelled, auctions }: ReturnType<typeof adjustHolders>) {
    const { events } = deps;
    for (const { userId, id } of adjusted) {
      const row = corporateActionsRepo.ofUser(db, userId, 50).find((r) => r.id === id);
      if (row)
        events.publish('corporateActionApplied', { userId, adjustment: adjustmentView(row) });
    }
    for (const order of cancelled) {
      const view = ordersRepo.view(db, order.id);
      if (view) events.publish('orderChanged', { userId: order.userId, order: view });
    }
    const users = new Set([...adjusted, ...cancelled].map((a) => a.userId));
    for (const userId of users) events.publish('portfolioChanged', { userId });
    for (const auctionId of auctions) {
      const board = currentBoard(db, auctionId);
      if (board) events.publish('auctionChanged', board);
    }
  }

  return {
    apply,

    /**
     * The market entered `date`: applies every action dated after the marker and on or before
     * `date` and moves the marker, in one transaction, so a crash leaves holdings either before
     * or after the day and the marker saying which. A fresh database starts its marker at `date`
     * (nobody held anything before it). The marker never moves back: a replay that resumes or
     * restarts before it (a restart within the 10 s the played time was not yet saved, a new
     * first day in 시장 설정) plays those days on the holdings' basis instead (ADR 0018).
     */
    applyDue(date: string): number {
      const through = marketStateRepo.actionsAppliedThrough(db);
      if (through !== undefined && date <= through) return 0;
      const due =
        through === undefined
          ? []
          : deps
              .actions()
              .filter((a) => a.date > through && a.date <= date)
              .sort((a, b) => a.date.localeCompare(b.date));
      const done = db.transaction(
        (tx) => {
          const changes = due.map((action) => adjustHolders(tx, action));
          marketStateRepo.saveActionsAppliedThrough(tx, date);
          return changes;
        },
        { behavior: 'immediate' },
      );
      done.forEach(tell);
      return done.reduce((sum, change) => sum + change.adjusted.length, 0);
    },

    /** The market day holdings are on: every action through it has been applied. */
    appliedThrough: () => marketStateRepo.actionsAppliedThrough(db),

    history(userId: number, limit: number): CorporateAdjustment[] {
      return corporateActionsRepo.ofUser(db, userId, limit).map(adjustmentView);
    },
  };
}

export type CorporateActionsService = ReturnType<typeof createCorporateActionsService>;

/** What the admin's 시장 설정 needs of live-detected actions (absent unless a live feed runs). */
export interface PendingCorporateActions {
  pending(): PendingCorporateAction[];
  find(symbol: string, date: string): PendingCorporateAction | undefined;
  resolve(symbol: string, date: string): void;
}

/** The admin confirms a pending action (choosing its kind); only then are holdings adjusted. */
export function confirmCorporateAction(
  service: CorporateActionsService,
  detected: PendingCorporateActions | undefined,
  wanted: ConfirmCorporateAction,
) {
  const found = detected?.find(wanted.symbol, wanted.date);
  if (!found) throw new DomainError('NOT_FOUND', corporateActionMessages.pendingNotFound);
  const { adjusted, cancelled } = service.apply({ ...found, kind: wanted.kind });
  detected?.resolve(wanted.symbol, wanted.date);
  return { adjusted: adjusted.length, cancelled: cancelled.length };
}
